/**
 * The demo catalogue's pictures, drawn as small SVGs and stored as data URIs: they need no file
 * store or upload route, and an `<img src>` shows them as they are.
 */

function dataUri(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A round avatar with the author's initials (shown at 120x120, admin.md §9).
 *
 * @example
 * avatarImage('Margaret', 'Hale', '#1d4e89') // 'data:image/svg+xml;utf8,%3Csvg…'
 */
export function avatarImage(firstName: string, lastName: string, colour: string): string {
  const initials = `${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase();
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><circle cx="60" cy="60" r="60" fill="${colour}"/><text x="60" y="74" font-family="Georgia, serif" font-size="44" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`,
  );
}

/** The words of `text` in lines of at most `width` characters (a longer word on its own line). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A cover: the four suit symbols over the title, on a coloured card. */
export function coverImage(title: string, colour: string): string {
  const lines = wrap(title, 16)
    .map((line, index) => `<tspan x="150" dy="${index === 0 ? 0 : 36}">${escapeXml(line)}</tspan>`)
    .join('');
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><rect width="300" height="400" rx="16" fill="${colour}"/><text x="150" y="120" font-family="Georgia, serif" font-size="40" fill="#fff" text-anchor="middle">&#9824; &#9829; &#9830; &#9827;</text><text x="150" y="210" font-family="Georgia, serif" font-size="28" fill="#fff" text-anchor="middle">${lines}</text></svg>`,
  );
}
