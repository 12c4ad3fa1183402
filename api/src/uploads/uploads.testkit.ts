import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { createApp } from '../app.js';
import { developmentCaptchaVerifier } from '../captcha/development.js';
import { silentLogger } from '../logging/logger.js';
import { catalogueFixture } from '../testing/catalogue.testkit.js';
import { createTestApi, type GraphqlResponse } from '../testing/test-api.testkit.js';
import type { TestDatabaseTarget } from '../testing/test-database.testkit.js';
import { createLocalDiskStorage } from './local-disk-storage.js';

export const UPLOADS_SECRET = 'the upload signing key of this test suite';
const PUBLIC_URL = 'https://tenace.test';
export const KB = 1024;

export const CREATE_UPLOAD_URL = /* GraphQL */ `
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
      uploadId
      parts { number url size }
      partSize
      path
      fileName
      contentType
      maxBytes
      expiresAt
    }
  }
`;

const COMPLETE_UPLOAD = /* GraphQL */ `
  mutation CompleteUpload($uploadId: String!, $receipts: [String!]!) {
    completeUpload(uploadId: $uploadId, receipts: $receipts) { path fileName }
  }
`;

const ABORT_UPLOAD = /* GraphQL */ `
  mutation AbortUpload($uploadId: String!) {
    abortUpload(uploadId: $uploadId)
  }
`;

export interface UploadUrl {
  uploadId: string;
  parts: { number: number; url: string; size: number }[];
  partSize: number;
  path: string;
  fileName: string;
  contentType: string;
  maxBytes: number;
  expiresAt: string;
}

/** A PNG signature followed by `size - 8` bytes of a counting pattern (so parts differ). */
export function png(size: number): Uint8Array {
  const bytes = new Uint8Array(size).map((_, index) => index % 251);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

export const AVATAR = { folder: 'avatars', fileName: 'Me.PNG', contentType: 'image/png' };

/**
 * An app over a test database with its uploads on a local disk folder, a clock the test moves,
 * and the calls of the upload protocol (schema/uploads.graphql) as an admin makes them.
 */
export async function openUploadApi(target: TestDatabaseTarget, partBytes?: number) {
  const { database, drop } = await target.open();
  const folder = mkdtempSync(join(tmpdir(), 'tenace-uploads-test-'));
  const clock = { time: Date.parse('2026-05-01T10:00:00Z') };
  const { app, jobs, services } = createApp({
    database,
    logger: silentLogger,
    environment: 'test',
    publicUrl: PUBLIC_URL,
    trustProxy: false,
    captcha: developmentCaptchaVerifier,
    now: () => new Date(clock.time),
    uploads: {
      secret: UPLOADS_SECRET,
      storage: createLocalDiskStorage(folder),
      ...(partBytes !== undefined && { partBytes }),
    },
  });
  const fixture = catalogueFixture(createTestApi(database));
  const admin = (await fixture.user('Admin')).token;

  async function graphql(
    query: string,
    variables: Record<string, unknown>,
    /** null: no session. */
    token: string | null = admin,
  ): Promise<GraphqlResponse> {
    const response = await app.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token !== null && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphqlResponse['body'] };
  }

  /** PUTs a body to a signed URL (its path and query, as app.request takes them). */
  function put(url: string, body: RequestInit['body'], headers: Record<string, string> = {}) {
    return app.request(url.slice(PUBLIC_URL.length), {
      method: 'PUT',
      headers: { 'content-type': 'image/png', ...headers },
      body,
      ...(body instanceof ReadableStream && { duplex: 'half' }),
    } as RequestInit);
  }

  const api = {
    app,
    /** The app's job runner: a test runs the queued jobs itself (`runNext`). */
    jobs,
    services,
    fixture,
    admin,
    folder,
    clock,
    graphql,
    put,
    start: (variables: Record<string, unknown>, token?: string | null) =>
      graphql(CREATE_UPLOAD_URL, variables, token),
    async started(variables: Record<string, unknown>): Promise<UploadUrl> {
      const { body } = await graphql(CREATE_UPLOAD_URL, variables);
      expect(body.errors).toBeUndefined();
      return body.data?.createUploadUrl as UploadUrl;
    },
    complete: (uploadId: string, receipts: readonly string[], token?: string | null) =>
      graphql(COMPLETE_UPLOAD, { uploadId, receipts }, token),
    abort: (uploadId: string, token?: string | null) => graphql(ABORT_UPLOAD, { uploadId }, token),
    /** PUTs each part of `file` in order, answering the receipts. */
    async sendParts(upload: UploadUrl, file: Uint8Array): Promise<string[]> {
      const receipts: string[] = [];
      let start = 0;
      for (const part of upload.parts) {
        const response = await put(part.url, file.slice(start, start + part.size));
        start += part.size;
        expect(response.status).toBe(200);
        const answer = (await response.json()) as { part: number; receipt: string };
        expect(answer.part).toBe(part.number);
        receipts.push(answer.receipt);
      }
      return receipts;
    },
    async close() {
      await drop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
  return api;
}

/** The status and JSON of a refused PUT. */
export async function refusalOf(response: Response) {
  return { status: response.status, body: await response.json() };
}
