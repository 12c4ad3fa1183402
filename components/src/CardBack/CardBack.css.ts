import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const back = style({
  display: 'block',
  aspectRatio: '250 / 350',
  height: 'auto',
  flex: 'none',
  width: vars.size.cardNormal,
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
export const field = style({ fill: vars.color.cardBack });
export const lattice = style({ stroke: vars.color.cardBackPattern, strokeWidth: 3, fill: 'none' });
