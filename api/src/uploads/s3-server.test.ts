import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.js';
import { startS3rver } from '../testing/s3rver.testkit.js';

/** The demo Admin (README "Demo accounts"). */
const ADMIN = { email: 'admin@tenace.example', password: 'tenace-admin' };

// STORAGE=s3 (config.ts): the server started as in production stores a picture in the bucket,
// not on its disk, and serves it back from there.
describe('uploads with STORAGE=s3', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let server: RunningServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'tenace-s3-server-'));

  beforeAll(async () => {
    s3 = await startS3rver();
    const port = await freePort();
    const started = await startServer(
      {
        NODE_ENV: 'test',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        STORAGE: 's3',
        S3_ENDPOINT: s3.config.endpoint,
        S3_REGION: s3.config.region,
        S3_BUCKET: s3.config.bucket,
        S3_ACCESS_KEY_ID: s3.config.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      },
      () => {},
    );
    if (!started.ok) throw new Error(started.problems.join('\n'));
    server = started.value;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function graphql(query: string, variables: object, token?: string) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token !== undefined && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  }

  it('stores a picture in the bucket and serves it', async () => {
    const { loginUser } = await graphql(
      'mutation($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
      ADMIN,
    );
    const token = (loginUser as { token: string }).token;
    const bytes = new Uint8Array(5000).map((_, index) => index % 256);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const { createUploadUrl: upload } = await graphql(
      'mutation { createUploadUrl(folder: artwork, fileName: "a.png", contentType: "image/png", size: 5000) { uploadId path parts { url } } }',
      {},
      token,
    );
    const { uploadId, path, parts } = upload as {
      uploadId: string;
      path: string;
      parts: { url: string }[];
    };
    const put = await fetch(parts[0]?.url ?? '', {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: bytes,
    });
    const { receipt } = (await put.json()) as { receipt: string };
    const { completeUpload } = await graphql(
      'mutation($uploadId: String!, $receipts: [String!]!) { completeUpload(uploadId: $uploadId, receipts: $receipts) { path } }',
      { uploadId, receipts: [receipt] },
      token,
    );
    expect(completeUpload).toEqual({ path });

    const served = await fetch(`${server.url}${path}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    expect(readdirSync(dataDir)).not.toContain('uploads');
  });
});

/** A port free on 127.0.0.1 now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        resolve(typeof address === 'object' && address !== null ? address.port : 0),
      );
    });
  });
}
