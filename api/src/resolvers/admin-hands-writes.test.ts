import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { catalogueFixture, sampleHand } from '../testing/catalogue.testkit.js';
import {
  createTestApi,
  expectError,
  type GraphqlResponse,
  type TestApi,
} from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';

const UPSERT_HAND = /* GraphQL */ `
  mutation ($id: Int, $title: String!, $status: HandStatus!, $freeToPlay: Boolean!, $handJSON: String!, $productId: Int, $articleId: Int) {
    upsertHand(id: $id, title: $title, status: $status, freeToPlay: $freeToPlay, handJSON: $handJSON, productId: $productId, articleId: $articleId) {
      id title status freeToPlay order productId articleId actions
    }
  }
`;

const HANDS_OF_SET = /* GraphQL */ `
  query ($id: Int!) { handsByParentId(parentId: $id, parentType: Set) { id title status order actions } }
`;

const FORBIDDEN = 'You are not allowed to do this';

/** A hand the engine calls complete: an auction-only hand with its introduction and summary. */
const COMPLETE = JSON.stringify(sampleHand({ auctionOnly: true, play: [] }));
/** A hand still being written: its deal only. */
const DEAL_ONLY = JSON.stringify(sampleHand({ auction: [], play: [], summary: '' }));

interface HandAnswer {
  id: number;
  title: string;
  status: string;
  freeToPlay: boolean;
  order: number;
  productId: number | null;
  articleId: number | null;
  actions: string[];
}

