import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const heading = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.xl,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
