import { style } from '@vanilla-extract/css';
import { triggerButton } from '../styles/buttons.css.js';
import { VISUALLY_HIDDEN_RULES } from '../styles/visually-hidden.css.js';
import { vars } from '../theme/contract.css.js';

/** Below this width of its own the navigation wraps under the title and the menus. */
const NARROW = '(max-width: 700px)';

export const header = style({
  containerType: 'inline-size',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.l}`,
  padding: `${vars.space.s} ${vars.space.l}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

const focusRing = {
  '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
} as const;

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.font.size.l,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: focusRing,
});

export const nav = style({
  flex: '1 1 auto',
  order: 1,
  '@container': { [NARROW]: { order: 3, flexBasis: '100%' } },
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  padding: `0 ${vars.space.s}`,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    ...focusRing,
    '&[data-hovered]': { background: vars.color.surface },
    '&[aria-current="page"]': {
      fontWeight: vars.font.weight.bold,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
  },
});

export const menus = style({
  display: 'flex',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  order: 2,
});

export const trigger = style([triggerButton]);

export const name = style({
  maxWidth: '10rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@container': { [NARROW]: VISUALLY_HIDDEN_RULES },
});

export { item, menu, popover } from '../styles/menu.css.js';

export const empty = style({
  margin: 0,
  padding: `${vars.space.s} ${vars.space.m}`,
  color: vars.color.textMuted,
});
