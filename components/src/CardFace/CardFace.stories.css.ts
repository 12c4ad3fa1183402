import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const deck = style({ display: 'grid', gap: vars.space.xl });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
