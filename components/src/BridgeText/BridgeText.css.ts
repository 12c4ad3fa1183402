import { style } from '@vanilla-extract/css';

/** Bridge notation inside running text: never split across lines. */
export const notation = style({ whiteSpace: 'nowrap' });
