import { ownValue } from '../validation/own-value.js';

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text of rich-text HTML (a product description, admin.md §3), for searching: tags become
 * spaces and the common entities their characters.
 *
 * @example
 * plainText('<p>Play &amp; <b>defend</b></p>') // ' Play &  defend  '
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ownValue(ENTITIES, name.toLowerCase()) ?? entity;
    });
}
