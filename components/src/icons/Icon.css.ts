import { style } from '@vanilla-extract/css';

export const icon = style({
  width: '24px',
  height: '24px',
  flex: 'none',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  selectors: { '&[data-size="s"]': { width: '18px', height: '18px' } },
});
