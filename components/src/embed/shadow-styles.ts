/**
 * The kit's styles inside an embedded player's shadow root (issue 4 §4: "vanilla-extract CSS
 * injected into the shadow root rather than document.head"). The embed build
 * (`vite.embed.config.ts`) extracts the kit's CSS and writes it in place of `EMBED_CSS_MARKER`;
 * every player of the page shares one constructed stylesheet.
 */

/** Replaced by the kit's CSS text in the built bundle. */
export const EMBED_CSS_MARKER = '__TENACE_EMBED_CSS__';

/**
 * The host element starts from initial values, so the page's inherited font, colour or line
 * height do not leak in (inherited properties cross a shadow boundary; selectors do not). The
 * last rule is react-aria's for its pressable elements (no double-tap zoom delay): react-aria
 * writes it into the page's head, the one style it adds there, which cannot reach a shadow root.
 */
export const HOST_CSS =
  ':host{all:initial;display:block}:host([hidden]){display:none}' +
  '@layer{[data-react-aria-pressable]{touch-action:pan-x pan-y pinch-zoom}}';

let sheets: CSSStyleSheet[] | undefined;

function sheet(css: string): CSSStyleSheet {
  const made = new CSSStyleSheet();
  made.replaceSync(css);
  return made;
}

/** Gives `shadow` the host rules and the kit's stylesheet. */
export function adoptStyles(shadow: ShadowRoot): void {
  // Two sheets, so the marker stays a string of its own for the build to find.
  sheets ??= [sheet(HOST_CSS), sheet(EMBED_CSS_MARKER)];
  const missing = sheets.filter((each) => !shadow.adoptedStyleSheets.includes(each));
  shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, ...missing];
}
