import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { developmentCaptchaVerifier } from '../captcha/development.js';
import type { Database } from '../db/database.js';
import { silentLogger } from '../logging/logger.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, expectError, type GraphqlResponse } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { uploadQuery } from './upload-signature.js';

const SECRET = 'the upload signing key of this test suite';
const PUBLIC_URL = 'https://tenace.test';

const CREATE_UPLOAD_URL = /* GraphQL */ `
  mutation CreateUploadUrl(
    $folder: UploadFolder!
    $fileName: String!
    $contentType: String!
    $size: Int!
    $parentType: HandParentType
    $parentId: Int
  ) {
    createUploadUrl(
      folder: $folder
      fileName: $fileName
      contentType: $contentType
      size: $size
      parentType: $parentType
      parentId: $parentId
    ) {
      url
      path
      fileName
      contentType
      maxBytes
      expiresAt
    }
  }
`;

interface UploadUrl {
  url: string;
  path: string;
  fileName: string;
  contentType: string;
  maxBytes: number;
  expiresAt: string;
}

/** A tiny valid PNG header followed by `size - 8` bytes. */
function png(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

const KB = 1024;

describe.each(testDatabaseTargets())('uploads on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  const folder = mkdtempSync(join(tmpdir(), 'tenace-uploads-test-'));
  let time = Date.parse('2026-05-01T10:00:00Z');
  let app: ReturnType<typeof createApp>['app'];
  let fixture: ReturnType<typeof catalogueFixture>;
  let admin: string;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    ({ app } = createApp({
      database,
      logger: silentLogger,
      environment: 'test',
      publicUrl: PUBLIC_URL,
      trustProxy: false,
      captcha: developmentCaptchaVerifier,
      now: () => new Date(time),
      uploads: { secret: SECRET, storage: createLocalDiskStorage(folder) },
    }));
    fixture = catalogueFixture(createTestApi(database));
    admin = (await fixture.user('Admin')).token;
  });
  afterAll(async () => {
    await drop();
    rmSync(folder, { recursive: true, force: true });
  });

  async function sign(variables: Record<string, unknown>, token = admin): Promise<GraphqlResponse> {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: CREATE_UPLOAD_URL, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphqlResponse['body'] };
  }

  async function signed(variables: Record<string, unknown>): Promise<UploadUrl> {
    const { body } = await sign(variables);
    expect(body.errors).toBeUndefined();
    return body.data?.createUploadUrl as UploadUrl;
  }

  const avatar = { folder: 'avatars', fileName: 'Me.PNG', contentType: 'image/png', size: 2000 };

  /** The signed URL's path and query, as app.request takes them. */
  const local = (url: string) => url.slice(PUBLIC_URL.length);

  function put(url: string, body: RequestInit['body'], headers: Record<string, string> = {}) {
    return app.request(local(url), {
      method: 'PUT',
      headers: { 'content-type': 'image/png', ...headers },
      body,
      ...(body instanceof ReadableStream && { duplex: 'half' }),
    } as RequestInit);
  }

  async function errorOf(response: Response) {
    return { status: response.status, body: await response.json() };
  }

  describe('createUploadUrl', () => {
    it('is for staff only', async () => {
      const anonymous = await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: CREATE_UPLOAD_URL, variables: avatar }),
      });
      expect(await anonymous.json()).toMatchObject({
        errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
      });
      const customer = (await fixture.user('Customer')).token;
      expectError(await sign(avatar, customer), 'FORBIDDEN', 'You are not allowed to do this');
      for (const type of ['Editor', 'Publisher'] as const) {
        const { body } = await sign(avatar, (await fixture.user(type)).token);
        expect(body.errors).toBeUndefined();
      }
    });

    it('signs a picture upload under a random name, for 15 minutes, up to 100 kb', async () => {
      const upload = await signed(avatar);
      expect(upload.path).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
      expect(upload.fileName).toBe(upload.path.split('/').at(-1));
      expect(upload).toMatchObject({
        contentType: 'image/png',
        maxBytes: 100 * KB,
        expiresAt: new Date(time + 15 * 60_000).toISOString(),
      });
      const url = new URL(upload.url);
      expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}${upload.path}`);
      expect([...url.searchParams.keys()]).toEqual([
        'contentType',
        'maxBytes',
        'expires',
        'signature',
      ]);
      for (const [fileName, contentType] of [
        ['photo.jpg', 'image/jpeg'],
        ['photo.jpeg', 'image/jpeg'],
      ] as const) {
        const other = await signed({ ...avatar, folder: 'artwork', fileName, contentType });
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
          await sign({ ...avatar, folder: 'backgrounds', fileName, contentType }),
          'BAD_USER_INPUT',
          'upload error: File must be a png, jpeg, jpg',
        );
      }
    });

    it("refuses a picture over 100 kb with 'File must be a less than 100kb' (admin.md §5, §9)", async () => {
      expect((await sign({ ...avatar, size: 100 * KB })).body.errors).toBeUndefined();
      expectError(
        await sign({ ...avatar, size: 100 * KB + 1 }),
        'BAD_USER_INPUT',
        'upload error: File must be a less than 100kb',
      );
      expectError(
        await sign({ ...avatar, size: 0 }),
        'BAD_USER_INPUT',
        'upload error: The file is empty',
      );
    });

    it('signs a .pbn of a text type up to 1024 KB for a parent, prefixed by its type and id (hands.md)', async () => {
      const set = await fixture.product({ priceId: (await fixture.price()).id });
      const pbn = {
        folder: 'pbns',
        fileName: 'C:\\Club night/Week 3 (final).PBN',
        contentType: 'text/plain',
        size: 1024 * KB,
        parentType: 'Set',
        parentId: set.id,
      };
      const upload = await signed(pbn);
      expect(upload.fileName).toMatch(
        new RegExp(`^Set-${set.id}-[0-9a-f]{8}-Week_3_final_\\.pbn$`),
      );
      expect(upload).toMatchObject({ contentType: 'text/plain', maxBytes: 1024 * KB });
      expect((await signed({ ...pbn, contentType: 'text/x-pbn' })).contentType).toBe('text/x-pbn');

      for (const wrong of [
        { fileName: 'hands.txt' },
        { contentType: 'application/octet-stream' },
      ]) {
        expectError(
          await sign({ ...pbn, ...wrong }),
          'BAD_USER_INPUT',
          'upload error: File must be a pbn',
        );
      }
      expectError(
        await sign({ ...pbn, size: 1024 * KB + 1 }),
        'BAD_USER_INPUT',
        'upload error: File must be a less than 1024kb',
      );
      expectError(
        await sign({ ...pbn, parentType: null }),
        'BAD_USER_INPUT',
        'upload error: A PBN file needs the set, collection or article it is for',
      );
      expectError(
        await sign({ ...pbn, parentId: set.id + 100_000 }),
        'NOT_FOUND',
        'Hand parent not found',
      );
    });
  });

  describe('PUT /uploads/<folder>/<name>', () => {
    it('stores the file once, and GET serves it as the picture it is', async () => {
      const upload = await signed(avatar);
      const bytes = png(2000);
      const stored = await put(upload.url, bytes);
      expect(stored.status).toBe(201);
      expect(await stored.json()).toEqual({ path: upload.path, fileName: upload.fileName });

      const served = await app.request(upload.path);
      expect(served.status).toBe(200);
      expect(Object.fromEntries(served.headers)).toMatchObject({
        'content-type': 'image/png',
        'content-length': '2000',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
        'cache-control': 'public, max-age=31536000, immutable',
      });
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);

      expect(await errorOf(await put(upload.url, png(10)))).toEqual({
        status: 409,
        body: { error: 'upload error: This file has already been uploaded' },
      });
    });

    it('refuses a URL whose signature, folder, name, type or size was changed', async () => {
      const upload = await signed(avatar);
      const url = new URL(upload.url);
      const tampered = [
        upload.url.replace(/signature=[^&]+/, 'signature=AAAA'),
        upload.url.replace('maxBytes=102400', 'maxBytes=1024000'),
        upload.url.replace('/avatars/', '/artwork/'),
        upload.url.replace('.png?', '.jpg?'),
        upload.url.replace('contentType=image%2Fpng', 'contentType=text%2Fhtml'),
        `${url.origin}${url.pathname}`,
        upload.url.replace('/avatars/', '/secrets/'),
      ];
      for (const link of tampered) {
        expect(await errorOf(await put(link, png(100)))).toEqual({
          status: 403,
          body: { error: 'upload error: The upload link is not valid' },
        });
      }
    });

    it('refuses an expired URL', async () => {
      const upload = await signed(avatar);
      time += 15 * 60_000;
      try {
        expect(await errorOf(await put(upload.url, png(100)))).toEqual({
          status: 403,
          body: { error: 'upload error: The upload link has expired' },
        });
      } finally {
        time -= 15 * 60_000;
      }
    });

    it('refuses another Content-Type than the signed one', async () => {
      const upload = await signed(avatar);
      expect(
        await errorOf(await put(upload.url, png(100), { 'content-type': 'text/html' })),
      ).toEqual({
        status: 415,
        body: { error: 'upload error: File must be a png, jpeg, jpg' },
      });
    });

    it('refuses a file that is not what its type says', async () => {
      const upload = await signed(avatar);
      const gif = new TextEncoder().encode('GIF89a and the rest of a gif');
      expect(await errorOf(await put(upload.url, gif))).toEqual({
        status: 415,
        body: { error: 'upload error: File must be a png, jpeg, jpg' },
      });
      const jpeg = await signed({ ...avatar, fileName: 'a.jpg', contentType: 'image/jpeg' });
      expect(
        await errorOf(await put(jpeg.url, png(100), { 'content-type': 'image/jpeg' })),
      ).toEqual({ status: 415, body: { error: 'upload error: File must be a png, jpeg, jpg' } });
      expect(await errorOf(await put(upload.url, new Uint8Array([0x89, 0x50])))).toEqual({
        status: 415,
        body: { error: 'upload error: File must be a png, jpeg, jpg' },
      });
    });

    it('refuses an empty file', async () => {
      const upload = await signed(avatar);
      expect(await errorOf(await put(upload.url, null))).toEqual({
        status: 400,
        body: { error: 'upload error: The file is empty' },
      });
    });

    it('refuses a declared length over the limit before reading the body', async () => {
      const upload = await signed(avatar);
      expect(
        await errorOf(await put(upload.url, png(100), { 'content-length': String(100 * KB + 1) })),
      ).toEqual({ status: 413, body: { error: 'upload error: File must be a less than 100kb' } });
    });

    it('refuses a streamed body as soon as it passes 100 kb, reading no further, storing nothing', async () => {
      const upload = await signed(avatar);
      const before = readdirSync(join(folder, 'avatars'));
      let pulled = 0;
      const chunk = 30 * KB;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 1;
          controller.enqueue(pulled === 1 ? png(chunk) : new Uint8Array(chunk));
          if (pulled === 100) controller.close();
        },
      });
      expect(await errorOf(await put(upload.url, body))).toEqual({
        status: 413,
        body: { error: 'upload error: File must be a less than 100kb' },
      });
      // 4 chunks of 30 KB pass 100 KB; the stream may have queued one more ahead.
      expect(pulled).toBeLessThanOrEqual(6);
      expect(readdirSync(join(folder, 'avatars'))).toEqual(before);
    });

    it('accepts exactly 100 kb', async () => {
      const upload = await signed({ ...avatar, size: 100 * KB });
      expect((await put(upload.url, png(100 * KB))).status).toBe(201);
    });

    it('stores a PBN file, which GET does not serve', async () => {
      const set = await fixture.product({ priceId: (await fixture.price()).id });
      const upload = await signed({
        folder: 'pbns',
        fileName: 'club.pbn',
        contentType: 'text/plain',
        size: 30,
        parentType: 'Set',
        parentId: set.id,
      });
      const text = '[Event "Club night"]\n[Board "1"]\n';
      const stored = await put(upload.url, text, { 'content-type': 'text/plain; charset=utf-8' });
      expect(stored.status).toBe(201);
      expect(readdirSync(join(folder, 'pbns'))).toContain(upload.fileName);
      expect((await app.request(upload.path)).status).toBe(404);
    });
  });

  describe('GET /uploads/<folder>/<name>', () => {
    it('serves nothing outside the stored pictures', async () => {
      for (const path of [
        '/uploads/avatars/0123456789abcdef0123456789abcdef.png',
        '/uploads/avatars/..%2F..%2Fetc%2Fpasswd',
        '/uploads/avatars/%2e%2e',
        '/uploads/../package.json',
        '/uploads/secrets/0123456789abcdef0123456789abcdef.png',
        '/uploads/avatars/.0123456789abcdef0123456789abcdef.partial',
      ]) {
        expect((await app.request(path)).status, path).toBe(404);
      }
    });
  });

  it('a signature made with another key is refused', async () => {
    const grant = {
      key: 'avatars/0123456789abcdef0123456789abcdef.png',
      contentType: 'image/png',
      maxBytes: 100 * KB,
      expires: Math.floor(time / 1000) + 60,
    };
    const query = uploadQuery('somebody else’s key', grant);
    expect((await put(`${PUBLIC_URL}/uploads/${grant.key}?${query}`, png(100))).status).toBe(403);
    const ours = uploadQuery(SECRET, grant);
    expect((await put(`${PUBLIC_URL}/uploads/${grant.key}?${ours}`, png(100))).status).toBe(201);
  });
});
