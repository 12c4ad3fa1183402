/**
 * The learner's hand player (hands.md §2 "Learner hand player", §4 "Learner player", §9): it runs
 * the engine's learner lesson with the spec's timings and renders it. The auction shows the
 * bidding box, the auction table and the learner's cards; the play the four hands, the trick
 * area, and the play header. The conversation with the author runs alongside, in a drawer on
 * wide screens, in popup cards and a Guidance drawer on portrait screens and phones. When the
 * hand is over, the end-of-hand panel takes the table's place.
 *
 * Every call and card can be made with the keyboard, and calls, cards, tricks and comments are
 * announced in one polite live region (the conversation in spoken form).
 */
import {
  auctionOutcome,
  type CallValue,
  type Card,
  type HandJSON,
  type LessonMessage,
  type LessonTransition,
  type Seat,
} from '@tenace/engine';
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ActionButton/ActionButton.js';
import { AuctionPopup } from '../AuctionPopup/AuctionPopup.js';
import { ContractHeader } from '../ContractHeader/ContractHeader.js';
import type { LessonAuthor } from '../Conversation/AuthorAvatar.js';
import { Conversation } from '../Conversation/Conversation.js';
import { useSpokenMessage } from '../Conversation/learner-text.js';
import { EndOfHandPanel } from '../EndOfHandPanel/EndOfHandPanel.js';
import { useBridgeNames } from '../i18n/use-bridge-names.js';
import { MobileMenu } from '../MobileMenu/MobileMenu.js';
import { useMediaQuery } from '../media/use-media-query.js';
import { Overlay } from '../Overlay/Overlay.js';
import { PlayHeader } from '../PlayHeader/PlayHeader.js';
import { PopupCard } from '../PopupCard/PopupCard.js';
import { useLandscapePhone } from '../RotateOverlay/landscape-phone.js';
import { RotateOverlay } from '../RotateOverlay/RotateOverlay.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import { AuctionStage } from './AuctionStage.js';
import * as styles from './HandPlayer.css.js';
import { PlayTable } from './PlayTable.js';
import { nextPopup } from './popups.js';
import { type LessonScheduler, REAL_TIME_SCHEDULER } from './scheduler.js';
import type { TableView, ViewMessage } from './table-view.js';
import { seatToPlay } from './table-view.js';
import { type LessonProgress, useLesson, useLessonTimer } from './use-lesson.js';
import { useMessageReveal } from './use-message-reveal.js';

/** How the player lays itself out: wide (a conversation drawer) or compact (popups, menu). */
export const PLAYER_LAYOUTS = ['auto', 'wide', 'compact'] as const;
export type PlayerLayout = (typeof PLAYER_LAYOUTS)[number];

/**
 * The screens that get the compact player (hands.md §2: "On portrait or mobile"): portrait
 * screens up to a tablet's width, and any screen as narrow as a phone.
 */
export const COMPACT_PLAYER_QUERY =
  '(orientation: portrait) and (max-width: 900px), (max-width: 600px)';

/**
 * The widest box that gets the compact player when it is embedded (an iframe page of its own, or
 * the embed bundle's box in another site's page): narrower, the wide layout's table and
 * conversation do not fit side by side.
 */
export const COMPACT_BOX_MAX_WIDTH = 1000;

/**
 * The frames that get the compact player when it is a page of its own in an iframe (an embed on
 * another site): any frame too small for the wide layout's table and conversation side by side,
 * which cannot scroll the page around it.
 */
export const COMPACT_FRAME_QUERY = `(max-width: ${COMPACT_BOX_MAX_WIDTH}px), (max-height: 720px)`;

