import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const card = style({
  display: 'block',
  aspectRatio: '250 / 350',
  height: 'auto',
  flex: 'none',
  width: vars.size.cardNormal,
  userSelect: 'none',
  selectors: {
    '&[data-face="simplified"]': { width: vars.size.cardSimplified },
    '&[data-face="dutch"]': { width: vars.size.cardDutch },
  },
});

export const paper = style({
  fill: vars.color.cardFace,
  stroke: vars.color.cardEdge,
  strokeWidth: 3,
});

export const index = style({
  fontFamily: vars.font.card,
  fontWeight: vars.font.weight.bold,
  fill: 'currentColor',
});

export const courtFrame = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 4,
  opacity: 0.6,
});
