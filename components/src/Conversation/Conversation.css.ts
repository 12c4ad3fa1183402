import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const drawer = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
  boxSizing: 'border-box',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.l,
  overflow: 'hidden',
});

export const author = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.m,
  padding: vars.space.m,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.round,
  objectFit: 'cover',
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.bold,
});

export const authorName = style({
  margin: 0,
  fontSize: vars.font.size.m,
  fontWeight: vars.font.weight.bold,
});

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  // Holds the visually hidden texts of the messages, which would otherwise hang below the
  // drawer and lengthen the page.
  position: 'relative',
  padding: vars.space.m,
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  selectors: {
    // The learner's own calls and cards sit on the right, like their side of a chat.
    '&[data-learner]': { alignItems: 'flex-end' },
    '&[data-kind="encouragement"], &[data-kind="answer"], &[data-kind="touching"], &[data-kind="alternative"]':
      {
        padding: `${vars.space.s} ${vars.space.m}`,
        borderInlineStart: `4px solid ${vars.color.accent}`,
        background: vars.color.surface,
        borderRadius: vars.radius.s,
      },
  },
});

export const system = style({
  margin: 0,
  fontSize: vars.font.size.s,
  color: vars.color.textMuted,
  selectors: {
    '[data-kind="encouragement"] &, [data-kind="answer"] &, [data-kind="touching"] &, [data-kind="alternative"] &':
      {
        color: vars.color.text,
        fontSize: vars.font.size.m,
      },
  },
});

export const label = style({
  margin: 0,
  fontSize: vars.font.size.s,
  fontWeight: vars.font.weight.bold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const bubble = style({
  maxWidth: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.l,
  borderStartStartRadius: vars.radius.s,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '[data-kind="summary"] &': { borderColor: vars.color.accent },
  },
});

export const link = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, textDecoration: 'none', cursor: 'default' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

const blink = keyframes({ '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } });

export const typing = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  margin: `${vars.space.s} 0 0`,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderRadius: vars.radius.l,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.round,
  background: vars.color.textMuted,
  animation: `${blink} 1s infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  padding: vars.space.m,
  borderTop: `1px solid ${vars.color.border}`,
});
