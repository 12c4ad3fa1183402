import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const builder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.m,
});

export const history = style({ display: 'flex', gap: vars.space.s });

export const playOnly = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const choice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.size.s, color: vars.color.textMuted });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  padding: `0 ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

export const track = style({
  display: 'inline-block',
  width: '2.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  position: 'relative',
  '::after': {
    content: '""',
    position: 'absolute',
    top: '2px',
    left: '2px',
    width: '0.9rem',
    height: '0.9rem',
    borderRadius: vars.radius.round,
    background: vars.color.text,
  },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: vars.size.target,
  cursor: 'pointer',
  outline: 'none',
});

globalStyle(`${toggle}[data-selected] ${track}`, {
  background: vars.color.accent,
  borderColor: vars.color.accent,
});
globalStyle(`${toggle}[data-selected] ${track}::after`, {
  left: 'calc(100% - 0.9rem - 2px)',
  background: vars.color.onAccent,
});
globalStyle(`${toggle}[data-focus-visible] ${track}`, focusRing);
