import { style } from '@vanilla-extract/css';
import { MOBILE } from '../styles/breakpoints.js';
import { triggerButton } from '../styles/buttons.css.js';
import { VISUALLY_HIDDEN_RULES } from '../styles/visually-hidden.css.js';

export const select = style({ display: 'inline-flex' });

export const button = style([triggerButton]);

export const value = style({ display: 'inline-flex' });

// In the header on a phone the language's name ("Nederlands") takes too much room: the button
// shows its code instead, and the name stays in the button's accessible name (beside the code).
export const name = style({ '@container': { [MOBILE]: VISUALLY_HIDDEN_RULES } });

export const code = style({ display: 'none', '@container': { [MOBILE]: { display: 'inline' } } });
