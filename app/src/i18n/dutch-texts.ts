/**
 * The bundled Dutch texts, the kit's and the app's: a chunk of their own, loaded before the first
 * render in the Dutch locale and on switching to it (i18n.ts), so an English visitor's first
 * JavaScript does not carry them.
 */
import { nl } from '@tenace/components';
import { appNl } from './app-nl.js';
import type { BundledTexts } from './i18n.js';

export const dutchTexts: BundledTexts = { translation: nl, app: appNl };
