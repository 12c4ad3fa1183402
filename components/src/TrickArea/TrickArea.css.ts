import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const area = style({
  position: 'relative',
  display: 'grid',
  gridTemplateAreas: '". top ." "left . right" ". bottom ."',
  gridTemplateColumns: `repeat(3, ${vars.size.cardNormal})`,
  gridTemplateRows: `repeat(3, calc(${vars.size.cardNormal} * 0.9))`,
  placeItems: 'center',
  padding: vars.space.l,
  borderRadius: vars.radius.l,
  background: vars.color.felt,
  color: vars.color.onFelt,
  margin: 0,
  listStyle: 'none',
});

// A card slides in from its player's side of the table (hands.md §9: card animation 250 ms,
// after an animation start delay of 50 ms).
const fromBottom = keyframes({ from: { transform: 'translateY(140%)', opacity: 0 } });
const fromTop = keyframes({ from: { transform: 'translateY(-140%)', opacity: 0 } });
const fromLeft = keyframes({ from: { transform: 'translateX(-140%)', opacity: 0 } });
const fromRight = keyframes({ from: { transform: 'translateX(140%)', opacity: 0 } });

export const slot = style({
  position: 'relative',
  animationDuration: vars.motion.cardAnimation,
  animationDelay: vars.motion.animationStartDelay,
  animationTimingFunction: vars.motion.easing,
  animationFillMode: 'backwards',
  selectors: {
    '&[data-position="top"]': { gridArea: 'top', animationName: fromTop },
    '&[data-position="left"]': { gridArea: 'left', animationName: fromLeft },
    '&[data-position="right"]': { gridArea: 'right', animationName: fromRight },
    '&[data-position="bottom"]': { gridArea: 'bottom', animationName: fromBottom },
    '&[data-winner]': {
      borderRadius: vars.radius.m,
      boxShadow: `0 0 0 4px ${vars.color.winner}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});
