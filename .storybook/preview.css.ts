import { style } from '@vanilla-extract/css';
import { vars } from '../components/src/theme/contract.css.js';

/** The page a story sits on. */
export const storyFrame = style({
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: vars.font.lineHeight,
  padding: vars.space.l,
});
