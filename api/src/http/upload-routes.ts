import { Hono } from 'hono';
import { checkedBody } from '../uploads/checked-body.js';
import type { ObjectStorage } from '../uploads/object-storage.js';
import {
  servedContentType,
  UPLOAD_FOLDERS,
  UPLOAD_RULES,
  type UploadFolder,
} from '../uploads/upload-folders.js';
import { UPLOAD_MESSAGES } from '../uploads/upload-messages.js';
import { UploadRefusal } from '../uploads/upload-refusal.js';
import { verifyUpload } from '../uploads/upload-signature.js';
import type { AppEnv } from './app-env.js';

/** The names the server gives pictures: 32 hex digits and the extension. */
const PICTURE_NAME = /^[0-9a-f]{32}\.(?:png|jpe?g)$/;

/** Names as the server makes them: no path separators, no leading dot. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const isFolder = (folder: string): folder is UploadFolder =>
  (UPLOAD_FOLDERS as readonly string[]).includes(folder);

/**
 * `PUT /uploads/<folder>/<name>?contentType&maxBytes&expires&signature` stores one file that
 * `createUploadUrl` signed: the signature, its expiry, the Content-Type and the size (streamed,
 * refused as soon as it passes the limit) are checked here, whatever the client checked.
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

  return new Hono<AppEnv>()
    .put('/uploads/:folder/:name', async (c) => {
      const { folder, name } = c.req.param();
      const query = (key: string) => c.req.query(key) ?? '';
      const grant = {
        key: `${folder}/${name}`,
        contentType: query('contentType'),
        maxBytes: Number(query('maxBytes')),
        expires: Number(query('expires')),
      };
      if (
        !isFolder(folder) ||
        !STORED_NAME.test(name) ||
        !verifyUpload(options.secret, grant, query('signature'))
      )
        return refuse(403, UPLOAD_MESSAGES.badLink);
      if (grant.expires * 1000 <= options.now().getTime())
        return refuse(403, UPLOAD_MESSAGES.expired);

      const rule = UPLOAD_RULES[folder];
      const sent = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (sent !== grant.contentType)
        return refuse(415, UPLOAD_MESSAGES.wrongType(rule.extensions));
      const length = Number(c.req.header('content-length') ?? '0');
      if (length > grant.maxBytes) return refuse(413, UPLOAD_MESSAGES.tooLarge(rule.maxKb));

      let created: boolean;
      try {
        created = await options.storage.write(
          grant.key,
          checkedBody(c.req.raw.body, {
            contentType: grant.contentType,
            maxBytes: grant.maxBytes,
            maxKb: rule.maxKb,
            extensions: rule.extensions,
          }),
        );
      } catch (error) {
        if (error instanceof UploadRefusal) return refuse(error.status, error.message);
        throw error;
      }
      if (!created) return refuse(409, UPLOAD_MESSAGES.alreadyUploaded);
      return c.json({ path: `/uploads/${grant.key}`, fileName: name }, 201);
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