export interface HandPlayerProps {
  /** A complete hand (the lesson refuses an incomplete one and the player says why). */
  readonly hand: HandJSON;
  /** The hand's author, shown with the conversation. */
  readonly author: LessonAuthor;
  /** The learner's seat. @default the hand's viewpoint */
  readonly viewpoint?: Seat;
  /**
   * A step to resume at: `auction_3`, `play_20` (the user hand's step). Read when the lesson
   * starts: a later value, such as the step `onProgress` saved handed back, leaves the lesson in
   * progress as it is. A new `hand` starts the lesson afresh only when its content differs.
   */
  readonly start?: string;
  /**
   * A lesson of this hand already under way, to open at instead of its start: the engine's
   * state and every output since the start, as `lessonAt` (lesson-at.testkit.ts) works them out.
   * For stories of a given moment (a wrong choice, the hint, the reveal).
   */
  readonly underway?: LessonTransition;
  /**
   * Preview mode (hands.md §2 "Preview dialog"): no progress, no back button, and with
   * `fromTrick` the lesson starts at that trick (1 to 13).
   */
  readonly preview?: { readonly fromTrick?: number };
  /**
   * Reports progress, for a logged-in user (hands.md §4 "Progress recording").
   * @default false
   */
  readonly recordProgress?: boolean;
  /** Seeds the choice of encouragements. @default a random seed */
  readonly seed?: number | string;
  /**
   * Runs the lesson's timers. Pass a stable object: a new one restarts the waiting timer.
   * @default real time (`REAL_TIME_SCHEDULER`)
   */
  readonly scheduler?: LessonScheduler;
  /** @default 'auto': compact on portrait screens and phones (`COMPACT_PLAYER_QUERY`) */
  readonly layout?: PlayerLayout;
  /**
   * The learner owns the hand: the end-of-hand panel offers Next hand with `onNextHand`. Replay
   * is offered to every learner (a visitor on a free or linked hand too).
   * @default false
   */
  readonly owner?: boolean;
  /**
   * What the end-of-hand panel offers beside its buttons: the page's offer of the set that holds
   * the hand, to a learner who does not own it.
   */
  readonly endOffer?: ReactNode;
  /** Each progress record of the lesson (the engine's `progress` outputs). */
  readonly onProgress?: (progress: LessonProgress) => void;
  /** The lesson restarted (the engine's `reload`): the player has started afresh already. */
  readonly onReload?: () => void;
  /** Back to the set; without it there is no back button (embeds). Ignored in a preview. */
  readonly onBack?: () => void;
  /**
   * Where `onBack` leads, for the bottom menu's text: a hand opened from an article goes back to
   * the article (hands.md §2).
   * @default 'set'
   */
  readonly backTo?: 'set' | 'article';
  /** Goes to the set's next hand, offered to owners at the end. */
  readonly onNextHand?: () => void;
}

/**
 * @example
 * <HandPlayer hand={hand} author={{ name: 'Anna de Vries' }} recordProgress
 *   onProgress={({ status, step }) => upsertUserHand(handId, status, step)} />
 */
