import {
  servedContentType,
  UPLOAD_FOLDERS,
  UPLOAD_MESSAGES,
  UPLOAD_RULES,
  type UploadFolder,
  type UploadRule,
} from '@tenace/model';
import { Hono } from 'hono';
import { checkedBody } from '../uploads/checked-body.js';
import type { ObjectStorage } from '../uploads/object-storage.js';
import { UploadRefusal } from '../uploads/upload-refusal.js';
import { type PartGrant, verifyPart } from '../uploads/upload-signature.js';
import { sealReceipt } from '../uploads/upload-tokens.js';
import type { AppEnv } from './app-env.js';

/** The names the server gives pictures: 32 hex digits and the extension. */
const PICTURE_NAME = /^[0-9a-f]{32}\.(?:png|jpe?g)$/;

/** Names as the server makes them: no path separators, no leading dot. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const isFolder = (folder: string): folder is UploadFolder =>
  (UPLOAD_FOLDERS as readonly string[]).includes(folder);

/**
 * `PUT /uploads/<folder>/<name>?uploadId&part&bytes&contentType&expires&signature` takes one part
 * of an upload `createUploadUrl` opened (admin.md §7): the signature, its expiry, the
 * Content-Type, the size (streamed, refused as soon as it passes the part's) and, in the first
 * part, the format's signature are checked here, whatever the client checked. A part refused for
 * its bytes ends the upload, so nothing of it stays stored. A part taken answers
 * `{ part, receipt }`; `completeUpload` wants every receipt.
 * `GET /uploads/<folder>/<name>` serves the pictures, with their own content type only.
 */
export function uploadRoutes(options: {
  readonly secret: string;
  readonly storage: ObjectStorage;
  readonly now: () => Date;
}) {
  const refuse = (status: UploadRefusal['status'], message: string) =>
    new Response(JSON.stringify({ error: message }), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  /** The part's bytes, all of them and no more than its grant allows. */
  const partBytes = async (
    body: ReadableStream<Uint8Array> | null,
    grant: PartGrant,
    rule: UploadRule,
  ) => {
    const chunks: Uint8Array[] = [];
    for await (const chunk of checkedBody(body, {
      contentType: grant.contentType,
      maxBytes: grant.bytes,
      maxKb: rule.maxKb,
      extensions: rule.extensions,
      startsFile: grant.part === 1,
    }))
      chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    if (bytes.length !== grant.bytes) throw new UploadRefusal(400, UPLOAD_MESSAGES.partSize);
    return bytes;
  };

  return new Hono<AppEnv>()
    .put('/uploads/:folder/:name', async (c) => {
      const { folder, name } = c.req.param();
      const query = (key: string) => c.req.query(key) ?? '';
      const grant: PartGrant = {
        key: `${folder}/${name}`,
        uploadId: query('uploadId'),
        part: Number(query('part')),
        bytes: Number(query('bytes')),
        contentType: query('contentType'),
        expires: Number(query('expires')),
      };
      if (
        !isFolder(folder) ||
        !STORED_NAME.test(name) ||
        !verifyPart(options.secret, grant, query('signature'))
      )
        return refuse(403, UPLOAD_MESSAGES.badLink);
      if (grant.expires * 1000 <= options.now().getTime())
        return refuse(403, UPLOAD_MESSAGES.expired);

      const rule = UPLOAD_RULES[folder];
      try {
        const sent = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
        if (sent !== grant.contentType)
          throw new UploadRefusal(415, UPLOAD_MESSAGES.wrongType(rule.extensions));
        if (Number(c.req.header('content-length') ?? '0') > grant.bytes)
          throw new UploadRefusal(413, UPLOAD_MESSAGES.tooLarge(rule.maxKb));
        const bytes = await partBytes(c.req.raw.body, grant, rule);
        const etag = await options.storage.writePart(grant.key, grant.uploadId, grant.part, bytes);
        if (etag === undefined) return refuse(409, UPLOAD_MESSAGES.notOpen);
        const receipt = sealReceipt(options.secret, {
          storageId: grant.uploadId,
          number: grant.part,
          etag,
        });
        return c.json({ part: grant.part, receipt });
      } catch (error) {
        if (!(error instanceof UploadRefusal)) throw error;
        await options.storage.abortUpload(grant.key, grant.uploadId);
        return refuse(error.status, error.message);
      }
    })
    .get('/uploads/:folder/:name', async (c) => {
      const { folder, name } = c.req.param();
      const contentType = servedContentType(name);
      if (
        !isFolder(folder) ||
        !UPLOAD_RULES[folder].public ||
        !PICTURE_NAME.test(name) ||
        !contentType
      )
        return c.json({ error: 'Not found' }, 404);
      const file = await options.storage.read(`${folder}/${name}`);
      if (file === undefined) return c.json({ error: 'Not found' }, 404);
      return new Response(file.body, {
        headers: {
          'content-type': contentType,
          'content-length': String(file.size),
          // Names are random and never reused: the file never changes.
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'",
        },
      });
    });
}
