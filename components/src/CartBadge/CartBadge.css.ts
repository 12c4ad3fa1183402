import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

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
