/**
 * The framework-free embed (issue 4 §4): `mount(element, config)` draws the learner's hand player
 * in `element`'s shadow root, with the kit's styles inside it, so nothing leaks into or from the
 * host page. `update` changes what it shows; `destroy` takes it away.
 *
 * This is the embed bundle's module: its build aliases react to preact/compat and react-i18next
 * to `lean-i18n.tsx` (see `vite.embed.config.ts`); a React app uses `HandPlayer` itself.
 */
import type { Seat } from '@tenace/engine';
import { StrictMode, useEffect, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { createRoot, type Root } from 'react-dom/client';
import type { LessonAuthor } from '../Conversation/AuthorAvatar.js';
import { COMPACT_BOX_MAX_WIDTH, HandPlayer, type PlayerLayout } from '../HandPlayer/HandPlayer.js';
import { tenaceTheme } from '../theme/theme.css.js';
import { type HandSource, type ReadHand, readHand } from './hand-source.js';
import { EMBED_TEXTS, type EmbedLanguage, LeanI18nProvider, useTranslation } from './lean-i18n.js';
import * as styles from './mount.css.js';
import { adoptStyles } from './shadow-styles.js';

/** What an embedded player shows. */
export type EmbedConfig = HandSource & {
  /** The learner's seat. @default the hand's viewpoint */
  readonly viewpoint?: Seat;
  /** The interface language (`en`, `nl`); another falls back to English. @default 'en' */
  readonly lang?: string;
  /** The author in the conversation. @default the PBN's Annotator, else "Tenace" */
  readonly author?: LessonAuthor;
  /**
   * `auto` follows the screen, as the app's player does.
   * @default compact in a box up to `COMPACT_BOX_MAX_WIDTH` wide, else wide (`embedLayout`)
   */
  readonly layout?: PlayerLayout;
};

/** A mounted player. */
export interface EmbeddedPlayer {
  /** Resolves once the player shows the latest config's hand (PBN is read asynchronously). */
  ready: Promise<void>;
  /** Shows another hand, seat, language or author (a new hand starts afresh). */
  update(config: EmbedConfig): void;
  /** Unmounts the player and empties the shadow root. */
  destroy(): void;
}

/** The conversation's author when neither the page nor the PBN names one. */
export const DEFAULT_AUTHOR: LessonAuthor = { name: 'Tenace' };

/** The language of `lang` (`nl-BE` is Dutch), English when the kit has not got it. */
function languageOf(lang: string | undefined): EmbedLanguage {
  const base = (lang ?? 'en').toLowerCase().split('-')[0] ?? 'en';
  return base in EMBED_TEXTS ? (base as EmbedLanguage) : 'en';
}

/**
 * @example
 * const player = mount(document.querySelector('#hand'), { pbn: text, board: 2, viewpoint: 'S' });
 * player.update({ pbn: text, board: 3 });
 * player.destroy();
 */
export function mount(element: HTMLElement, config: EmbedConfig): EmbeddedPlayer {
  const view = mountView(element);
  let read: { source: HandSource; result: Promise<ReadHand | Error> } | undefined;
  let updates = 0;
  let destroyed = false;
  const update = (next: EmbedConfig) => {
    // The same source gives the same hand, so a change of language or author keeps the lesson.
    if (!read || !sameSource(read.source, next)) read = { source: next, result: readHand(next) };
    const update = ++updates;
    const shown = read.result.then((result) => {
      // A later update has its own answer.
      if (update === updates && !destroyed) view.show(next, result);
    });
    player.ready = shown;
  };
  const player: EmbeddedPlayer = {
    ready: Promise.resolve(),
    update,
    destroy() {
      destroyed = true;
      view.destroy();
    },
  };
  update(config);
  return player;
}

/** Options of an embedded player without its hand, which comes already read. */
export type ViewOptions = Omit<EmbedConfig, keyof HandSource | 'board'>;

/** A player drawn in a shadow root, given a hand already read (or why there is none). */
export interface EmbeddedView {
  show(options: ViewOptions, read: ReadHand | Error): void;
  destroy(): void;
}

/** Sets up `element`'s shadow root: the styles, the React root and the dialogs' container. */
export function mountView(element: HTMLElement): EmbeddedView {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  adoptStyles(shadow);
  const frame = element.ownerDocument.createElement('div');
  // Dialogs (auction popup, popup cards, Guidance) open here, inside the shadow root and the
  // theme, instead of in the host page's body.
  const portal = element.ownerDocument.createElement('div');
  shadow.append(frame, portal);
  const root: Root = createRoot(frame);
  return {
    show(options, read) {
      const language = languageOf(options.lang);
      frame.className = `${tenaceTheme} ${styles.frame}`;
      frame.lang = language;
      portal.className = tenaceTheme;
      portal.lang = language;
      root.render(
        <StrictMode>
          <LeanI18nProvider language={language}>
            <UNSAFE_PortalProvider getContainer={() => portal}>
              <Embedded options={options} read={read} box={frame} />
            </UNSAFE_PortalProvider>
          </LeanI18nProvider>
        </StrictMode>,
      );
    },
    destroy() {
      root.unmount();
      shadow.replaceChildren();
    },
  };
}

function sameSource(a: HandSource, b: HandSource): boolean {
  if ('pbn' in a || 'pbn' in b) {
    return 'pbn' in a && 'pbn' in b && a.pbn === b.pbn && String(a.board) === String(b.board);
  }
  return a.hand === b.hand;
}

/**
 * The layout of an embedded player, `mount()`'s and `<tenace-hand>`'s alike: the one asked for,
 * else by the width of its box on the host page (a narrow column of a wide screen is compact),
 * as the app's iframe embed goes by its frame (`COMPACT_FRAME_QUERY`).
 *
 * @example
 * embedLayout(undefined, 400) // 'compact'
 */
export function embedLayout(asked: PlayerLayout | undefined, boxWidth: number): PlayerLayout {
  return asked ?? (boxWidth <= COMPACT_BOX_MAX_WIDTH ? 'compact' : 'wide');
}

/** The width of `box`, followed as the host page resizes it. */
function useBoxWidth(box: HTMLElement): number {
  const [width, setWidth] = useState(() => box.clientWidth);
  useEffect(() => {
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  return width;
}

interface EmbeddedProps {
  readonly options: ViewOptions;
  readonly read: ReadHand | Error;
  /** The player's box in the shadow root, as wide as the host element. */
  readonly box: HTMLElement;
}

/** The player, or why the source gives no hand. */
function Embedded({ options, read, box }: EmbeddedProps) {
  const { t } = useTranslation();
  const layout = embedLayout(options.layout, useBoxWidth(box));
  if (read instanceof Error) {
    return (
      <p className={styles.error} role="alert">
        {t('player.cannotPlay', { reason: read.message })}
      </p>
    );
  }
  const author = options.author ?? (read.annotator ? { name: read.annotator } : DEFAULT_AUTHOR);
  return (
    <HandPlayer
      hand={read.hand}
      author={author}
      {...(options.viewpoint ? { viewpoint: options.viewpoint } : {})}
      layout={layout}
    />
  );
}
