/**
 * Helpers for the demo catalogue's SVG artwork (cover-art.ts, portrait-art.ts): the pictures are
 * stored as data URIs, so they need no file store or upload route and an `<img src>` shows them.
 */

export function dataUri(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The words of `text` in lines of at most `width` characters (a longer word on its own line). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * `colour` (#rrggbb) mixed with black (a negative `amount`) or white (positive), -1 to 1.
 *
 * @example
 * shade('#1d4e89', -0.4) // '#112f52'
 */
export function shade(colour: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.abs(amount);
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(colour.slice(start, start + 2), 16);
    const mixed = Math.round(value + (target - value) * weight);
    return mixed.toString(16).padStart(2, '0');
  });
  return `#${channels.join('')}`;
}
