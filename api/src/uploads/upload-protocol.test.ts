import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../testing/test-api.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { partQuery } from './upload-signature.js';
import {
  AVATAR,
  KB,
  openUploadApi,
  png,
  refusalOf,
  UPLOADS_SECRET,
  type UploadUrl,
} from './uploads.testkit.js';

/** A part size small enough that a 100 kb picture goes in three parts (40, 40 and 20 KB). */
const SMALL_PART = 40 * KB;

describe.each(testDatabaseTargets())('the upload protocol on $name', (target) => {
  let api: Awaited<ReturnType<typeof openUploadApi>>;
  beforeAll(async () => {
    api = await openUploadApi(target, SMALL_PART);
  });
  afterAll(() => api.close());

  /** Every file in the storage folder, open uploads' parts included. */
  const storedFiles = () =>
    readdirSync(api.folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(api.folder.length + 1)}/${entry.name}`)
      .sort();

  async function served(path: string): Promise<Uint8Array> {
    const response = await api.app.request(path);
    expect(response.status).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  }

  const started = (size: number, more: Record<string, unknown> = {}) =>
    api.started({ ...AVATAR, size, ...more });

  it('takes a picture in parts sent one at a time, stores it whole on completion, serves it', async () => {
    const file = png(100 * KB);
    const upload = await started(file.length);
    expect(upload.partSize).toBe(SMALL_PART);
    expect(upload.parts.map((part) => [part.number, part.size])).toEqual([
      [1, SMALL_PART],
      [2, SMALL_PART],
      [3, 20 * KB],
    ]);
    const receipts = await api.sendParts(upload, file);
    expect((await api.app.request(upload.path)).status, 'not before completion').toBe(404);

    const { body } = await api.complete(upload.uploadId, receipts.toReversed());
    expect(body.errors).toBeUndefined();
    expect(body.data?.completeUpload).toEqual({ path: upload.path, fileName: upload.fileName });
    expect(await served(upload.path)).toEqual(file);
    const response = await api.app.request(upload.path);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(100 * KB),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cache-control': 'public, max-age=31536000, immutable',
    });

    expectError(
      await api.complete(upload.uploadId, receipts),
      'BAD_USER_INPUT',
      'upload error: This upload is finished or was cancelled',
    );
    expect(
      await refusalOf(await api.put(upload.parts[0]?.url ?? '', file.slice(0, SMALL_PART))),
    ).toEqual({
      status: 409,
      body: { error: 'upload error: This upload is finished or was cancelled' },
    });
    expect(await served(upload.path)).toEqual(file);
  });

  it('completes only when every part is in, each once', async () => {
    const file = png(90 * KB);
    const upload = await started(file.length);
    const [first, second, third] = upload.parts;
    const receiptOf = async (index: number) => {
      const part = upload.parts[index];
      const response = await api.put(
        part?.url ?? '',
        file.slice(index * SMALL_PART, index * SMALL_PART + (part?.size ?? 0)),
      );
      return ((await response.json()) as { receipt: string }).receipt;
    };
    expect([first?.size, second?.size, third?.size]).toEqual([SMALL_PART, SMALL_PART, 10 * KB]);
    const receipts = [await receiptOf(0), await receiptOf(2)];
    for (const handedIn of [receipts, [receipts[0] ?? '', receipts[0] ?? '', receipts[1] ?? '']]) {
      expectError(
        await api.complete(upload.uploadId, handedIn),
        'BAD_USER_INPUT',
        'upload error: A part of the file has not been uploaded',
      );
    }
    expect((await api.app.request(upload.path)).status).toBe(404);

    receipts.push(await receiptOf(1));
    expect((await api.complete(upload.uploadId, receipts)).body.errors).toBeUndefined();
    expect(await served(upload.path)).toEqual(file);
  });

  it('drops an aborted upload and its parts', async () => {
    const before = storedFiles();
    const file = png(50 * KB);
    const upload = await started(file.length);
    const receipts = await api.sendParts(upload, file);
    expect(storedFiles().length).toBeGreaterThan(before.length);

    expect((await api.abort(upload.uploadId)).body.data?.abortUpload).toBe(true);
    expect(storedFiles()).toEqual(before);
    expectError(
      await api.complete(upload.uploadId, receipts),
      'BAD_USER_INPUT',
      'upload error: This upload is finished or was cancelled',
    );
    expect(
      await refusalOf(await api.put(upload.parts[1]?.url ?? '', file.slice(SMALL_PART))),
    ).toEqual({
      status: 409,
      body: { error: 'upload error: This upload is finished or was cancelled' },
    });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses parts and completion once the links have expired (15 minutes)', async () => {
    const file = png(50 * KB);
    const upload = await started(file.length);
    const receipts = await api.sendParts({ ...upload, parts: upload.parts.slice(0, 1) }, file);
    api.clock.time += 15 * 60_000;
    try {
      expect(
        await refusalOf(await api.put(upload.parts[1]?.url ?? '', file.slice(SMALL_PART))),
      ).toEqual({ status: 403, body: { error: 'upload error: The upload link has expired' } });
      expectError(
        await api.complete(upload.uploadId, receipts),
        'BAD_USER_INPUT',
        'upload error: The upload link has expired',
      );
    } finally {
      api.clock.time -= 15 * 60_000;
    }
  });

  it('refuses a link, an upload id or a receipt that was changed or is somebody else’s', async () => {
    const upload = await started(2000);
    const url = upload.parts[0]?.url ?? '';
    const { origin, pathname } = new URL(url);
    for (const link of [
      url.replace(/signature=[^&]+/, 'signature=AAAA'),
      url.replace('bytes=2000', 'bytes=1024000'),
      url.replace('part=1', 'part=2'),
      url.replace('/avatars/', '/artwork/'),
      url.replace('.png?', '.jpg?'),
      url.replace('contentType=image%2Fpng', 'contentType=text%2Fhtml'),
      url.replace(/uploadId=[0-9a-f]+/, `uploadId=${'0'.repeat(32)}`),
      `${origin}${pathname}`,
      url.replace('/avatars/', '/secrets/'),
    ]) {
      expect(await refusalOf(await api.put(link, png(2000))), link).toEqual({
        status: 403,
        body: { error: 'upload error: The upload link is not valid' },
      });
    }

    const receipts = await api.sendParts(upload, png(2000));
    const other = await started(2000);
    const otherReceipts = await api.sendParts(other, png(2000));
    const editor = (await api.fixture.user('Editor')).token;
    for (const [uploadId, handedIn, token] of [
      [`${upload.uploadId}x`, receipts, api.admin],
      [upload.uploadId, otherReceipts, api.admin],
      [upload.uploadId, [`${receipts[0]}x`], api.admin],
      [upload.uploadId, receipts, editor],
    ] as const) {
      expectError(
        await api.complete(uploadId, handedIn, token),
        'BAD_USER_INPUT',
        'upload error: The upload link is not valid',
      );
    }
    expectError(
      await api.abort(upload.uploadId, editor),
      'BAD_USER_INPUT',
      'upload error: The upload link is not valid',
    );
    expect((await api.complete(upload.uploadId, receipts)).body.errors).toBeUndefined();
  });

  it('refuses a png-named file whose bytes are not a png, by content (admin.md §5), storing nothing', async () => {
    const before = storedFiles();
    const gif = new TextEncoder().encode('GIF89a and the rest of a gif');
    const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...png(100)]);
    for (const [bytes, signed] of [
      [gif, { fileName: 'photo.png', contentType: 'image/png' }],
      [jpegBytes, { fileName: 'photo.png', contentType: 'image/png' }],
      [png(100), { fileName: 'photo.jpg', contentType: 'image/jpeg' }],
      [png(100).slice(0, 2), { fileName: 'photo.png', contentType: 'image/png' }],
    ] as const) {
      const upload = await started(bytes.length, signed);
      const response = await api.put(upload.parts[0]?.url ?? '', bytes, {
        'content-type': signed.contentType,
      });
      expect(await refusalOf(response)).toEqual({
        status: 415,
        body: { error: 'upload error: File must be a png, jpeg, jpg' },
      });
      expectError(
        await api.complete(upload.uploadId, []),
        'BAD_USER_INPUT',
        'upload error: A part of the file has not been uploaded',
      );
    }
    expect(storedFiles()).toEqual(before);

    const upload = await started(100);
    expect(
      await refusalOf(
        await api.put(upload.parts[0]?.url ?? '', png(100), { 'content-type': 'text/html' }),
      ),
    ).toEqual({ status: 415, body: { error: 'upload error: File must be a png, jpeg, jpg' } });
  });

  it("refuses more bytes than signed with 'File must be a less than 100kb', reading no further", async () => {
    const before = storedFiles();
    const declared = await started(100);
    expect(
      await refusalOf(
        await api.put(declared.parts[0]?.url ?? '', png(100), {
          'content-length': String(100 * KB + 1),
        }),
      ),
    ).toEqual({ status: 413, body: { error: 'upload error: File must be a less than 100kb' } });

    const streamed = await started(100 * KB);
    let pulled = 0;
    const chunk = 16 * KB;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(pulled === 1 ? png(chunk) : new Uint8Array(chunk));
        if (pulled === 100) controller.close();
      },
    });
    expect(await refusalOf(await api.put(streamed.parts[0]?.url ?? '', body))).toEqual({
      status: 413,
      body: { error: 'upload error: File must be a less than 100kb' },
    });
    // 3 chunks of 16 KB pass the 40 KB part; the stream may have queued one more ahead.
    expect(pulled).toBeLessThanOrEqual(5);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a part shorter than signed, and an empty file', async () => {
    const short = await started(2000);
    expect(await refusalOf(await api.put(short.parts[0]?.url ?? '', png(1999)))).toEqual({
      status: 400,
      body: { error: 'upload error: A part is not the size its link was made for' },
    });
    const empty = await started(10);
    expect(await refusalOf(await api.put(empty.parts[0]?.url ?? '', null))).toEqual({
      status: 400,
      body: { error: 'upload error: The file is empty' },
    });
  });

  it('stores a PBN file, which GET does not serve', async () => {
    const set = await api.fixture.product({ priceId: (await api.fixture.price()).id });
    const text = new TextEncoder().encode('[Event "Club night"]\n[Board "1"]\n');
    const upload = await api.started({
      folder: 'pbns',
      fileName: 'club.pbn',
      contentType: 'text/plain',
      size: text.length,
      parentType: 'Set',
      parentId: set.id,
    });
    const response = await api.put(upload.parts[0]?.url ?? '', text, {
      'content-type': 'text/plain; charset=utf-8',
    });
    const { receipt } = (await response.json()) as { receipt: string };
    expect((await api.complete(upload.uploadId, [receipt])).body.errors).toBeUndefined();
    expect(storedFiles()).toContain(`pbns/${upload.fileName}`);
    expect((await api.app.request(upload.path)).status).toBe(404);
  });

  it('serves nothing outside the stored pictures', async () => {
    for (const path of [
      '/uploads/avatars/0123456789abcdef0123456789abcdef.png',
      '/uploads/avatars/..%2F..%2Fetc%2Fpasswd',
      '/uploads/avatars/%2e%2e',
      '/uploads/../package.json',
      '/uploads/secrets/0123456789abcdef0123456789abcdef.png',
      '/uploads/avatars/.0123456789abcdef0123456789abcdef.partial',
      '/uploads/.multipart/key',
    ]) {
      expect((await api.app.request(path)).status, path).toBe(404);
    }
  });

  it('refuses a part URL signed with another key', async () => {
    const upload: UploadUrl = await started(100);
    const url = new URL(upload.parts[0]?.url ?? '');
    const grant = {
      key: url.pathname.slice('/uploads/'.length),
      uploadId: url.searchParams.get('uploadId') ?? '',
      part: 1,
      bytes: 100,
      contentType: 'image/png',
      expires: Number(url.searchParams.get('expires')),
    };
    const theirs = `${url.origin}${url.pathname}?${partQuery('somebody else’s key', grant)}`;
    expect((await api.put(theirs, png(100))).status).toBe(403);
    const ours = `${url.origin}${url.pathname}?${partQuery(UPLOADS_SECRET, grant)}`;
    expect((await api.put(ours, png(100))).status).toBe(200);
  });
});
