import { normaliseHand } from '@tenace/engine';
import type { HandStatus, UserHandStatus } from '../../domain/hand-status.js';
import { fail, invalid, type Outcome, succeed } from '../../failure.js';
import type { ArticleRepository } from '../../repositories/articles.js';
import type { HandRepository, HandRow, ListedHand } from '../../repositories/hands.js';
import type { ProductLinkRepository } from '../../repositories/product-links.js';
import type { ProductRecord, ProductRepository } from '../../repositories/products.js';
import type { Reader, ReaderSource } from '../access/reader.js';
import { type Caller, requireUser } from '../accounts/session-service.js';
import { mayView } from '../catalogue/present.js';
import { articleAccess } from '../subscriptions/article-access.js';
import { createHandReads } from './hand-reads.js';
import { type HandView, presentUserHand, storedHand, type UserHandView } from './hand-view.js';
import { HAND_MESSAGES } from './messages.js';
import { type PlayAccess, type PlayFacts, playAccess } from './play-access.js';
import { checkStep } from './progress-step.js';

export interface HandDeps {
  readonly hands: HandRepository;
  readonly products: ProductRepository;
  readonly articles: ArticleRepository;
  readonly links: ProductLinkRepository;
  readonly readers: ReaderSource;
  readonly now: () => Date;
}

/** A hand to store: its title, status, flag and handJSON, in a set or in an article. */
export type NewHand = {
  readonly title: string;
  readonly status: HandStatus;
  readonly freeToPlay: boolean;
  /** An untrusted handJSON: it is validated and normalised by the engine. */
  readonly hand: unknown;
} & ({ readonly productId: number } | { readonly articleId: number });

/** hands.md §7 "HandsByParentId": what holds hands. */
export type HandParentType = 'Set' | 'Collection' | 'Article';

/** What decides access for every hand under one parent; only the hand's own facts vary. */
type ParentFacts = Omit<PlayFacts, 'approved' | 'freeToPlay'>;

/** handById's answer: the hand, and whether every visitor would get the same until the catalogue changes. */
export interface HandAnswer {
  readonly hand: HandView;
  /**
   * A visitor's answer about a hand in a set: made of the set's and its collections' records and
   * sale, the link given, and the hand's status and flag, all catalogue data. A signed-in reader's
   * depends on what they own or may preview, and a hand in an article on the clock (its
   * publication, the reader's subscription).
   */
  readonly catalogueOnly: boolean;
}

const ownersOf = ({ product, author }: ProductRecord) => ({
  createdById: product.createdById,
  authorUserId: author?.userId ?? null,
});

/**
 * hands.md §7: handById, handsByParentId, handsByProductIdAndUserId and upsertUserHand, with
 * `canPlay` decided here by {@link playAccess}. A hand the reader may not play leaves without its
 * handJSON; one they may not see is NOT_FOUND.
 */
