import { style } from '@vanilla-extract/css';
import { triggerButton } from '../styles/buttons.css.js';

export const select = style({ display: 'inline-flex' });

export const button = style([triggerButton]);
