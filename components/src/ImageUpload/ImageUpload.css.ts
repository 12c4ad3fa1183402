import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** admin.md §5 "Image upload": shown at 120x120. */
const PREVIEW_SIZE = '120px';

export const root = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.s,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({ padding: 0, fontWeight: vars.font.weight.bold });

export const body = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.m });

export const preview = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: PREVIEW_SIZE,
  height: PREVIEW_SIZE,
  boxSizing: 'border-box',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.s,
  textAlign: 'center',
  overflow: 'hidden',
  selectors: {
    [`${root}[data-state="uploading"] &`]: { opacity: 0.6 },
  },
});

export const image = style({ width: PREVIEW_SIZE, height: PREVIEW_SIZE, objectFit: 'cover' });

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.s });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.s });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const track = style({
  width: '12rem',
  height: vars.space.s,
  borderRadius: vars.radius.round,
  background: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.accent });

export const problem = style({
  margin: 0,
  color: vars.color.dangerText,
  fontSize: vars.font.size.s,
});
