import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../../testing/test-database.testkit.js';
import { openUploadApi, type UploadUrl } from '../../uploads/uploads.testkit.js';

/** Baker Bridge's transfers lesson: 25 commented boards (../shared/corpus, read in place). */
const TRANSFERS = fileURLToPath(
  new URL(
    '../../../../../shared/corpus/pbn/Rick-Wilson__Baker-Bridge/Package/Transfers.pbn',
    import.meta.url,
  ),
);

/** Three boards of a club's lesson: the second has an unreadable call in its auction. */
const LESSON = [
  '% PBN 2.1',
  '[Event "Club lesson"]',
  '[Board "1"]',
  '[Dealer "N"]',
  '[Vulnerable "None"]',
  '[Deal "N:AKQ2.J83.T9.K542 JT98.AK2.KQ5.T97 7654.QT9.AJ8.AJ8 3.7654.76432.Q63"]',
  '[Auction "N"]',
  '1C {Open your longest minor} Pass 1D Pass',
  '1S Pass 2NT Pass',
  '3NT AP',
  '',
  '[Event "Club lesson"]',
  '[Board "2"]',
  '[Dealer "E"]',
  '[Vulnerable "NS"]',
  '[Deal "N:AKQ2.J83.T9.K542 JT98.AK2.KQ5.T97 7654.QT9.AJ8.AJ8 3.7654.76432.Q63"]',
  '[Auction "E"]',
  '1NT Pass 9Z Pass',
  '',
  '[Event "Club lesson"]',
  '[Board "3"]',
  '[Dealer "S"]',
  '[Vulnerable "All"]',
  '[Deal "N:AKQ2.J83.T9.K542 JT98.AK2.KQ5.T97 7654.QT9.AJ8.AJ8 3.7654.76432.Q63"]',
  '',
].join('\n');

const PBN_BY_FILENAME = /* GraphQL */ `
  query ($filename: String!) {
    pbnByFilename(filename: $filename) {
      id filename name status error parentType parentId
      games { position title handId problems { line column code severity message } }
    }
  }
`;

const PBNS_BY_PRODUCT_ID = /* GraphQL */ `
  query ($productId: Int!) { pbnsByProductId(productId: $productId) { filename status games { title } } }
`;

const HANDS_OF_SET = /* GraphQL */ `
  query ($parentId: Int!) {
    handsByParentId(parentId: $parentId, parentType: Set) { id title status order handJSON }
  }
`;

const FORBIDDEN = 'You are not allowed to do this';

interface PbnUpload {
  id: number;
  filename: string;
  status: string;
  error: string | null;
  parentType: string;
  parentId: number;
  games: {
    position: number;
    title: string;
    handId: number | null;
    problems: { line: number; column: number; code: string; severity: string; message: string }[];
  }[];
}

