import { style } from '@vanilla-extract/css';

/** The rules of `visuallyHidden`, for a part hidden only under a condition (a container query). */
export const VISUALLY_HIDDEN_RULES = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only: present in the accessibility tree, drawn nowhere. */
export const visuallyHidden = style(VISUALLY_HIDDEN_RULES);