describe.each(testDatabaseTargets())(
  'the hand list’s writes on $name (hands.md §4-§7)',
  (target) => {
    let database: Database;
    let drop: () => Promise<void>;
    let api: TestApi;
    let make: ReturnType<typeof catalogueFixture>;
    const tokens: Record<'Admin' | 'Editor' | 'Publisher' | 'other' | 'Customer', string> = {
      Admin: '',
      Editor: '',
      Publisher: '',
      other: '',
      Customer: '',
    };
    let publisherId = 0;
    let priceId = 0;

    beforeAll(async () => {
      ({ database, drop } = await target.open());
      api = createTestApi(database);
      make = catalogueFixture(api);
      for (const type of ['Admin', 'Editor', 'Customer'] as const)
        tokens[type] = (await make.user(type)).token;
      const publisher = await make.user('Publisher');
      publisherId = publisher.user.id;
      tokens.Publisher = publisher.token;
      tokens.other = (await make.user('Publisher')).token;
      priceId = (await make.price(500)).id;
    });
    afterAll(() => drop());

    const theirSet = () => make.product({ priceId, createdById: publisherId });
    const as = (who: keyof typeof tokens) => ({ token: tokens[who] });
    const upsert = (variables: Record<string, unknown>, who: keyof typeof tokens = 'Admin') =>
      api.graphql(
        UPSERT_HAND,
        { freeToPlay: false, status: 'Draft', handJSON: DEAL_ONLY, ...variables },
        as(who),
      );
    const answer = (response: GraphqlResponse): HandAnswer => {
      expect(response.body.errors).toBeUndefined();
      return response.body.data?.upsertHand as HandAnswer;
    };
    const handsOf = async (setId: number, who: keyof typeof tokens = 'Admin') => {
      const { body } = await api.graphql(HANDS_OF_SET, { id: setId }, as(who));
      expect(body.errors).toBeUndefined();
      return body.data?.handsByParentId as HandAnswer[];
    };

    it('adds a Draft, however incomplete, last in its set', async () => {
      const set = await theirSet();
      await make.hand({ productId: set.id }, { title: 'First' });
      const made = answer(await upsert({ title: '  Second  ', productId: set.id }));
      expect(made).toMatchObject({ title: 'Second', status: 'Draft', order: 1, productId: set.id });
      expect((await handsOf(set.id)).map((hand) => hand.title)).toEqual(['First', 'Second']);
    });

    it('checks the title (hands.md §9: at most 100) and the handJSON with the engine', async () => {
      const set = await theirSet();
      expectError(
        await upsert({ title: ' ', productId: set.id }),
        'VALIDATION_ERROR',
        'Required field',
      );
      expectError(
        await upsert({ title: '♠'.repeat(101), productId: set.id }),
        'VALIDATION_ERROR',
        'Title must be at most 100 characters',
      );
      answer(await upsert({ title: '♠'.repeat(100), productId: set.id }));
      const { body } = await upsert({ title: 'Broken', productId: set.id, handJSON: '{' });
      expect(body.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
      const wrongSeat = JSON.stringify(sampleHand({ dealer: 'Q' as never }));
      const refused = await upsert({ title: 'Wrong', productId: set.id, handJSON: wrongSeat });
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('VALIDATION_ERROR');
    });

    it('puts a hand in one set or one article, not a collection', async () => {
      const set = await theirSet();
      const collection = await make.product({ priceId, type: 'Collection' });
      expectError(
        await upsert({ title: 'Where?', productId: collection.id }),
        'NOT_FOUND',
        'Hand parent not found',
      );
      expectError(
        await upsert({ title: 'Where?' }),
        'BAD_USER_INPUT',
        'A hand goes into one set or one article',
      );
      const subscription = await make.product({
        priceId,
        type: 'Subscription',
        createdById: publisherId,
      });
      const article = await make.article(subscription.id);
      expectError(
        await upsert({ title: 'Where?', productId: set.id, articleId: article.id }),
        'BAD_USER_INPUT',
        'A hand goes into one set or one article',
      );
      const inArticle = answer(
        await upsert({ title: 'In the article', articleId: article.id }, 'Publisher'),
      );
      expect(inArticle).toMatchObject({ articleId: article.id, productId: null, status: 'Draft' });
    });

    it('moves a hand through hands.md §4, each move by its roles, complete hands only past Draft', async () => {
      const set = await theirSet();
      const draft = answer(await upsert({ title: 'Lead', productId: set.id }, 'Publisher'));
      expect(draft.actions).toEqual(['Edit', 'Preview', 'SendForApproval', 'Delete', 'Reorder']);
      const send = (handJSON: string, who: keyof typeof tokens) =>
        upsert({ id: draft.id, title: 'Lead', status: 'Pending', handJSON }, who);
      expect((await send(DEAL_ONLY, 'Publisher')).body.errors?.[0]?.message).toMatch(
        /^A hand is sent for approval or approved only when complete/,
      );
      const pending = answer(await send(COMPLETE, 'Publisher'));
      expect(pending.status).toBe('Pending');
      // The Publisher sees their Pending hand by its title only; a non-Publisher reviews it.
      expect(pending.actions).toEqual(['Reorder']);
      expectError(
        await upsert(
          { id: draft.id, title: 'Lead, revised', status: 'Pending', handJSON: COMPLETE },
          'Publisher',
        ),
        'FORBIDDEN',
        'This hand can be changed only while it is Draft',
      );
      const approve = (who: keyof typeof tokens) =>
        upsert({ id: draft.id, title: 'Lead', status: 'Approved', handJSON: COMPLETE }, who);
      expectError(await approve('Publisher'), 'FORBIDDEN', FORBIDDEN);
      const approved = answer(await approve('Editor'));
      expect(approved.status).toBe('Approved');
      expect(approved.actions).toEqual(['Edit', 'Preview', 'Reorder']);
      expectError(
        await upsert({ id: draft.id, title: 'Lead', status: 'Pending', handJSON: COMPLETE }),
        'VALIDATION_ERROR',
        'A hand cannot go from Approved to Pending',
      );
      const makeDraft = (who: keyof typeof tokens) =>
        upsert({ id: draft.id, title: 'Lead', status: 'Draft', handJSON: COMPLETE }, who);
      expectError(await makeDraft('Editor'), 'FORBIDDEN', FORBIDDEN);
      const again = answer(await makeDraft('Admin'));
      expect(again.status).toBe('Draft');

      // Pending back to Draft: rejected by a non-Publisher.
      answer(await send(COMPLETE, 'Publisher'));
      const reject = await upsert(
        { id: draft.id, title: 'Lead', status: 'Draft', handJSON: COMPLETE },
        'Editor',
      );
      expect(answer(reject).status).toBe('Draft');
    });

    it('keeps a Publisher to their own sets, and customers and visitors out', async () => {
      const set = await theirSet();
      const hand = answer(await upsert({ title: 'Mine', productId: set.id }, 'Publisher'));
      for (const who of ['other', 'Customer'] as const) {
        expectError(
          await upsert({ title: 'Theirs', productId: set.id }, who),
          'FORBIDDEN',
          FORBIDDEN,
        );
        expectError(
          await api.graphql(
            'mutation ($id: Int!) { deleteHand(id: $id) }',
            { id: hand.id },
            as(who),
          ),
          'FORBIDDEN',
          FORBIDDEN,
        );
      }
      const { body } = await api.graphql(UPSERT_HAND, {
        title: 'Nobody',
        status: 'Draft',
        freeToPlay: false,
        handJSON: DEAL_ONLY,
        productId: set.id,
      });
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      // The list offers the other Publisher nothing.
      expect((await handsOf(set.id, 'other')).every((each) => each.actions.length === 0)).toBe(
        true,
      );
    });

    it('deletes only Drafts, after which the others close up', async () => {
      const set = await theirSet();
      const first = answer(await upsert({ title: 'One', productId: set.id }));
      const approved = await make.hand({ productId: set.id }, { title: 'Two' });
      const third = answer(await upsert({ title: 'Three', productId: set.id }));
      const remove = (id: number) =>
        api.graphql('mutation ($id: Int!) { deleteHand(id: $id) }', { id }, as('Admin'));
      expectError(await remove(approved.id), 'BAD_USER_INPUT', 'Only a Draft hand may be deleted');
      expect((await remove(first.id)).body.data?.deleteHand).toBe(true);
      const left = await handsOf(set.id);
      expect(left.map((hand) => [hand.id, hand.order])).toEqual([
        [approved.id, 0],
        [third.id, 1],
      ]);
    });

    it('moves a hand up and down its list, staying at the ends', async () => {
      const set = await theirSet();
      const titles = ['A', 'B', 'C'];
      const ids: number[] = [];
      for (const title of titles) ids.push(answer(await upsert({ title, productId: set.id })).id);
      const move = async (id: number | undefined, direction: 'Up' | 'Down') => {
        const { body } = await api.graphql(
          'mutation ($id: Int!, $direction: ReorderDirection!) { reorderHand(id: $id, direction: $direction) { title order } }',
          { id, direction },
          as('Publisher'),
        );
        expect(body.errors).toBeUndefined();
        const listed = (body.data?.reorderHand ?? []) as { title: string }[];
        return listed.map((hand) => hand.title).join('');
      };
      expect(await move(ids[2], 'Up')).toBe('ACB');
      expect(await move(ids[0], 'Up')).toBe('ACB');
      expect(await move(ids[0], 'Down')).toBe('CAB');
      expect(await move(ids[1], 'Down')).toBe('CAB');
    });

    it('copies hands as Drafts to the end of another set, titles kept', async () => {
      const from = await theirSet();
      const to = await theirSet();
      const source = await make.hand(
        { productId: from.id },
        { title: 'Squeeze', freeToPlay: true },
      );
      await make.hand({ productId: to.id }, { title: 'Already there' });
      const { body } = await api.graphql(
        'mutation ($to: Int!, $hands: [Int!]!) { duplicateHands(productId: $to, hands: $hands) { title status order freeToPlay } }',
        { to: to.id, hands: [source.id] },
        as('Publisher'),
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.duplicateHands).toEqual([
        { title: 'Squeeze', status: 'Draft', order: 1, freeToPlay: true },
      ]);
      expectError(
        await api.graphql(
          'mutation ($to: Int!) { duplicateHands(productId: $to, hands: [999999]) { id } }',
          { to: to.id },
          as('Publisher'),
        ),
        'NOT_FOUND',
        'Hand not found',
      );
      expectError(
        await api.graphql(
          'mutation ($to: Int!) { duplicateHands(productId: $to, hands: []) { id } }',
          { to: to.id },
          as('Publisher'),
        ),
        'BAD_USER_INPUT',
        'Choose the hands to copy',
      );
    });

    it("records each write on the set's history", async () => {
      const set = await theirSet();
      const hand = answer(await upsert({ title: 'Logged', productId: set.id }, 'Publisher'));
      answer(await upsert({ id: hand.id, title: 'Logged again', productId: set.id }, 'Publisher'));
      const { body } = await api.graphql(
        'query ($id: Int!) { auditLog(entityType: Product, entityId: $id) { operation changes { field before after } } }',
        { id: set.id },
        as('Admin'),
      );
      const entries = body.data?.auditLog as {
        operation: string;
        changes: { field: string; before: string | null; after: string | null }[];
      }[];
      expect(entries.map((entry) => entry.operation)).toEqual(['upsertHand', 'upsertHand']);
      expect(entries[0]?.changes).toContainEqual({
        field: 'handTitle',
        before: '"Logged"',
        after: '"Logged again"',
      });
    });

    it('tells a learner part-way through a hand its author changed to start it again', async () => {
      const set = await theirSet();
      // Stamped 'v1.1' as every save stamps it (hands.md §3), so that a save of the same hand
      // stores the same text.
      const complete = (overrides = {}) =>
        sampleHand({ auctionOnly: true, play: [], version: 'v1.1', ...overrides });
      const hand = await make.hand(
        { productId: set.id },
        { title: 'Changing', freeToPlay: true, hand: complete() },
      );
      const learner = await make.user('Customer');
      const save = await api.graphql(
        'mutation ($id: Int!) { upsertUserHand(handId: $id, status: PartPlayed, step: "auction_2") { handChanged } }',
        { id: hand.id },
        { token: learner.token },
      );
      expect(save.body.data?.upsertUserHand).toEqual({ handChanged: false });
      const progress = async () => {
        const { body } = await api.graphql(
          'query ($id: Int!) { handsByProductIdAndUserId(productId: $id) { userHands { step handChanged } } }',
          { id: set.id },
          { token: learner.token },
        );
        const hands = (body.data?.handsByProductIdAndUserId ?? []) as { userHands: unknown[] }[];
        return hands[0]?.userHands;
      };
      // A new title or the Free box keeps the content: the learner resumes.
      answer(
        await upsert({
          id: hand.id,
          title: 'Changing, renamed',
          status: 'Approved',
          freeToPlay: true,
          handJSON: JSON.stringify(complete()),
        }),
      );
      expect(await progress()).toEqual([{ step: 'auction_2', handChanged: false }]);
      // A new summary is new content: the learner starts again.
      answer(
        await upsert({
          id: hand.id,
          title: 'Changing, renamed',
          status: 'Approved',
          freeToPlay: true,
          handJSON: JSON.stringify(complete({ summary: 'Nothing made, on reflection.' })),
        }),
      );
      expect(await progress()).toEqual([{ step: 'auction_2', handChanged: true }]);
    });
  },
);
