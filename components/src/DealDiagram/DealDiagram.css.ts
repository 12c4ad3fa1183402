import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const diagram = style({
  display: 'inline-grid',
  gridTemplateAreas: '". top ." "left compass right" ". bottom ."',
  gridTemplateColumns: 'auto auto auto',
  alignItems: 'center',
  justifyItems: 'center',
  gap: vars.space.m,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const compassArea = style({ gridArea: 'compass' });

export const hand = style({
  minWidth: '7rem',
  margin: 0,
  selectors: {
    '&[data-position="top"]': { gridArea: 'top' },
    '&[data-position="left"]': { gridArea: 'left' },
    '&[data-position="right"]': { gridArea: 'right' },
    '&[data-position="bottom"]': { gridArea: 'bottom' },
  },
});

export const seatName = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
});

export const suitLines = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.card,
  fontSize: vars.font.size.m,
  lineHeight: 1.35,
  whiteSpace: 'nowrap',
});
