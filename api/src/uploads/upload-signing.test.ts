import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { AVATAR, KB, openUploadApi } from './uploads.testkit.js';

const avatar = { ...AVATAR, size: 2000 };

describe.each(testDatabaseTargets())('createUploadUrl on $name', (target) => {
  let api: Awaited<ReturnType<typeof openUploadApi>>;
  beforeAll(async () => {
    api = await openUploadApi(target);
  });
  afterAll(() => api.close());

  it('is for staff only, like completeUpload and abortUpload', async () => {
    const upload = await api.started(avatar);
    const customer = (await api.fixture.user('Customer')).token;
    for (const call of [
      (token: string | null) => api.start(avatar, token),
      (token: string | null) => api.complete(upload.uploadId, [], token),
      (token: string | null) => api.abort(upload.uploadId, token),
    ]) {
      expectError(await call(customer), 'FORBIDDEN', 'You are not allowed to do this');
      expect((await call(null)).body.errors?.[0]?.extensions).toMatchObject({
        code: 'UNAUTHENTICATED',
      });
    }
    for (const type of ['Editor', 'Publisher'] as const) {
      const { body } = await api.start(avatar, (await api.fixture.user(type)).token);
      expect(body.errors).toBeUndefined();
    }
  });

  it('signs a picture upload under a random name, for 15 minutes, up to 100 kb, in one part', async () => {
    const upload = await api.started(avatar);
    expect(upload.path).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    expect(upload.fileName).toBe(upload.path.split('/').at(-1));
    expect(upload).toMatchObject({
      contentType: 'image/png',
      maxBytes: 100 * KB,
      partSize: 5_242_880,
      expiresAt: new Date(api.clock.time + 15 * 60_000).toISOString(),
    });
    expect(upload.parts).toHaveLength(1);
    expect(upload.parts[0]).toMatchObject({ number: 1, size: 2000 });
    const url = new URL(upload.parts[0]?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`https://tenace.test${upload.path}`);
    expect([...url.searchParams.keys()]).toEqual([
      'uploadId',
      'part',
      'bytes',
      'contentType',
      'expires',
      'signature',
    ]);
    for (const [fileName, contentType] of [
      ['photo.jpg', 'image/jpeg'],
      ['photo.jpeg', 'image/jpeg'],
    ] as const) {
      const other = await api.started({ ...avatar, folder: 'artwork', fileName, contentType });
      expect(other.contentType).toBe('image/jpeg');
    }
  });

  it("refuses other picture types with 'File must be a png, jpeg, jpg' (admin.md §5)", async () => {
    for (const [fileName, contentType] of [
      ['photo.gif', 'image/gif'],
      ['photo.png', 'image/jpeg'],
      ['photo.svg', 'image/svg+xml'],
      ['png', 'image/png'],
    ]) {
      expectError(
        await api.start({ ...avatar, folder: 'backgrounds', fileName, contentType }),
        'BAD_USER_INPUT',
        'upload error: File must be a png, jpeg, jpg',
      );
    }
  });

  it("refuses a picture over 100 kb with 'File must be a less than 100kb' (admin.md §5, §9)", async () => {
    expect((await api.start({ ...avatar, size: 100 * KB })).body.errors).toBeUndefined();
    expectError(
      await api.start({ ...avatar, size: 100 * KB + 1 }),
      'BAD_USER_INPUT',
      'upload error: File must be a less than 100kb',
    );
    expectError(
      await api.start({ ...avatar, size: 0 }),
      'BAD_USER_INPUT',
      'upload error: The file is empty',
    );
  });

  it('signs a .pbn of a text type up to 1024 KB for a parent, prefixed by its type and id (hands.md)', async () => {
    const set = await api.fixture.product({ priceId: (await api.fixture.price()).id });
    const pbn = {
      folder: 'pbns',
      fileName: 'C:\\Club night/Week 3 (final).PBN',
      contentType: 'text/plain',
      size: 1024 * KB,
      parentType: 'Set',
      parentId: set.id,
    };
    const upload = await api.started(pbn);
    expect(upload.fileName).toMatch(new RegExp(`^Set-${set.id}-[0-9a-f]{8}-Week_3_final_\\.pbn$`));
    expect(upload).toMatchObject({ contentType: 'text/plain', maxBytes: 1024 * KB });
    expect((await api.started({ ...pbn, contentType: 'text/x-pbn' })).contentType).toBe(
      'text/x-pbn',
    );

    for (const wrong of [{ fileName: 'hands.txt' }, { contentType: 'application/octet-stream' }]) {
      expectError(
        await api.start({ ...pbn, ...wrong }),
        'BAD_USER_INPUT',
        'upload error: File must be a pbn',
      );
    }
    expectError(
      await api.start({ ...pbn, size: 1024 * KB + 1 }),
      'BAD_USER_INPUT',
      'upload error: File must be a less than 1024kb',
    );
    expectError(
      await api.start({ ...pbn, parentType: null }),
      'BAD_USER_INPUT',
      'upload error: A PBN file needs the set or article it is for',
    );
    expectError(
      await api.start({ ...pbn, parentType: 'Collection' }),
      'BAD_USER_INPUT',
      'upload error: A PBN file goes into a set or an article, not a collection',
    );
    expectError(
      await api.start({ ...pbn, parentId: set.id + 100_000 }),
      'NOT_FOUND',
      'Hand parent not found',
    );
  });
});
