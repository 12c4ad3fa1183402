import {
  checkHandTitle,
  HAND_TITLE_MAX_LENGTH,
  type HandStatus,
  isHandComplete,
  parseHand,
  prepareHandForSave,
} from '@tenace/engine';
import { MESSAGES, type ReorderDirection, tooLongText } from '@tenace/model';
import { fail, type Outcome, succeed } from '../../failure.js';
import type { HandAction } from '../../generated/schema-types.js';
import type { AuditFields } from '../../repositories/audit-log.js';
import type { AuditedWrites, RecordChange } from '../../repositories/audited-writes.js';
import type { HandParent, HandWriteRepository } from '../../repositories/hand-writes.js';
import type { HandRow } from '../../repositories/hands.js';
import { ACCESS_MESSAGES } from '../access/messages.js';
import { actorOf, authorise, ownsContent } from '../access/policy.js';
import { type Caller, requireUser, type SignedIn } from '../accounts/session-service.js';
import { handActions, statusAction } from './hand-actions.js';
import { type HandParents, parentOfHand } from './hand-parents.js';
import type { HandView } from './hand-view.js';
import { HAND_MESSAGES, HAND_WRITE_MESSAGES as M } from './messages.js';

export interface HandWriteDeps {
  readonly parents: HandParents;
  readonly staffWrites: AuditedWrites<{ readonly hands: HandWriteRepository }>;
  /** A hand as handById answers it to the caller. */
  readonly show: (caller: Caller, id: number) => Promise<Outcome<HandView>>;
  /** A parent's hands as handsByParentId answers them to the caller. */
  readonly list: (caller: Caller, parent: HandParent) => Promise<Outcome<HandView[]>>;
  readonly now: () => Date;
}

/** The upsertHand arguments (schema/admin-hands.graphql). */
export interface HandWrite {
  readonly id?: number | null;
  readonly title: string;
  readonly status: HandStatus;
  readonly freeToPlay: boolean;
  readonly handJSON: string;
  readonly productId?: number | null;
  readonly articleId?: number | null;
}

type HandOperation = 'upsertHand' | 'deleteHand' | 'reorderHand' | 'duplicateHands';

/** What the audit log keeps of a hand, on its parent's history: not the handJSON, its version. */
const handFields = (hand: HandRow): AuditFields => ({
  handId: hand.id,
  handTitle: hand.title,
  handStatus: hand.status,
  handFreeToPlay: hand.freeToPlay,
  handContentVersion: hand.contentVersion,
});

/** The audit row of a hand's change, on its parent (entity Product for a set, or Article). */
const onParent = (
  record: RecordChange,
  hand: HandRow,
  before: HandRow | undefined,
  after: HandRow | undefined,
) =>
  record({
    entityType: hand.productId !== null ? 'Product' : 'Article',
    entityId: hand.productId ?? hand.articleId ?? 0,
    before: before === undefined ? null : handFields(before),
    after: after === undefined ? null : handFields(after),
  });

/**
 * hands.md §7 UpsertHand, DeleteHand, ReorderHand and DuplicateHands: staff writes on the hands
 * of a set or an article, each with its audit row on the parent in one transaction. The parent's
 * ownership rule first (a Publisher only their own), then the list's actions by role and status
 * (hand-actions.ts): the server refuses what the list does not offer. Every handJSON is checked
 * by the engine; a hand goes to Pending or Approved only when complete (isHandComplete).
 */
