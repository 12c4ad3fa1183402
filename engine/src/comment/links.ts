/**
 * Web addresses in comment text (hands.md §5: "Links without http get 'http://' added").
 *
 * Three shapes are links:
 * - `http://…` and `https://…` (scheme in any case), kept as written;
 * - `www.…`, which gets `http://` in front;
 * - a bare domain whose last label is one of {@link LINK_TOP_LEVEL_DOMAINS} in lower case
 *   (`bridge.nl`, `ecatsbridge.com/results`), which gets `http://` in front.
 *
 * A link runs to the next whitespace, `<`, `>` or `"`; closing punctuation at its end
 * (`.,;:!?'` and an unbalanced `)` or `]`) belongs to the sentence, not to the link. A link must
 * not follow a letter, digit, `@`, `.`, `/` or `-`, so an e-mail address is not a link and
 * `e.g.`, `i.e.`, `d.w.z.` or `v1.1` never are (their last label is no listed domain).
 */

/**
 * The top-level domains a bare domain may end in. Only common ones: a longer list turns typos
 * such as `end.It` into links. Lower case only, for the same reason.
 */
export const LINK_TOP_LEVEL_DOMAINS = [
  'com',
  'org',
  'net',
  'info',
  'edu',
  'gov',
  'io',
  'eu',
  'nl',
  'be',
  'de',
  'fr',
  'uk',
  'ie',
  'es',
  'pt',
  'it',
  'ch',
  'at',
  'se',
  'dk',
  'no',
  'fi',
  'pl',
  'us',
  'ca',
  'au',
  'nz',
  'za',
] as const;

const WITH_SCHEME = /https?:\/\/[^\s<>"]+/iy;
const WITH_WWW = /www\.[^\s<>"]+/iy;
const BARE_DOMAIN = new RegExp(
  `(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+(?:${LINK_TOP_LEVEL_DOMAINS.join('|')})(?![\\p{L}\\p{N}_-])(?::\\d+)?(?:[/?#][^\\s<>"]*)?`,
  'uy',
);
const NOT_BEFORE_LINK = /[\p{L}\p{N}_@./-]/u;
const SENTENCE_PUNCTUATION = /[.,;:!?']$/;

/** A link found in text: its source text and the address to open. */
export interface LinkMatch {
  readonly text: string;
  readonly href: string;
}

/** Drops sentence punctuation from the end of a link, keeping a `)` or `]` the link opened. */
function trimTrailingPunctuation(link: string): string {
  let text = link;
  for (;;) {
    if (SENTENCE_PUNCTUATION.test(text)) {
      text = text.slice(0, -1);
    } else if (text.endsWith(')') && count(text, '(') < count(text, ')')) {
      text = text.slice(0, -1);
    } else if (text.endsWith(']') && count(text, '[') < count(text, ']')) {
      text = text.slice(0, -1);
    } else {
      return text;
    }
  }
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

function matchAt(pattern: RegExp, text: string, index: number): string | undefined {
  pattern.lastIndex = index;
  const match = pattern.exec(text);
  return match ? trimTrailingPunctuation(match[0]) : undefined;
}

/**
 * The link that starts exactly at `index` of `text`, if any.
 *
 * @example
 * matchLink('see www.bridge.nl.', 4) // { text: 'www.bridge.nl', href: 'http://www.bridge.nl' }
 */
export function matchLink(text: string, index: number): LinkMatch | undefined {
  const before = text[index - 1];
  if (before !== undefined && NOT_BEFORE_LINK.test(before)) return undefined;
  const withScheme = matchAt(WITH_SCHEME, text, index);
  if (withScheme !== undefined && /^https?:\/\/./i.test(withScheme)) {
    return { text: withScheme, href: withScheme };
  }
  const bare = matchAt(WITH_WWW, text, index) ?? matchAt(BARE_DOMAIN, text, index);
  if (bare === undefined || !bare.includes('.')) return undefined;
  return { text: bare, href: `http://${bare}` };
}