describe.each(testDatabaseTargets())('PBN upload into a set on $name (hands.md §4)', (target) => {
  let api: Awaited<ReturnType<typeof openUploadApi>>;
  beforeAll(async () => {
    api = await openUploadApi(target);
  });
  afterAll(() => api.close());

  const aSet = async (createdById: number | null = null) =>
    api.fixture.product({ priceId: (await api.fixture.price()).id, createdById });

  /** Uploads `text` as `name` into the parent, as `token`'s user; answers the stored name. */
  async function upload(
    text: string | Uint8Array,
    parent: { parentType: 'Set' | 'Article'; parentId: number },
    token: string = api.admin,
  ): Promise<string> {
    const bytes = typeof text === 'string' ? new TextEncoder().encode(text) : text;
    const { body } = await api.graphql(
      /* GraphQL */ `mutation ($parentType: HandParentType, $parentId: Int, $size: Int!) {
        createUploadUrl(folder: pbns, fileName: "lesson.pbn", contentType: "text/plain", size: $size,
          parentType: $parentType, parentId: $parentId) { uploadId parts { number url size } fileName }
      }`,
      { ...parent, size: bytes.length },
      token,
    );
    expect(body.errors).toBeUndefined();
    const opened = body.data?.createUploadUrl as UploadUrl;
    const receipts: string[] = [];
    let start = 0;
    for (const part of opened.parts) {
      const response = await api.put(part.url, bytes.slice(start, start + part.size), {
        'content-type': 'text/plain',
      });
      start += part.size;
      receipts.push(((await response.json()) as { receipt: string }).receipt);
    }
    const completed = await api.complete(opened.uploadId, receipts, token);
    expect(completed.body.errors).toBeUndefined();
    return opened.fileName;
  }

  const record = async (filename: string, token: string = api.admin) => {
    const { body } = await api.graphql(PBN_BY_FILENAME, { filename }, token);
    expect(body.errors).toBeUndefined();
    return body.data?.pbnByFilename as PbnUpload | null;
  };

  const handsOf = async (setId: number) => {
    const { body } = await api.graphql(HANDS_OF_SET, { parentId: setId });
    expect(body.errors).toBeUndefined();
    return body.data?.handsByParentId as {
      id: number;
      title: string;
      status: string;
      order: number;
      handJSON: string;
    }[];
  };

  /** Runs the queued jobs until none is due. */
  const runJobs = async () => {
    while (await api.jobs.runNext()) {}
  };

  it('records the upload as Processing, then makes one Draft hand per game after the set’s hands', async () => {
    const set = await aSet();
    const existing = await api.fixture.hand({ productId: set.id }, { title: 'Already here' });
    const filename = await upload(LESSON, { parentType: 'Set', parentId: set.id });
    expect(await record(filename)).toMatchObject({
      filename,
      name: 'lesson.pbn',
      status: 'Processing',
      error: null,
      parentType: 'Set',
      parentId: set.id,
      games: [],
    });

    await runJobs();
    const done = await record(filename);
    expect(done?.status).toBe('Complete');
    expect(done?.games.map((game) => [game.position, game.title])).toEqual([
      [0, 'Club lesson – Board 1'],
      [1, 'Club lesson – Board 2'],
      [2, 'Club lesson – Board 3'],
    ]);
    const hands = await handsOf(set.id);
    expect(hands.map((hand) => [hand.title, hand.status, hand.order])).toEqual([
      ['Already here', 'Approved', 0],
      ['Club lesson – Board 1', 'Draft', 1],
      ['Club lesson – Board 2', 'Draft', 2],
      ['Club lesson – Board 3', 'Draft', 3],
    ]);
    expect(hands[0]?.id).toBe(existing.id);
    expect(done?.games.map((game) => game.handId)).toEqual(hands.slice(1).map((hand) => hand.id));

    // The commentary goes with its call (docs/pbn-conversion.md), the hand is stamped v1.1.
    const first = JSON.parse(hands[1]?.handJSON ?? '{}');
    expect(first.version).toBe('v1.1');
    expect(first.deal).toHaveLength(52);
    expect(first.auction[0]).toMatchObject({ seat: 'N', value: '1C' });
    expect(JSON.stringify(first.auction[0].comments)).toContain('Open your longest minor');
    expect(first.contract).toMatchObject({ level: 3, denomination: 'NT' });

    // The unreadable call is reported where it is written in the file: line 18, column 10.
    expect(done?.games[0]?.problems).toEqual([]);
    expect(done?.games[1]?.problems).toContainEqual({
      line: 18,
      column: 10,
      code: 'BAD_CALL',
      severity: 'error',
      message: '9Z is not a call; the auction is read up to here',
    });
  });

  it('converts a file once, however often its job runs (a restart during conversion)', async () => {
    const set = await aSet();
    const filename = await upload(LESSON, { parentType: 'Set', parentId: set.id });
    await runJobs();
    const converted = await record(filename);
    expect(converted?.status).toBe('Complete');
    // The same job run again (its runner died after the work, before recording it as done).
    const payload = { uploadId: converted?.id };
    await api.services.pbnImport.convertJob(payload);
    expect(await record(filename)).toEqual(converted);
    expect(await handsOf(set.id)).toHaveLength(3);
  });

  it('converts a real teaching file of 25 boards, listing the set’s uploads newest first', async () => {
    const set = await aSet();
    const first = await upload(LESSON, { parentType: 'Set', parentId: set.id });
    const transfers = await upload(readFileSync(TRANSFERS), {
      parentType: 'Set',
      parentId: set.id,
    });
    await runJobs();
    const done = await record(transfers);
    expect(done?.status).toBe('Complete');
    expect(done?.games).toHaveLength(25);
    expect(done?.games[0]?.title).toBe('Baker Bridge - Jacoby Transfers – Board 1');
    expect(await handsOf(set.id)).toHaveLength(28);

    const { body } = await api.graphql(PBNS_BY_PRODUCT_ID, { productId: set.id });
    expect(body.errors).toBeUndefined();
    const listed = body.data?.pbnsByProductId as { filename: string; games: unknown[] }[];
    expect(listed.map((item) => [item.filename, item.games.length])).toEqual([
      [transfers, 25],
      [first, 3],
    ]);
  });

  it('fails a file with no games, saying why, and makes no hand', async () => {
    const set = await aSet();
    const filename = await upload('% just a comment line\n', {
      parentType: 'Set',
      parentId: set.id,
    });
    await runJobs();
    const failed = await record(filename);
    expect(failed?.status).toBe('Failed');
    expect(failed?.error).toMatch(/\S/);
    expect(failed?.games).toEqual([]);
    expect(await handsOf(set.id)).toEqual([]);
  });

  it('lets a Publisher upload into their own set and read it; not into or of another’s', async () => {
    const publisher = await api.fixture.user('Publisher');
    const other = await api.fixture.user('Publisher');
    const customer = await api.fixture.user('Customer');
    const theirs = await aSet(publisher.user.id);
    const filename = await upload(
      LESSON,
      { parentType: 'Set', parentId: theirs.id },
      publisher.token,
    );
    await runJobs();
    expect((await record(filename, publisher.token))?.status).toBe('Complete');

    for (const token of [other.token, customer.token]) {
      expectError(await api.graphql(PBN_BY_FILENAME, { filename }, token), 'FORBIDDEN', FORBIDDEN);
      expectError(
        await api.graphql(PBNS_BY_PRODUCT_ID, { productId: theirs.id }, token),
        'FORBIDDEN',
        FORBIDDEN,
      );
    }
    const { body: visitor } = await api.graphql(PBN_BY_FILENAME, { filename }, null);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const { body } = await api.graphql(
      PBNS_BY_PRODUCT_ID,
      { productId: theirs.id },
      (await api.fixture.user('Editor')).token,
    );
    expect(body.errors).toBeUndefined();
  });

  it('answers the latest uploads, at most the limit asked for (1 to 20)', async () => {
    const set = await aSet();
    const names: string[] = [];
    for (let count = 0; count < 3; count += 1) {
      names.unshift(await upload(LESSON, { parentType: 'Set', parentId: set.id }));
      api.clock.time += 1000;
    }
    const latest = await api.graphql(
      /* GraphQL */ `query ($productId: Int!) { pbnsByProductId(productId: $productId, limit: 2) { filename } }`,
      { productId: set.id },
    );
    expect(latest.body.data?.pbnsByProductId).toEqual(
      names.slice(0, 2).map((filename) => ({ filename })),
    );
    for (const limit of [0, 21]) {
      expectError(
        await api.graphql(
          /* GraphQL */ `query ($productId: Int!, $limit: Int) { pbnsByProductId(productId: $productId, limit: $limit) { filename } }`,
          { productId: set.id, limit },
        ),
        'BAD_USER_INPUT',
        'The limit must be from 1 to 20',
      );
    }
  });

  it('answers null for a name no upload has, and NOT_FOUND for a parent that is not a set', async () => {
    expect(await record('Set-1-00000000-nothing.pbn')).toBeNull();
    expectError(
      await api.graphql(PBNS_BY_PRODUCT_ID, { productId: 999_999 }),
      'NOT_FOUND',
      'Hand parent not found',
    );
  });

  it('takes a PBN into an article, its hands Draft in the article', async () => {
    const subscription = await api.fixture.product({
      priceId: (await api.fixture.price()).id,
      type: 'Subscription',
    });
    const article = await api.fixture.article(subscription.id);
    const filename = await upload(LESSON, { parentType: 'Article', parentId: article.id });
    await runJobs();
    expect(await record(filename)).toMatchObject({
      status: 'Complete',
      parentType: 'Article',
      parentId: article.id,
    });
    const { body } = await api.graphql(
      /* GraphQL */ `query ($articleId: Int!) { pbnsByArticleId(articleId: $articleId) { games { handId } } }`,
      { articleId: article.id },
    );
    expect(body.errors).toBeUndefined();
    const listed = body.data?.pbnsByArticleId as { games: { handId: number }[] }[];
    expect(listed.map((item) => item.games.length)).toEqual([3]);
  });
});
