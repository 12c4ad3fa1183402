import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** The embedded player's page: the kit's font and colours, whatever the host page's are. */
export const frame = style({
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.m,
  lineHeight: vars.font.lineHeight,
});

/** Why the source gives no hand. */
export const error = style({
  margin: 0,
  padding: vars.space.l,
  borderRadius: vars.radius.m,
  border: `1px solid ${vars.color.vulnerable}`,
  color: vars.color.vulnerable,
});
