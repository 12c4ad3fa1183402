/**
 * The entry of the framework-free embed bundle (`npm run build-embed -w components`, into
 * `dist/embed-bundle/tenace-hand.js`): loading it registers `<tenace-hand>`; `mount` draws a
 * player in any element. The player, preact/compat in React's place, react-aria, the engine and
 * the kit's styles are inside; the engine's PBN reader is a second file, loaded on first use.
 *
 * @example
 * <script type="module" src="/tenace-hand.js"></script>
 * <tenace-hand src="/hands/lesson.pbn" viewpoint="S"></tenace-hand>
 */
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import { defineTenaceHand } from './TenaceHandElement.js';

// react-aria's focus containment, outside-click and hide-outside logic look through shadow roots
// only with this flag; the player lives in one.
enableShadowDOM();
defineTenaceHand();

export type { HandSource } from './hand-source.js';
export type { EmbedConfig, EmbeddedPlayer } from './mount.js';
export { mount } from './mount.js';
export { defineTenaceHand, TenaceHandElement } from './TenaceHandElement.js';
