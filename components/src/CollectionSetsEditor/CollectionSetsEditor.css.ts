import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });
