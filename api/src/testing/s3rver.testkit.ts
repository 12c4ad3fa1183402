import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../uploads/s3-storage.js';

/** s3rver's built-in credentials (its README). */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** The folder s3rver keeps a bucket's open multipart uploads in (its FilesystemStore). */
const uploadsFolder = (directory: string, bucket: string) =>
  join(directory, bucket, '._S3rver_uploads');

/**
 * A local S3-compatible server (s3rver, on a free port of 127.0.0.1, files in a temporary
 * folder) with one empty bucket, and the adapter configuration that reaches it.
 *
 * s3rver 3.7.1 leaves out two parts of the S3 API that the adapter relies on:
 * AbortMultipartUpload (it answers 405) and the NoSuchUpload error of CompleteMultipartUpload
 * for an upload that is not open (it fails with 500). Those two requests are answered here as
 * the S3 API documents them, from s3rver's own upload folder; every other request is s3rver's.
 *
 * @example
 * const s3 = await startS3rver();
 * const storage = createS3Storage(s3.config);
 * await s3.close();
 */
export async function startS3rver(): Promise<{
  readonly config: S3StorageConfig;
  close(): Promise<void>;
}> {
  const directory = mkdtempSync(join(tmpdir(), 'tenace-s3rver-'));
  const bucket = 'tenace-test';
  const s3rver = new S3rver({
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const server = createServer((request, response) => {
    if (!answerMissingOperation(request, response, uploadsFolder(directory, bucket)))
      handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      forcePathStyle: true,
      ...S3RVER_CREDENTIALS,
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** AbortMultipartUpload, and NoSuchUpload for a request on an upload that is not open. */
function answerMissingOperation(
  request: IncomingMessage,
  response: ServerResponse,
  folder: string,
): boolean {
  const uploadId = new URL(request.url ?? '/', 'http://s3').searchParams.get('uploadId');
  if (uploadId === null || !/^[0-9a-f]+$/.test(uploadId)) return false;
  const upload = join(folder, uploadId);
  if (!existsSync(upload)) {
    request.resume();
    response.writeHead(404, { 'content-type': 'application/xml' });
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
    );
    return true;
  }
  if (request.method !== 'DELETE') return false;
  rmSync(upload, { recursive: true, force: true });
  request.resume();
  response.writeHead(204).end();
  return true;
}
