import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type GraphqlResponse } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { openUploadApi, png, type UploadUrl } from '../uploads/uploads.testkit.js';

const UPSERT_AUTHOR = /* GraphQL */ `
  mutation ($input: AuthorInput!) {
    upsertAuthor(input: $input) {
      id firstName lastName fullName language bio royaltyPercentage avatarPath backgroundImagePath
      authorLinks { linkType linkUrl }
    }
  }
`;

const AUTHOR_HISTORY = /* GraphQL */ `
  query ($id: Int!) {
    auditLog(entityType: Author, entityId: $id) {
      operation actor { fullName } changes { field before after }
    }
  }
`;

const STORE_AUTHORS = /* GraphQL */ `{ authors { id fullName avatarPath authorLinks { linkType linkUrl } } }`;

interface HistoryEntry {
  operation: string;
  changes: { field: string; before: string | null; after: string | null }[];
}

/** The audit entries of an AUTHOR_HISTORY answer, newest first. */
const historyOf = (response: Pick<GraphqlResponse, 'body'>): HistoryEntry[] =>
  (response.body.data?.auditLog ?? []) as HistoryEntry[];

interface AuthorAnswer {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  language: string;
  bio: string;
  royaltyPercentage: number | null;
  avatarPath: string;
  backgroundImagePath: string | null;
  authorLinks: { linkType: string; linkUrl: string }[];
}

