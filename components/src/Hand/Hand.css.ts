import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const hand = style({
  display: 'flex',
  margin: 0,
  padding: `${vars.space.l} ${vars.space.s} ${vars.space.s}`,
  listStyle: 'none',
  outline: 'none',
  selectors: {
    '&[data-hand-layout="fan"]': { flexDirection: 'row', alignItems: 'flex-end' },
    '&[data-hand-layout="rows"]': { flexDirection: 'column', gap: vars.space.xs },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const suitRow = style({
  display: 'flex',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  flex: 'none',
  borderRadius: vars.radius.m,
  outline: 'none',
  transitionProperty: 'transform, filter',
  transitionDuration: vars.motion.quick,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // Cards overlap, each leaving about a third of the one beneath visible.
    '&:not(:first-child)': { marginInlineStart: `calc(${vars.size.cardNormal} * -0.62)` },
    '[data-hand-layout="rows"] &:not(:first-child)': {
      marginInlineStart: `calc(${vars.size.cardNormal} * -0.66)`,
    },
    '[data-face="simplified"] &:not(:first-child)': {
      marginInlineStart: `calc(${vars.size.cardSimplified} * -0.5)`,
    },
    '&[data-interactive]:not([data-disabled])': { cursor: 'pointer' },
    '&[data-interactive]:not([data-disabled])[data-hovered], &[data-focus-visible]': {
      transform: `translateY(calc(-1 * ${vars.space.m}))`,
    },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '1px',
      zIndex: 1,
    },
    // A card that may not be played now is dimmed.
    '&[data-disabled]': { filter: 'brightness(0.72)' },
    // The card the reveal link points out.
    '&[data-highlighted]': {
      transform: `translateY(calc(-1 * ${vars.space.m}))`,
      boxShadow: `0 0 0 4px ${vars.color.winner}`,
      zIndex: 1,
    },
  },
});
