/**
 * The theme's custom property names (contract.css.ts): `tenace-` and the token's path in kebab
 * case, stable so that plain CSS (the app's app.css) can read them.
 *
 * @example
 * tokenName(['color', 'textMuted']) // 'tenace-color-text-muted'
 * tokenName(['color', 'suit', 'S']) // 'tenace-color-suit-s'
 */
export function tokenName(path: readonly string[]): string {
  const words = path.map((part) =>
    part.replace(/(?!^)[A-Z]/g, (letter) => `-${letter}`).toLowerCase(),
  );
  return ['tenace', ...words].join('-');
}
