import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningServer, startServer } from '@tenace/api';
import { Client, fetchExchange } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUploader, pbnUploader, UploadError } from './upload.js';

/** The demo Admin of the seeded catalogue (README "Demo accounts"). */
const ADMIN = { email: 'admin@tenace.example', password: 'tenace-admin' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// The real API on a free port, its uploads on the local disk under a scratch folder.
describe('fileUploader against the API', () => {
  let server: RunningServer;
  let client: Client;
  let dutch: Record<string, string>;
  const scratch = mkdtempSync(join(tmpdir(), 'tenace-upload-lib-'));

  beforeAll(async () => {
    const port = await freePort();
    const started = await startServer(
      {
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        // The part URLs name the server by PUBLIC_URL.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: scratch,
        LOG_LEVEL: 'error',
        UPLOAD_SECRET: 'the upload signing key of the upload lib test',
      },
      () => {},
    );
    if (!started.ok) throw new Error(started.problems.join('\n'));
    server = started.value;
    const login = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation($email: String!, $password: String!) { loginUser(email: $email, password: $password) { token } }',
        variables: ADMIN,
      }),
    });
    const token = ((await login.json()) as { data: { loginUser: { token: string } } }).data
      .loginUser.token;
    client = new Client({
      url: `${server.url}/graphql`,
      exchanges: [fetchExchange],
      fetchOptions: { headers: { authorization: `Bearer ${token}` } },
    });
    dutch = (await (await fetch(`${server.url}/lang/nl.json`)).json()) as Record<string, string>;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  const upload = (translate: (message: string) => string = (message) => message) =>
    fileUploader({ client, destination: { folder: 'avatars' }, translate });

  it('sends a picture, reports the progress and answers where it is served', async () => {
    const bytes = new Uint8Array(3000).map((_, index) => index % 256);
    bytes.set(PNG_SIGNATURE);
    const progress: number[] = [];
    const path = await upload()(new File([bytes], 'me.png', { type: 'image/png' }), (fraction) =>
      progress.push(fraction),
    );
    expect(path).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    expect(progress).toEqual([0, 1]);
    const served = await fetch(`${server.url}${path}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it("rejects a png-named file that is not one with the server's message, in the reader's language", async () => {
    const gif = new File([new TextEncoder().encode('GIF89a and the rest')], 'me.png', {
      type: 'image/png',
    });
    await expect(upload()(gif, () => {})).rejects.toEqual(
      new UploadError('upload error: File must be a png, jpeg, jpg'),
    );
    const big = new File([new Uint8Array(100 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await expect(upload((message) => dutch[message] ?? message)(big, () => {})).rejects.toEqual(
      new UploadError('uploadfout: Het bestand moet kleiner zijn dan 100kb'),
    );
  });

  it('sends a PBN file into a set and answers its stored name, prefixed by the set (hands.md §7)', async () => {
    const search = await client
      .query('{ productSearchAdmin(limit: 50) { products { id type } } }', {})
      .toPromise();
    const products = search.data?.productSearchAdmin.products as { id: number; type: string }[];
    const set = products.find((product) => product.type === 'Set');
    if (set === undefined) throw new Error('the demo catalogue has a set');
    const pbn = pbnUploader({
      client,
      destination: { folder: 'pbns', parentType: 'Set', parentId: set.id },
      translate: (message) => message,
    });
    const text = '[Event "Club night"]\n[Board "1"]\n';
    const name = await pbn(new File([text], 'Club night.pbn', { type: 'text/plain' }), () => {});
    expect(name).toMatch(new RegExp(`^Set-${set.id}-[0-9a-f]{8}-Club_night\\.pbn$`));

    // hands.md §5: checked in the browser too, in the server's words, before anything is sent.
    const tooBig = new File([new Uint8Array(1024 * 1024 + 1)], 'big.pbn', { type: 'text/plain' });
    await expect(pbn(tooBig, () => {})).rejects.toEqual(
      new UploadError('upload error: File must be a less than 1024kb'),
    );
    const notText = new File([text], 'club.pbn', { type: 'application/octet-stream' });
    await expect(pbn(notText, () => {})).rejects.toEqual(
      new UploadError('upload error: File must be a pbn'),
    );
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
