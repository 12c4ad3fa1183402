import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const compass = style({
  position: 'relative',
  display: 'grid',
  gridTemplateAreas: '". top ." "left arrow right" ". bottom ."',
  gridTemplateColumns: '1fr 1fr 1fr',
  gridTemplateRows: '1fr 1fr 1fr',
  width: '6rem',
  aspectRatio: '1',
  borderRadius: vars.radius.m,
  background: vars.color.felt,
  fontFamily: vars.font.card,
  fontWeight: vars.font.weight.bold,
  selectors: { '&[data-size="small"]': { width: '3.5rem', fontSize: vars.font.size.s } },
});

export const seat = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: '2px',
  borderRadius: vars.radius.s,
  background: vars.color.notVulnerable,
  color: vars.color.onNotVulnerable,
  selectors: {
    '&[data-position="top"]': { gridArea: 'top' },
    '&[data-position="left"]': { gridArea: 'left' },
    '&[data-position="right"]': { gridArea: 'right' },
    '&[data-position="bottom"]': { gridArea: 'bottom' },
    '&[data-vulnerable]': { background: vars.color.vulnerable, color: vars.color.onVulnerable },
    '&[data-dealer]': { textDecoration: 'underline', textDecorationThickness: '2px' },
  },
});

export const arrow = style({
  gridArea: 'arrow',
  alignSelf: 'center',
  justifySelf: 'center',
  width: '70%',
  height: '70%',
  fill: vars.color.winner,
  transition: `transform ${vars.motion.cardAnimation} ${vars.motion.easing}`,
  selectors: {
    '&[data-position="bottom"]': { transform: 'rotate(180deg)' },
    '&[data-position="left"]': { transform: 'rotate(-90deg)' },
    '&[data-position="right"]': { transform: 'rotate(90deg)' },
  },
});
