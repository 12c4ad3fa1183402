import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  padding: vars.space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.font.size.l });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
  color: vars.color.dangerText,
});

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  paddingBottom: vars.space.m,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBottom: 0, borderBottom: 'none' } },
});

export const heading = style({ margin: 0, lineHeight: vars.font.lineHeight });

export const who = style({ color: vars.color.textMuted });

export const changes = style({
  margin: `${vars.space.s} 0 0`,
  paddingLeft: vars.space.l,
  fontSize: vars.font.size.s,
  // A link id or a long value may not widen the panel past a phone's width.
  overflowWrap: 'anywhere',
});
