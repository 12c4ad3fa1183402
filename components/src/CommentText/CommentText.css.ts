import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** An author's comment keeps its line breaks. */
export const comment = style({ whiteSpace: 'pre-line', margin: 0 });

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
