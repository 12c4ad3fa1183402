/**
 * `<tenace-hand>`: the learner's hand player as a custom element, for any page (issue 4 §4).
 *
 * The hand comes from the `src` attribute (the address of a handJSON or PBN file), or else from a
 * child `<script type="application/json">` (handJSON) or `<script type="text/x-pbn">` (PBN text).
 * A PBN file plays its first game, or the game whose Board tag is the `board` attribute.
 * `viewpoint` (N, E, S or W) sets the learner's seat; `lang` (`en`, `nl`) the language, else the
 * nearest `lang` of the page; `author` and `author-avatar` the author in the conversation;
 * `layout` (`auto`, `wide`, `compact`) the layout, by default the box's (`embedLayout`, as for
 * `mount()`).
 *
 * @example
 * <tenace-hand src="/hands/lesson-3.pbn" board="2" viewpoint="S" lang="nl"></tenace-hand>
 * <tenace-hand viewpoint="W"><script type="application/json">{"deal": …}</script></tenace-hand>
 */
import { SEATS, type Seat } from '@tenace/engine';
import { PLAYER_LAYOUTS, type PlayerLayout } from '../HandPlayer/HandPlayer.js';
import { type HandSource, HandSourceError, type ReadHand, readHand } from './hand-source.js';
import { type EmbeddedView, mountView, type ViewOptions } from './mount.js';

/** The element's name. */
export const TENACE_HAND_TAG = 'tenace-hand';

/** The attributes the element reads; a change to any of them redraws it. */
export const TENACE_HAND_ATTRIBUTES = [
  'src',
  'board',
  'viewpoint',
  'lang',
  'author',
  'author-avatar',
  'layout',
] as const;

/** The child script types that carry a hand inline. */
export const INLINE_TYPES = { json: 'application/json', pbn: 'text/x-pbn' } as const;

/**
 * Whether fetched text is handJSON (it opens with `{`) rather than PBN, whose files open with a
 * tag, a comment or a `%` escape.
 */
function isJsonText(text: string): boolean {
  return text.trimStart().startsWith('{');
}

/** The custom element; `defineTenaceHand()` registers it. */
export class TenaceHandElement extends HTMLElement {
  static readonly observedAttributes = TENACE_HAND_ATTRIBUTES;

  #view: EmbeddedView | undefined;
  #read: { key: string; result: Promise<ReadHand | Error> } | undefined;
  #children = new MutationObserver(() => this.#refresh());
  #refreshes = 0;
  #shown: Promise<void> | undefined;

  connectedCallback(): void {
    this.#view ??= mountView(this);
    // An inline hand may be written after the element (while the page is parsed, or by a script).
    this.#children.observe(this, { childList: true, subtree: true, characterData: true });
    this.#refresh();
  }

  disconnectedCallback(): void {
    this.#children.disconnect();
    this.#view?.destroy();
    this.#view = undefined;
  }

  attributeChangedCallback(): void {
    if (this.#view) this.#refresh();
  }

  /** Resolves once the element shows its current hand (for pages and tests that wait). */
  get ready(): Promise<void> {
    return this.#shown ?? Promise.resolve();
  }

  #refresh(): void {
    const refresh = ++this.#refreshes;
    const read = this.#readHand();
    const options = this.#options();
    this.#shown = read.then((result) => {
      // A later refresh has its own answer; an element taken off the page shows nothing.
      if (refresh === this.#refreshes) this.#view?.show(options, result);
    });
  }

  #options(): ViewOptions {
    const viewpoint = this.getAttribute('viewpoint')?.trim().toUpperCase();
    const layout = this.getAttribute('layout')?.trim();
    const author = this.getAttribute('author')?.trim();
    const avatar = this.getAttribute('author-avatar')?.trim();
    const lang = this.closest('[lang]')?.getAttribute('lang') ?? undefined;
    return {
      ...(SEATS.includes(viewpoint as Seat) ? { viewpoint: viewpoint as Seat } : {}),
      ...(PLAYER_LAYOUTS.includes(layout as PlayerLayout)
        ? { layout: layout as PlayerLayout }
        : {}),
      ...(author ? { author: { name: author, ...(avatar ? { avatarUrl: avatar } : {}) } } : {}),
      ...(lang ? { lang } : {}),
    };
  }

  /** The hand, read again only when its source changed. */
  #readHand(): Promise<ReadHand | Error> {
    const src = this.getAttribute('src');
    const board = this.getAttribute('board') ?? undefined;
    const inline = src ? undefined : this.#inlineSource(board);
    const key = JSON.stringify({ src, board, inline });
    if (this.#read?.key !== key) {
      const source = src ? fetchSource(new URL(src, this.baseURI), board) : inline;
      const result = Promise.resolve(source).then(
        (found) => (found ? readHand(found) : missing()),
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      this.#read = { key, result };
    }
    return this.#read.result;
  }

  #inlineSource(board: string | undefined): HandSource | undefined {
    const script = this.querySelector<HTMLScriptElement>(
      `:scope > script[type="${INLINE_TYPES.json}"], :scope > script[type="${INLINE_TYPES.pbn}"]`,
    );
    if (!script) return undefined;
    const text = script.textContent ?? '';
    return script.type === INLINE_TYPES.pbn
      ? { pbn: text, ...(board === undefined ? {} : { board }) }
      : { hand: text };
  }
}

function missing(): Error {
  return new HandSourceError(
    `Give the hand in a src attribute or a child <script type="${INLINE_TYPES.json}"> or <script type="${INLINE_TYPES.pbn}">`,
  );
}

async function fetchSource(url: URL, board: string | undefined): Promise<HandSource> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new HandSourceError(`${url.href} answered ${response.status} ${response.statusText}`);
  }
  const text = await response.text();
  if (isJsonText(text)) return { hand: text };
  return { pbn: text, ...(board === undefined ? {} : { board }) };
}

/**
 * Registers `<tenace-hand>` (once; a page that loads the bundle twice keeps the first).
 *
 * @example
 * defineTenaceHand();
 * document.body.append(Object.assign(document.createElement('tenace-hand'), { … }));
 */
export function defineTenaceHand(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(TENACE_HAND_TAG)) registry.define(TENACE_HAND_TAG, TenaceHandElement);
}