export function createHandWrites(deps: HandWriteDeps) {
  /** The caller, let through by the parent's ownership rule for `operation`. */
  const openParent = async (
    caller: Caller,
    operation: HandOperation,
    parent: HandParent,
  ): Promise<Outcome<SignedIn>> => {
    const owner = await deps.parents.ownerOf(parent);
    if (owner === undefined) return fail('NOT_FOUND', HAND_MESSAGES.parentNotFound);
    return authorise(caller, operation, owner);
  };

  /** A stored hand and the caller's actions on it, after its parent's ownership rule. */
  const openHand = async (caller: Caller, operation: HandOperation, hand: HandRow | undefined) => {
    if (hand === undefined) return fail('NOT_FOUND', HAND_MESSAGES.handNotFound);
    const allowed = await openParent(caller, operation, parentOfHand(hand));
    if (!allowed.ok) return allowed;
    return succeed({
      signedIn: allowed.value,
      actions: handActions(allowed.value.user.type, true, hand.status),
    });
  };

  return {
    /** `Hand.actions`: what the caller may do with the hand; none for a customer or visitor. */
    async actionsOf(caller: Caller, hand: HandView): Promise<HandAction[]> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok || signedIn.value.user.type === 'Customer') return [];
      const owner = await deps.parents.ownerOf(parentOfHand(hand));
      const owns = owner !== undefined && ownsContent(signedIn.value.user, owner);
      return handActions(signedIn.value.user.type, owns, hand.status);
    },

    async upsertHand(caller: Caller, write: HandWrite): Promise<Outcome<HandView>> {
      const title = write.title.trim();
      if (title === '') return refuse('title', MESSAGES.requiredField);
      if (!checkHandTitle(title).ok)
        return refuse('title', tooLongText('Title', HAND_TITLE_MAX_LENGTH));
      const parsed = parseHand(write.handJSON);
      if (!parsed.ok) {
        const field = parsed.error.path === '' ? 'handJSON' : `handJSON.${parsed.error.path}`;
        return refuse(field, parsed.error.message);
      }
      const hand = prepareHandForSave(parsed.value);
      const handJson = JSON.stringify(hand);
      if (write.status !== 'Draft' && !isHandComplete(hand))
        return refuse('handJSON', M.incomplete);

      const written = await (async (): Promise<Outcome<HandRow>> => {
        if (write.id == null) {
          const parent = parentOf(write);
          if (parent === undefined) return fail('BAD_USER_INPUT', M.oneParent);
          if (write.status !== 'Draft' && write.status !== 'Pending')
            return refuse('status', M.newStatus);
          const allowed = await openParent(caller, 'upsertHand', parent);
          if (!allowed.ok) return allowed;
          const audit = { actor: actorOf(allowed.value), operation: 'upsertHand' };
          return deps.staffWrites.run(audit, async ({ hands }, record) => {
            const fields = { title, status: write.status, freeToPlay: write.freeToPlay, handJson };
            const made = await hands.insert(parent, { ...fields, createdAt: deps.now() });
            await onParent(record, made, undefined, made);
            return succeed(made);
          });
        }
        const id = write.id;
        const signedIn = await requireUser(caller);
        if (!signedIn.ok) return signedIn;
        const audit = { actor: actorOf(signedIn.value), operation: 'upsertHand' };
        return deps.staffWrites.run(audit, async ({ hands }, record) => {
          const before = await hands.byId(id);
          const opened = await openHand(caller, 'upsertHand', before);
          if (!opened.ok || before === undefined) return opened as Outcome<never>;
          const changesContent =
            title !== before.title ||
            write.freeToPlay !== before.freeToPlay ||
            handJson !== before.handJson;
          if (changesContent && !opened.value.actions.includes('Edit'))
            return fail('FORBIDDEN', M.notEditable);
          // A save that changes nothing writes nothing, and leaves no line in the history.
          if (!changesContent && write.status === before.status) return succeed(before);
          if (write.status !== before.status) {
            const action = statusAction(before.status, write.status);
            if (action === undefined)
              return refuse('status', M.badMove(before.status, write.status));
            if (!opened.value.actions.includes(action))
              return fail('FORBIDDEN', ACCESS_MESSAGES.forbidden);
          }
          const after = await hands.update(id, {
            title,
            status: write.status,
            freeToPlay: write.freeToPlay,
            handJson,
            updatedAt: deps.now(),
          });
          if (after === undefined) return fail('NOT_FOUND', HAND_MESSAGES.handNotFound);
          await onParent(record, after, before, after);
          return succeed(after);
        });
      })();
      return written.ok ? deps.show(caller, written.value.id) : written;
    },

    /** hands.md §4: "Only Draft hands may be deleted". */
    async deleteHand(caller: Caller, args: { id: number }): Promise<Outcome<boolean>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const audit = { actor: actorOf(signedIn.value), operation: 'deleteHand' };
      return deps.staffWrites.run(audit, async ({ hands }, record) => {
        const before = await hands.byId(args.id);
        const opened = await openHand(caller, 'deleteHand', before);
        if (!opened.ok || before === undefined) return opened as Outcome<never>;
        if (!opened.value.actions.includes('Delete')) return fail('BAD_USER_INPUT', M.notDraft);
        await hands.remove(before.id);
        // The others close up, in order.
        const rest = await hands.ofParent(parentOfHand(before));
        await hands.place(rest.map((hand) => hand.id));
        await onParent(record, before, before, undefined);
        return succeed(true);
      });
    },

    /** Moves a hand one place Up or Down its list; at either end it stays. */
    async reorderHand(
      caller: Caller,
      args: { id: number; direction: ReorderDirection },
    ): Promise<Outcome<HandView[]>> {
      const signedIn = await requireUser(caller);
      if (!signedIn.ok) return signedIn;
      const audit = { actor: actorOf(signedIn.value), operation: 'reorderHand' };
      const moved = await deps.staffWrites.run(audit, async ({ hands }, record) => {
        const hand = await hands.byId(args.id);
        const opened = await openHand(caller, 'reorderHand', hand);
        if (!opened.ok || hand === undefined) return opened as Outcome<never>;
        const parent = parentOfHand(hand);
        const ids = (await hands.ofParent(parent)).map((each) => each.id);
        const from = ids.indexOf(hand.id);
        const to = args.direction === 'Up' ? from - 1 : from + 1;
        const other = ids[to];
        if (other !== undefined) {
          const before = [...ids];
          ids[to] = hand.id;
          ids[from] = other;
          await hands.place(ids);
          await record({
            entityType: hand.productId !== null ? 'Product' : 'Article',
            entityId: hand.productId ?? hand.articleId ?? 0,
            before: { hands: before },
            after: { hands: ids },
          });
        }
        return succeed(parent);
      });
      return moved.ok ? deps.list(caller, moved.value) : moved;
    },

    /** Copies the hands, as Draft with their titles, to the end of the set or article. */
    async duplicateHands(
      caller: Caller,
      args: { productId?: number | null; articleId?: number | null; hands: readonly number[] },
    ): Promise<Outcome<HandView[]>> {
      const parent = parentOf(args);
      if (parent === undefined) return fail('BAD_USER_INPUT', M.oneParent);
      if (args.hands.length === 0) return fail('BAD_USER_INPUT', M.noHands);
      const allowed = await openParent(caller, 'duplicateHands', parent);
      if (!allowed.ok) return allowed;
      const audit = { actor: actorOf(allowed.value), operation: 'duplicateHands' };
      const copied = await deps.staffWrites.run(audit, async ({ hands }, record) => {
        const sources = await hands.byIds(args.hands);
        const byId = new Map(sources.map((hand) => [hand.id, hand]));
        if (args.hands.some((id) => !byId.has(id)))
          return fail('NOT_FOUND', HAND_MESSAGES.handNotFound);
        const copies: HandRow[] = [];
        for (const id of args.hands) {
          const source = byId.get(id) as HandRow;
          const copy = await hands.insert(parent, {
            title: source.title,
            status: 'Draft',
            freeToPlay: source.freeToPlay,
            handJson: source.handJson,
            createdAt: deps.now(),
          });
          await onParent(record, copy, undefined, copy);
          copies.push(copy);
        }
        return succeed(copies.map((copy) => copy.id));
      });
      if (!copied.ok) return copied;
      const listed = await deps.list(caller, parent);
      if (!listed.ok) return listed;
      const ids = new Set(copied.value);
      return succeed(listed.value.filter((hand) => ids.has(hand.id)));
    },
  };
}

/** The one parent the arguments name, or undefined for none or both. */
function parentOf(args: {
  readonly productId?: number | null;
  readonly articleId?: number | null;
}): HandParent | undefined {
  if ((args.productId == null) === (args.articleId == null)) return undefined;
  return args.productId != null
    ? { productId: args.productId }
    : { articleId: args.articleId ?? 0 };
}

/** A VALIDATION_ERROR on one field. */
function refuse(field: string, message: string) {
  return fail('VALIDATION_ERROR', message, { fieldErrors: [{ field, message }] });
}

export type HandWrites = ReturnType<typeof createHandWrites>;
