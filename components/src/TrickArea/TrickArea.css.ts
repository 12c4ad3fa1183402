import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

// The table's middle: room for a card on each side, the side cards level with the middle.
const cardHeight = `calc(${vars.size.cardNormal} * 1.4)`;

export const area = style({
  position: 'relative',
  boxSizing: 'content-box',
  width: `calc(${vars.size.cardNormal} * 3.4)`,
  height: `calc(${cardHeight} * 2.3)`,
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.felt,
  color: vars.color.onFelt,
  margin: 0,
  listStyle: 'none',
});

// A card slides in from its player's side of the table (hands.md §9: card animation 250 ms,
// after an animation start delay of 50 ms); with reduced motion the theme makes both 0 ms.
const fromBottom = keyframes({ from: { transform: 'translateY(140%)', opacity: 0 } });
const fromTop = keyframes({ from: { transform: 'translateY(-140%)', opacity: 0 } });
const fromLeft = keyframes({ from: { transform: 'translateX(-140%)', opacity: 0 } });
const fromRight = keyframes({ from: { transform: 'translateX(140%)', opacity: 0 } });

export const slot = style({
  animationDuration: vars.motion.cardAnimation,
  animationDelay: vars.motion.animationStartDelay,
  animationTimingFunction: vars.motion.easing,
  animationFillMode: 'backwards',
  position: 'absolute',
  // Centred by auto margins, so the slide-in animation owns `transform`.
  width: 'fit-content',
  height: 'fit-content',
  selectors: {
    '&[data-position="top"]': {
      top: vars.space.l,
      insetInline: 0,
      marginInline: 'auto',
      animationName: fromTop,
    },
    '&[data-position="bottom"]': {
      bottom: vars.space.l,
      insetInline: 0,
      marginInline: 'auto',
      animationName: fromBottom,
    },
    '&[data-position="left"]': {
      left: vars.space.l,
      insetBlock: 0,
      marginBlock: 'auto',
      animationName: fromLeft,
    },
    '&[data-position="right"]': {
      right: vars.space.l,
      insetBlock: 0,
      marginBlock: 'auto',
      animationName: fromRight,
    },
    '&[data-winner]': {
      borderRadius: vars.radius.m,
      boxShadow: `0 0 0 4px ${vars.color.winner}`,
    },
  },
});
