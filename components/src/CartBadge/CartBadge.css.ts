import { style } from '@vanilla-extract/css';
import { iconButton } from '../styles/buttons.css.js';
import { vars } from '../theme/contract.css.js';

export const button = style([iconButton, { position: 'relative' }]);

export const count = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '20px',
  height: '20px',
  padding: '0 5px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: '0.75rem',
  fontWeight: vars.font.weight.bold,
  lineHeight: '20px',
  textAlign: 'center',
  selectors: {
    [`${button}[data-empty] &`]: { background: vars.color.textMuted },
  },
});