export function createHandService(deps: HandDeps) {
  const reads = createHandReads(deps);
  /** The facts of a set's hands; `collection` when the set is reached through one. */
  const setFacts = async (
    reader: Reader,
    set: ProductRecord,
    options: { linkId?: string | null; collection?: ProductRecord },
  ): Promise<ParentFacts> => {
    const containing =
      options.collection === undefined
        ? await deps.products.records(await deps.products.collectionsContaining(set.product.id))
        : [options.collection];
    let viaLink = false;
    if (options.linkId != null) {
      const link = await deps.links.byLinkId(options.linkId);
      const target = [set, ...containing].find((record) => record.product.id === link?.productId);
      viaLink = target?.product.productLinksEnabled === true;
    }
    return {
      preview: reader.mayPreview(ownersOf(set)),
      listed: set.product.onSale || containing.some((record) => record.product.onSale),
      viaLink,
      owned: await reader.owns(set.product.id),
      subscribed: false,
      formerlySubscribed: false,
    };
  };

  const articleFacts = async (caller: Caller, reader: Reader, articleId: number) => {
    const article = await reads.articleById(caller, articleId);
    const [subscription] =
      article === undefined ? [] : await deps.products.records([article.subscriptionId]);
    if (article === undefined || subscription === undefined) return undefined;
    const access = await articleAccess(reader, article, subscription, deps.now());
    // A subscription reaches an article's hands only once the article is out.
    const facts: ParentFacts = {
      preview: access.preview,
      listed: access.listed,
      viaLink: false,
      owned: false,
      subscribed: access.visible && access.standing === 'active',
      formerlySubscribed: access.visible && access.standing === 'expired',
    };
    return { facts, visible: access.visible };
  };

  const accessOf = (hand: ListedHand, facts: ParentFacts): PlayAccess =>
    playAccess({ ...facts, approved: hand.status === 'Approved', freeToPlay: hand.freeToPlay });

  /** The hand with its access, or NOT_FOUND when the reader may not see it. */
  const reachHand = async (
    caller: Caller,
    reader: Reader,
    id: number,
    linkId: string | null | undefined,
  ): Promise<Outcome<{ hand: HandRow; access: PlayAccess }>> => {
    const hand = await deps.hands.byId(id);
    let facts: ParentFacts | undefined;
    if (hand?.productId != null) {
      const [set] = await deps.products.records([hand.productId]);
      facts = set === undefined ? undefined : await setFacts(reader, set, { linkId });
    } else if (hand?.articleId != null) {
      facts = (await articleFacts(caller, reader, hand.articleId))?.facts;
    }
    if (hand === undefined || facts === undefined)
      return fail('NOT_FOUND', HAND_MESSAGES.handNotFound);
    const access = accessOf(hand, facts);
    return access.visible
      ? succeed({ hand, access })
      : fail('NOT_FOUND', HAND_MESSAGES.handNotFound);
  };

  /** The hands under a product: a set's, or a collection's sets' in order. */
  const productHands = async (reader: Reader, record: ProductRecord) => {
    const parents: { set: ProductRecord; facts: ParentFacts }[] = [];
    if (record.product.type === 'Set') {
      parents.push({ set: record, facts: await setFacts(reader, record, {}) });
    } else if (record.product.type === 'Collection') {
      const entries = await deps.products.collectionSets(record.product.id);
      for (const set of await deps.products.records(entries.map((entry) => entry.setId))) {
        parents.push({ set, facts: await setFacts(reader, set, { collection: record }) });
      }
    }
    const hands = await deps.hands.ofProducts(parents.map(({ set }) => set.product.id));
    const factsBySet = new Map(parents.map(({ set, facts }) => [set.product.id, facts]));
    return hands.flatMap((hand) => {
      const facts = factsBySet.get(hand.productId ?? 0);
      const access = facts === undefined ? undefined : accessOf(hand, facts);
      return access?.visible ? [{ hand, access }] : [];
    });
  };

  const handsOfParent = async (
    caller: Caller,
    args: { parentId: number; parentType: HandParentType },
  ): Promise<Outcome<HandView[]>> => {
    const reader = await deps.readers.of(caller);
    if (!reader.ok) return reader;
    if (args.parentType === 'Article') {
      const found = await articleFacts(caller, reader.value, args.parentId);
      if (found === undefined || !found.visible)
        return fail('NOT_FOUND', HAND_MESSAGES.parentNotFound);
      const hands = (await reads.handsOfArticle(caller, args.parentId)) ?? [];
      const listed = hands.flatMap((hand) => {
        const access = accessOf(hand, found.facts);
        return access.visible ? [{ hand, access }] : [];
      });
      return succeed(await reads.present(caller, listed));
    }
    const [record] = await deps.products.records([args.parentId]);
    if (record === undefined) return fail('NOT_FOUND', HAND_MESSAGES.parentNotFound);
    const listed = await productHands(reader.value, record);
    // A product the reader cannot see keeps its hands hidden, unless it is listed through a
    // collection on sale (its hands then show as in the collection).
    if (!(await mayView(reader.value, record)) && listed.length === 0)
      return fail('NOT_FOUND', HAND_MESSAGES.parentNotFound);
    return succeed(await reads.present(caller, listed));
  };

  return {
    /** A hand, with handJSON only when the reader may play it. */
    async handById(
      caller: Caller,
      args: { id: number; linkId?: string | null },
    ): Promise<Outcome<HandAnswer>> {
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const reached = await reachHand(caller, reader.value, args.id, args.linkId);
      if (!reached.ok) return reached;
      const [view] = await reads.present(caller, [reached.value]);
      if (view === undefined) return fail('NOT_FOUND', HAND_MESSAGES.handNotFound);
      const inSet = reached.value.hand.productId !== null && reached.value.hand.articleId === null;
      return succeed({ hand: view, catalogueOnly: inSet && reader.value.user === undefined });
    },

    handsByParentId: handsOfParent,

    /** `Product.hands`: a set's or collection's hands; other products hold none. */
    async handsOfProduct(
      caller: Caller,
      product: { readonly id: number; readonly type: string },
    ): Promise<Outcome<HandView[]>> {
      if (product.type !== 'Set' && product.type !== 'Collection') return succeed([]);
      return handsOfParent(caller, { parentId: product.id, parentType: product.type });
    },

    /** A set's or collection's hands with the reader's progress (hands.md §7). */
    async handsByProductIdAndUserId(
      caller: Caller,
      args: { productId: number },
    ): Promise<Outcome<HandView[]>> {
      return handsOfParent(caller, { parentId: args.productId, parentType: 'Set' });
    },

    /**
     * Stores a new hand at the end of its parent's hands, in the engine's normal form; a hand the
     * engine refuses is a VALIDATION_ERROR naming the field (hands.md §5). Not a GraphQL
     * operation: the demo seed uses it, and the authoring issue's upsertHand builds on it.
     */
    async addHand(input: NewHand): Promise<Outcome<HandRow>> {
      const hand = normaliseHand(input.hand);
      if (!hand.ok) {
        const field = hand.error.path === '' ? 'handJSON' : `handJSON.${hand.error.path}`;
        return fail('VALIDATION_ERROR', hand.error.message, {
          fieldErrors: [{ field, message: hand.error.message }],
        });
      }
      const time = deps.now();
      return succeed(
        await deps.hands.insert({
          title: input.title,
          status: input.status,
          freeToPlay: input.freeToPlay,
          handJson: JSON.stringify(hand.value),
          productId: 'productId' in input ? input.productId : null,
          articleId: 'articleId' in input ? input.articleId : null,
          createdAt: time,
          updatedAt: time,
        }),
      );
    },

    /**
     * Records the signed-in user's progress on a hand they may play (hands.md §4 "Learner
     * player": PartPlayed with each step, Played at completion).
     */
    async upsertUserHand(
      caller: Caller,
      args: { handId: number; status: UserHandStatus; step: string; linkId?: string | null },
    ): Promise<Outcome<UserHandView>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const reader = await deps.readers.of(caller);
      if (!reader.ok) return reader;
      const reached = await reachHand(caller, reader.value, args.handId, args.linkId);
      if (!reached.ok) return reached;
      if (reached.value.access.grant === undefined)
        return fail('FORBIDDEN', HAND_MESSAGES.cannotPlay);
      const rejected = invalid([checkStep(args.step, storedHand(reached.value.hand))]);
      if (rejected) return rejected;
      const row = await deps.hands.saveProgress({
        userId: signedIn.value.user.id,
        handId: args.handId,
        status: args.status,
        step: args.step,
        handVersion: reached.value.hand.contentVersion,
        updatedAt: deps.now(),
      });
      return succeed(presentUserHand(row, reached.value.hand.contentVersion));
    },
  };
}

export type HandService = ReturnType<typeof createHandService>;