export function HandPlayer(props: HandPlayerProps) {
  const { hand, author, layout = 'auto' } = props;
  const scheduler = props.scheduler ?? REAL_TIME_SCHEDULER;
  const { t } = useTranslation();
  const [randomSeed] = useState(() => Math.floor(Math.random() * 2 ** 31));
  const compactScreen = useMediaQuery(COMPACT_PLAYER_QUERY);
  const compact = layout === 'compact' || (layout === 'auto' && compactScreen);
  const landscapePhone = useLandscapePhone();
  const run = useLesson(
    {
      hand,
      viewpoint: props.viewpoint,
      start: props.start,
      preview: props.preview,
      recordProgress: props.recordProgress ?? false,
      seed: props.seed ?? randomSeed,
      ...(props.underway ? { underway: props.underway } : {}),
    },
    { onProgress: props.onProgress, onReload: props.onReload },
  );
  const { view, generation, send } = run;
  const follow = useCallback((event: 'hint' | 'reveal') => send({ type: event }), [send]);
  const playCard = useCallback((card: Card) => send({ type: 'card', card }), [send]);
  const makeCall = useCallback((call: CallValue) => send({ type: 'call', call }), [send]);
  const { shown, typing } = useMessageReveal(view.messages, generation, scheduler);
  const [continued, setContinued] = useState({ generation, through: -1 });
  const popup = compact
    ? nextPopup(shown, continued.generation === generation ? continued.through : -1)
    : undefined;
  const continuePast = (card: ViewMessage | undefined) => {
    if (card) setContinued({ generation, through: card.message.id });
  };
  const [auctionOpen, setAuctionOpen] = useState(false);
  const [guidanceOpen, setGuidanceOpen] = useState(false);
  // The lesson waits while a message is on its way, a popup waits for Continue, the learner
  // reads the conversation, or the phone must be turned: nothing is missed.
  useLessonTimer(run, scheduler, typing || popup !== undefined || guidanceOpen || landscapePhone);

  const root = useRef<HTMLElement>(null);
  const stage = useRef<HTMLElement>(null);
  const endHeading = useRef<HTMLHeadingElement>(null);
  const engaged = useRef(false);
  useTurnFocus(view, root, stage, engaged, popup === undefined && !guidanceOpen);
  useEffect(() => {
    if (view.ended && engaged.current && focusIsFree(root.current)) endHeading.current?.focus();
  }, [view.ended]);

  if (run.error) {
    return (
      <p className={styles.error} role="alert">
        {t('player.cannotPlay', { reason: run.error.message })}
      </p>
    );
  }

  const learner = props.viewpoint ?? hand.viewpoint;
  const onBack = props.preview ? undefined : props.onBack;
  const isLinkEnabled = (message: LessonMessage) =>
    view.awaiting !== undefined &&
    shown.some((entry) => entry.message === message && entry.turn === view.turn);
  const restart = () => send({ type: 'restart' });
  const skip = view.ended ? undefined : () => send({ type: 'skipToSummary' });
  const outcome = auctionOutcome(hand.dealer, view.calls);
  const declaration =
    outcome.kind === 'contract'
      ? { contract: outcome.contract, declarer: outcome.declarer }
      : { contract: undefined, declarer: undefined };

  const conversation = (
    <Conversation
      author={author}
      messages={shown.map((entry) => entry.message)}
      typing={typing}
      isLinkEnabled={isLinkEnabled}
      onLink={follow}
    >
      {!compact && (
        <>
          <ActionButton onPress={restart}>{t('player.restart')}</ActionButton>
          <ActionButton onPress={skip} isDisabled={!skip}>
            {t('player.skipToSummary')}
          </ActionButton>
        </>
      )}
    </Conversation>
  );

  return (
    <section
      className={styles.player}
      aria-label={t('player.label')}
      ref={root}
      data-layout={compact ? 'compact' : 'wide'}
      data-phase={view.phase}
      data-ended={view.ended || undefined}
      onFocusCapture={() => {
        engaged.current = true;
      }}
      onPointerDownCapture={() => {
        engaged.current = true;
      }}
    >
      <div className={styles.main}>
        {view.phase === 'play' && view.contract && view.declarer ? (
          <PlayHeader
            contract={view.contract}
            declarer={view.declarer}
            vulnerable={hand.vulnerable}
            tricks={view.counts}
            toPlay={seatToPlay(view)}
            bottom={learner}
            onViewAuction={() => setAuctionOpen(true)}
            {...(onBack ? { onBack } : {})}
          />
        ) : (
          <ContractHeader
            vulnerable={hand.vulnerable}
            {...(declaration.contract ? declaration : {})}
            passedOut={outcome.kind === 'passedOut'}
          />
        )}
        <section className={styles.stage} ref={stage} aria-label={t('player.table')}>
          {view.ended ? (
            <EndOfHandPanel
              deal={hand.deal}
              dealer={hand.dealer}
              vulnerable={hand.vulnerable}
              bottom={learner}
              calls={view.calls}
              contract={view.contract ?? declaration.contract}
              declarer={view.declarer ?? declaration.declarer}
              passedOut={outcome.kind === 'passedOut' && view.calls.length > 0}
              tricks={view.phase === 'play' ? view.counts : undefined}
              summary={hand.summary}
              headingRef={endHeading}
              onReplay={restart}
              offer={props.endOffer}
              {...(props.owner && props.onNextHand ? { onNextHand: props.onNextHand } : {})}
            />
          ) : view.phase === 'play' ? (
            <PlayTable deal={hand.deal} view={view} learner={learner} onCard={playCard} />
          ) : view.phase === 'auction' ? (
            <AuctionStage
              deal={hand.deal}
              dealer={hand.dealer}
              vulnerable={hand.vulnerable}
              view={view}
              learner={learner}
              onCall={makeCall}
            />
          ) : null}
        </section>
      </div>
      {compact ? (
        <>
          <div className={styles.menu}>
            <MobileMenu
              onRestart={restart}
              onGuidance={() => setGuidanceOpen(true)}
              {...(skip ? { onSummary: skip } : {})}
              {...(onBack ? { onBackToSet: onBack } : {})}
              {...(props.backTo ? { backTo: props.backTo } : {})}
            />
          </div>
          <Overlay
            isOpen={guidanceOpen}
            onClose={() => setGuidanceOpen(false)}
            isDismissable
            placement="full"
            aria-label={t('conversation.label', { author: author.name })}
          >
            <div className={styles.guidance}>
              {conversation}
              <ActionButton variant="primary" onPress={() => setGuidanceOpen(false)}>
                {t('mobileMenu.closeGuidance')}
              </ActionButton>
            </div>
          </Overlay>
          <PopupCard
            author={author}
            message={popup?.message}
            linkEnabled={popup !== undefined && isLinkEnabled(popup.message)}
            onLink={(event) => {
              // The learner acted on this card: it is read, and what the link asked for (the
              // hint, the answer on the table) shows at once instead of waiting behind it.
              continuePast(popup);
              follow(event);
            }}
            onContinue={() => continuePast(popup)}
            scheduler={scheduler}
          />
        </>
      ) : (
        <div className={styles.drawer}>
          <div className={styles.drawerContent}>{conversation}</div>
        </div>
      )}
      <Announcer view={view} shown={shown} typing={typing} learner={learner} />
      <AuctionPopup
        isOpen={auctionOpen}
        onClose={() => setAuctionOpen(false)}
        dealer={hand.dealer}
        vulnerable={hand.vulnerable}
        calls={view.calls}
        contract={view.contract}
        declarer={view.declarer}
      />
      <RotateOverlay isVisible={landscapePhone} />
    </section>
  );
}

