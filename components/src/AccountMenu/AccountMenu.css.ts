import { style } from '@vanilla-extract/css';
import { MOBILE } from '../styles/breakpoints.js';
import { triggerButton } from '../styles/buttons.css.js';
import { VISUALLY_HIDDEN_RULES } from '../styles/visually-hidden.css.js';

export const button = style([triggerButton]);

export const name = style({
  maxWidth: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // On a phone the header has no room for it (a 375 px page grew to 430 px): the button shows
  // the user's icon, and the name stays in the button's accessible name.
  '@container': { [MOBILE]: VISUALLY_HIDDEN_RULES },
});

export { item, menu, popover } from '../styles/menu.css.js';
