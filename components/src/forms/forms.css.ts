/** The store forms' shared layout: fields stacked, labels above, problems below in red. */
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  maxWidth: '32rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.l,
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: vars.font.weight.bold });

export const labelNote = style({
  marginLeft: vars.space.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const inputGroup = style({ display: 'flex', alignItems: 'stretch' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.target,
  boxSizing: 'border-box',
  padding: `${vars.space.s} ${vars.space.m}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  outline: 'none',
  resize: 'vertical',
  selectors: {
    '&[data-focused]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.dangerText },
    [`${inputGroup} > &`]: { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
  },
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  border: `1px solid ${vars.color.border}`,
  borderLeft: 'none',
  borderRadius: `0 ${vars.radius.m} ${vars.radius.m} 0`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const problem = style({ color: vars.color.dangerText, fontSize: vars.font.size.s });

export const alert = style({
  display: 'flex',
  gap: vars.space.s,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.m,
  borderRadius: vars.radius.m,
  background: vars.color.danger,
  color: vars.color.onDanger,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.m,
});

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.s });

export const selectButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