/** How many recent messages the live region keeps, so a burst is read out whole. */
const ANNOUNCED_MESSAGES = 3;

/**
 * The polite live region: the latest messages in spoken form (calls, cards, tricks, comments),
 * then whose turn it is, and the answer the reveal link pointed out. A replay is not read out:
 * it arrives all at once.
 */
function Announcer(props: {
  view: TableView;
  shown: readonly ViewMessage[];
  typing: boolean;
  learner: Seat;
}) {
  const { view, shown, typing, learner } = props;
  const { t } = useTranslation();
  const names = useBridgeNames();
  const speak = useSpokenMessage();
  const entries = shown
    .filter((entry) => !entry.instant)
    .slice(-ANNOUNCED_MESSAGES)
    .map((entry) => ({ key: `message-${entry.message.id}`, text: speak(entry.message) }));
  const { awaiting, revealed } = view;
  if (awaiting && !typing) {
    const text =
      awaiting.type === 'call'
        ? t('player.yourCall')
        : t('player.yourCard', {
            seat: awaiting.seat === learner ? t('player.you') : names.seat(awaiting.seat),
          });
    entries.push({ key: `turn-${view.turn}`, text });
  }
  if (revealed) {
    const answer = revealed.type === 'call' ? names.call(revealed.call) : names.card(revealed.card);
    entries.push({ key: `reveal-${view.turn}`, text: t('player.revealed', { answer }) });
  }
  if (view.ended) entries.push({ key: 'ended', text: t('player.ended') });
  return (
    <div className={visuallyHidden} aria-live="polite" data-testid="player-announcer">
      {entries.map((entry) => (
        <p key={entry.key}>{entry.text}</p>
      ))}
    </div>
  );
}

/**
 * Whether focus is nowhere (on the page's body) or inside `root`, so moving it takes nothing. In
 * a shadow root (the embed), the page's active element is the host: the root's own counts.
 */
function focusIsFree(root: HTMLElement | null): boolean {
  if (!root) return true;
  const scope = root.getRootNode();
  const shadowActive = scope instanceof ShadowRoot ? scope.activeElement : null;
  const active = shadowActive ?? root.ownerDocument.activeElement;
  return !active || active === root.ownerDocument.body || root.contains(active);
}

/**
 * At the start of each learner's turn, focus moves to what the turn asks for (the bidding box,
 * or the hand to play from), so a keyboard user never hunts for it: only once the learner has
 * used the player, and only when focus is free (after a played card's hand has gone, say). A
 * popup or the Guidance drawer keeps focus until it closes; the move then follows its own.
 */
function useTurnFocus(
  view: TableView,
  root: RefObject<HTMLElement | null>,
  stage: RefObject<HTMLElement | null>,
  engaged: RefObject<boolean>,
  clear: boolean,
) {
  const { turn, awaiting } = view;
  const seat = awaiting?.seat;
  const type = awaiting?.type;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per turn; refs are read then
  useEffect(() => {
    const place = stage.current;
    if (!type || !place || !clear || !engaged.current) return undefined;
    // After a dialog closes, react-aria gives focus back in the next frame: move after that.
    const frame = requestAnimationFrame(() => {
      if (!focusIsFree(root.current)) return;
      const target =
        type === 'call'
          ? (place.querySelector<HTMLElement>('input[type="radio"]:checked') ??
            place.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)'))
          : place.querySelector<HTMLElement>(`[data-seat="${seat}"] [role="listbox"]`);
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [turn, type, seat, clear]);
}
