import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const error = style({
  margin: 0,
  padding: vars.space.m,
  maxWidth: '100%',
  overflowX: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.dangerText,
  fontSize: vars.font.size.s,
});