describe.each(testDatabaseTargets())('upsertAuthor on $name (admin.md §5, §7)', (target) => {
  let api: Awaited<ReturnType<typeof openUploadApi>>;
  let avatar = '';
  let background = '';
  beforeAll(async () => {
    api = await openUploadApi(target);
    avatar = await picture('avatars');
    background = await picture('backgrounds');
  });
  afterAll(() => api.close());

  /** Uploads a small picture to `folder` as the Admin; answers where it is served. */
  async function picture(folder: string): Promise<string> {
    const file = png(2000);
    const upload: UploadUrl = await api.started({
      folder,
      fileName: 'face.png',
      contentType: 'image/png',
      size: file.length,
    });
    const receipts = await api.sendParts(upload, file);
    const { body } = await api.complete(upload.uploadId, receipts);
    expect(body.errors).toBeUndefined();
    return upload.path;
  }

  const form = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Ann',
    lastName: 'Lee',
    language: 'enGB',
    bio: 'Teaches defence at the club.',
    royaltyPercentage: 15,
    avatarPath: avatar,
    backgroundImagePath: null,
    links: [],
    ...overrides,
  });

  const upsert = (input: Record<string, unknown>, token: string | null = api.admin) =>
    api.graphql(UPSERT_AUTHOR, { input }, token);

  const upserted = (response: GraphqlResponse): AuthorAnswer => {
    expect(response.body.errors).toBeUndefined();
    return response.body.data?.upsertAuthor as AuthorAnswer;
  };

  it('creates an author with an avatar, a background and two links, shown in the store at once', async () => {
    const links = [
      { linkType: 'Website', linkUrl: 'https://ann.example' },
      { linkType: 'BBO', linkUrl: ' https://bbo.example/ann ' },
    ];
    const author = upserted(
      await upsert(form({ firstName: ' Ann ', backgroundImagePath: background, links })),
    );
    expect(author).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      fullName: 'Ann Lee',
      language: 'enGB',
      royaltyPercentage: 15,
      avatarPath: avatar,
      backgroundImagePath: background,
      authorLinks: [
        { linkType: 'Website', linkUrl: 'https://ann.example' },
        { linkType: 'BBO', linkUrl: 'https://bbo.example/ann' },
      ],
    });

    const { body } = await api.graphql(STORE_AUTHORS, {}, null);
    expect(body.data?.authors).toContainEqual({
      id: author.id,
      fullName: 'Ann Lee',
      avatarPath: avatar,
      authorLinks: author.authorLinks,
    });

    const history = await api.graphql(AUTHOR_HISTORY, { id: author.id });
    expect(history.body.errors).toBeUndefined();
    const [entry] = historyOf(history);
    expect(entry?.operation).toBe('upsertAuthor');
    expect(entry?.changes).toContainEqual({ field: 'firstName', before: null, after: '"Ann"' });
    expect(entry?.changes).toContainEqual({
      field: 'links',
      before: null,
      after: JSON.stringify(['Website https://ann.example', 'BBO https://bbo.example/ann']),
    });
  });

  it('changes an author: the links are replaced, an unchanged avatar stays, the log keeps both', async () => {
    const created = upserted(
      await upsert(form({ links: [{ linkType: 'Email', linkUrl: 'mailto:ann@example.com' }] })),
    );
    const changed = upserted(
      await upsert(
        form({
          id: created.id,
          lastName: 'Lee-Smith',
          royaltyPercentage: 0,
          links: [{ linkType: 'YouTube', linkUrl: 'https://youtube.example/ann' }],
        }),
      ),
    );
    expect(changed).toMatchObject({
      id: created.id,
      fullName: 'Ann Lee-Smith',
      royaltyPercentage: 0,
      authorLinks: [{ linkType: 'YouTube', linkUrl: 'https://youtube.example/ann' }],
    });
    const { body } = await api.graphql(AUTHOR_HISTORY, { id: created.id });
    const [latest] = historyOf({ body });
    expect(latest?.changes).toEqual(
      expect.arrayContaining([
        { field: 'lastName', before: '"Lee"', after: '"Lee-Smith"' },
        { field: 'royaltyPercentage', before: '15', after: '0' },
      ]),
    );
    expect(latest?.changes.map((change) => change.field)).not.toContain('avatarPath');
  });

  it("refuses admin.md §5's broken rules with its messages, and writes nothing", async () => {
    const before = (await api.graphql(STORE_AUTHORS, {}, null)).body.data?.authors;
    expectError(
      await upsert(form({ avatarPath: '' })),
      'VALIDATION_ERROR',
      'Avatar is a required field',
    );
    expectError(
      await upsert(form({ firstName: ' ' })),
      'VALIDATION_ERROR',
      'First name is required',
    );
    expectError(
      await upsert(form({ bio: 'x'.repeat(1001) })),
      'VALIDATION_ERROR',
      'Bio must be at most 1000 characters',
    );
    expectError(
      await upsert(
        form({ links: [{ linkType: 'Website', linkUrl: `https://${'x'.repeat(248)}` }] }),
      ),
      'VALIDATION_ERROR',
      'Link URL must be at most 255 characters',
    );
    expectError(
      await upsert(form({ links: [{ linkType: 'Website', linkUrl: ' ' }] })),
      'VALIDATION_ERROR',
      'Required field',
    );
    expectError(
      await upsert(
        form({
          links: [
            { linkType: 'Website', linkUrl: 'https://a.example' },
            { linkType: 'Website', linkUrl: 'https://b.example' },
          ],
        }),
      ),
      'VALIDATION_ERROR',
      'Each kind of link may be given once',
    );
    expectError(
      await upsert(form({ royaltyPercentage: 101 })),
      'VALIDATION_ERROR',
      'Royalty percentage must be at most 100',
    );
    expectError(
      await upsert(form({ royaltyPercentage: -1 })),
      'VALIDATION_ERROR',
      'Royalty percentage must be at least 0',
    );
    expectError(await upsert(form({ id: 999_999 })), 'NOT_FOUND', 'Author not found');
    expect((await api.graphql(STORE_AUTHORS, {}, null)).body.data?.authors).toEqual(before);
  });

  it('takes only pictures uploaded to their own folders', async () => {
    for (const avatarPath of [
      '/uploads/avatars/0123456789abcdef0123456789abcdef.png',
      background,
      'https://elsewhere.example/me.png',
      '/uploads/avatars/../secrets.png',
    ]) {
      expectError(
        await upsert(form({ avatarPath })),
        'VALIDATION_ERROR',
        'The avatar must be a picture uploaded to avatars',
      );
    }
    expectError(
      await upsert(form({ backgroundImagePath: avatar })),
      'VALIDATION_ERROR',
      'The background must be a picture uploaded to backgrounds',
    );
  });

  it('is the Admin’s alone', async () => {
    for (const type of ['Editor', 'Publisher', 'Customer'] as const) {
      const { token } = await api.fixture.user(type);
      expectError(await upsert(form(), token), 'FORBIDDEN', 'You are not allowed to do this');
    }
    const { body } = await upsert(form(), null);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
