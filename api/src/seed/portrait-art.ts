/**
 * The demo authors' portraits: illustrated avatars drawn as SVG (a face, hair, clothes in the
 * author's colour), never photographs, shown round at 120x120 (admin.md §9). No third-party
 * images (docs/decisions.md "Demo covers and portraits").
 */
import { dataUri, shade } from './svg.js';

export const HAIR_STYLES = ['short', 'curly', 'bob', 'bun'] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

/** How an author is drawn. */
export interface Portrait {
  readonly skin: string;
  readonly hair: string;
  readonly hairStyle: HairStyle;
  readonly glasses?: boolean;
  readonly beard?: boolean;
}

/** The hair behind the head (long styles) and over it. */
function hair(style: HairStyle, colour: string): { back: string; front: string } {
  switch (style) {
    case 'short':
      return {
        back: '',
        front: `<path d="M38 54C35 30 48 25 61 25C75 25 86 33 82 54C79 43 71 38 60 38C50 38 42 42 38 54Z" fill="${colour}"/>`,
      };
    case 'curly':
      return {
        back: '',
        front: `<g fill="${colour}">${[
          [42, 40],
          [50, 31],
          [61, 28],
          [72, 31],
          [79, 41],
          [38, 50],
          [82, 51],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9"/>`)
          .join('')}</g>`,
      };
    case 'bob':
      return {
        back: `<path d="M34 82C30 60 30 26 60 24C90 26 90 60 86 82C80 84 74 82 72 78L48 78C46 82 40 84 34 82Z" fill="${colour}"/>`,
        front: `<path d="M38 56C38 36 48 28 60 28C73 28 83 36 82 56C74 50 66 42 62 38C56 46 46 52 38 56Z" fill="${colour}"/>`,
      };
    case 'bun':
      return {
        back: `<circle cx="60" cy="21" r="11" fill="${colour}"/>`,
        front: `<path d="M38 56C36 34 48 28 60 28C72 28 84 34 82 56C78 44 70 38 60 38C50 38 42 44 38 56Z" fill="${colour}"/>`,
      };
  }
}

/**
 * A 120x120 portrait on the author's colour.
 *
 * @example
 * portraitImage({ skin: '#f1c7a5', hair: '#cfc8bf', hairStyle: 'bob', glasses: true }, '#1d4e89')
 */
export function portraitImage(portrait: Portrait, colour: string): string {
  const { back, front } = hair(portrait.hairStyle, portrait.hair);
  const glasses = portrait.glasses
    ? '<g fill="none" stroke="#2b2b2b" stroke-width="1.8"><circle cx="52" cy="57" r="6"/><circle cx="68" cy="57" r="6"/><path d="M58 57H62"/></g>'
    : '';
  const beard = portrait.beard
    ? `<path d="M40 60C40 76 48 82 60 82C72 82 80 76 80 60C78 68 72 72 60 72C48 72 42 68 40 60Z" fill="${portrait.hair}"/>`
    : '';
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="${shade(colour, 0.7)}"/><circle cx="60" cy="60" r="46" fill="${shade(colour, 0.5)}"/>${back}<path d="M12 120C16 94 38 86 60 86C82 86 104 94 108 120Z" fill="${colour}"/><path d="M50 86L60 98L70 86Z" fill="#fffdf8"/><rect x="52" y="72" width="16" height="16" fill="${shade(portrait.skin, -0.12)}"/><ellipse cx="39" cy="58" rx="4" ry="6" fill="${portrait.skin}"/><ellipse cx="81" cy="58" rx="4" ry="6" fill="${portrait.skin}"/><ellipse cx="60" cy="55" rx="21" ry="25" fill="${portrait.skin}"/>${front}${beard}<circle cx="52" cy="57" r="2.2" fill="#2b2b2b"/><circle cx="68" cy="57" r="2.2" fill="#2b2b2b"/><path d="M53 68Q60 73 67 68" fill="none" stroke="#7a3b2e" stroke-width="2" stroke-linecap="round"/>${glasses}</svg>`,
  );
}
