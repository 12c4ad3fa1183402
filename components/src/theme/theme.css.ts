/**
 * The one theme: a light store with a green bridge table. Motion values come from the engine's
 * learner timings, so the animation and the lesson's clock cannot drift apart.
 */
import { LEARNER_TIMINGS } from '@tenace/engine';
import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.js';

export const tenaceTheme = createTheme(vars, {
  color: {
    surface: '#f6f4ef',
    surfaceRaised: '#ffffff',
    text: '#1b1f23',
    textMuted: '#505861',
    border: '#c9ccd1',
    accent: '#1d5c8f',
    onAccent: '#ffffff',
    focus: '#0a66d8',
    disabled: '#8a9099',
    felt: '#1d5b3a',
    onFelt: '#ffffff',
    cardFace: '#ffffff',
    cardEdge: '#9aa1a9',
    cardBack: '#1d3f8f',
    cardBackPattern: '#5c7fd1',
    vulnerable: '#b3261e',
    onVulnerable: '#ffffff',
    notVulnerable: '#ffffff',
    onNotVulnerable: '#1b1f23',
    winner: '#f2b705',
    link: '#1656a3',
    danger: '#b3261e',
    onDanger: '#ffffff',
    dangerText: '#a4161a',
    success: '#1f7a3a',
    onSuccess: '#ffffff',
    skeleton: '#e3e0d8',
    suit: { S: '#1b1f23', H: '#c0182a', D: '#c0182a', C: '#1b1f23' },
    suitFourColour: { S: '#1b1f23', H: '#c0182a', D: '#b04a00', C: '#187a2f' },
  },
  space: { xs: '4px', s: '8px', m: '12px', l: '16px', xl: '24px', xxl: '32px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    display: 'Georgia, "Iowan Old Style", "Palatino Linotype", "Times New Roman", serif',
    card: '"Helvetica Neue", Arial, system-ui, sans-serif',
    size: { s: '0.875rem', m: '1rem', l: '1.25rem', xl: '1.5rem' },
    weight: { regular: '400', bold: '700' },
    lineHeight: '1.5',
  },
  radius: { s: '4px', m: '8px', l: '12px', round: '999px' },
  motion: {
    cardAnimation: `${LEARNER_TIMINGS.cardAnimationMs}ms`,
    animationStartDelay: `${LEARNER_TIMINGS.animationStartDelayMs}ms`,
    quick: '120ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: {
    cardNormal: '72px',
    cardSimplified: '52px',
    cardDutch: '72px',
    target: '44px',
    drawer: '375px',
  },
});

// A learner who asks for reduced motion gets none: every animation and transition of the kit
// takes its duration and delay from these values, so zeroing them here stops each one whatever
// its own selectors say (a card still lands in the trick at once; the lesson's clock, which
// never waits for an animation, is unchanged).
globalStyle(tenaceTheme, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: assignVars(vars.motion, {
        cardAnimation: '0ms',
        animationStartDelay: '0ms',
        quick: '0ms',
        easing: 'linear',
      }),
    },
  },
});
