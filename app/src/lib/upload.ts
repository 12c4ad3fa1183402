/**
 * The app's side of the kit's ImageUpload `upload` prop (admin.md §7 "Uploads"; hands.md §7 for
 * PBN files): opens the upload (createUploadUrl), PUTs its parts one at a time, reporting the
 * fraction sent, and completes it. On a refusal it aborts the upload, so nothing of it stays, and
 * rejects with the server's message ('upload error: …', admin.md §8) in the reader's language.
 */
import { uploadRefusal } from '@tenace/model';
import type { Client } from '@urql/core';
import { AbortUploadDocument } from '../graphql/documents/AbortUpload.generated.js';
import { CompleteUploadDocument } from '../graphql/documents/CompleteUpload.generated.js';
import { CreateUploadUrlDocument } from '../graphql/documents/CreateUploadUrl.generated.js';
import type { CreateUploadUrlMutationVariables } from '../graphql/operations.generated.js';
import { type FailedCall, normaliseError, UNKNOWN_ERROR } from './errors.js';

/** Where a file goes: its folder and, for a PBN file, the set, collection or article it is for. */
export type UploadDestination = Pick<
  CreateUploadUrlMutationVariables,
  'folder' | 'parentType' | 'parentId'
>;

export interface UploadOptions {
  readonly client: Client;
  readonly destination: UploadDestination;
  /** The server's message in the reader's language (i18n.ts `serverText`). */
  readonly translate: (message: string) => string;
}

/** A refusal, its message already translated for the reader. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

/**
 * ImageUpload's `upload`: resolves to the stored file's path (`/uploads/<folder>/<name>`).
 *
 * @example
 * <ImageUpload label={t('avatar')} value={avatar} onChange={setAvatar}
 *   upload={fileUploader({ client, destination: { folder: 'avatars' }, translate: (m) => serverText(i18n, m) })} />
 */
export function fileUploader(options: UploadOptions) {
  return async (file: File, onProgress: (fraction: number) => void): Promise<string> =>
    (await sendFile(options, file, onProgress)).path;
}

/**
 * PbnUpload's `upload`: resolves to the stored file's name, which `pbnByFilename` is asked about.
 *
 * @example
 * <PbnUpload upload={pbnUploader({ client, destination: { folder: 'pbns', parentType: 'Set', parentId }, translate })} … />
 */
export function pbnUploader(options: UploadOptions) {
  return async (file: File, onProgress: (fraction: number) => void): Promise<string> =>
    (await sendFile(options, file, onProgress)).fileName;
}

/**
 * Checks the file as the server will (its type and size, the model's rule), then sends it.
 * Resolves to the stored file, or rejects with an {@link UploadError}.
 */
async function sendFile(
  { client, destination, translate }: UploadOptions,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ readonly path: string; readonly fileName: string }> {
  const refused = (error: FailedCall) => new UploadError(translate(normaliseError(error).message));
  const refusal = uploadRefusal(destination.folder, file);
  if (refusal !== undefined) throw new UploadError(translate(refusal));
  const started = await client
    .mutation(CreateUploadUrlDocument, {
      ...destination,
      fileName: file.name,
      contentType: file.type,
      size: file.size,
    })
    .toPromise();
  const upload = started.data?.createUploadUrl;
  if (started.error !== undefined || upload == null) throw refused(started.error ?? {});

  const abort = () =>
    client.mutation(AbortUploadDocument, { uploadId: upload.uploadId }).toPromise();
  const receipts: string[] = [];
  let sent = 0;
  onProgress(0);
  // admin.md §7: the parts go one at a time.
  for (const part of upload.parts) {
    const answer = await putPart(part.url, upload.contentType, file.slice(sent, sent + part.size));
    if ('error' in answer) {
      await abort();
      throw new UploadError(translate(answer.error));
    }
    receipts.push(answer.receipt);
    sent += part.size;
    onProgress(sent / file.size);
  }

  const completed = await client
    .mutation(CompleteUploadDocument, { uploadId: upload.uploadId, receipts })
    .toPromise();
  const stored = completed.data?.completeUpload;
  if (completed.error !== undefined || stored == null) {
    await abort();
    throw refused(completed.error ?? {});
  }
  return stored;
}

/** One part's PUT: its receipt, or the server's refusal (`{ error }`), or the unknown error. */
async function putPart(
  url: string,
  contentType: string,
  body: Blob,
): Promise<{ readonly receipt: string } | { readonly error: string }> {
  try {
    const response = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body,
    });
    const answer = (await response.json()) as { receipt?: string; error?: string };
    if (response.ok && answer.receipt !== undefined) return { receipt: answer.receipt };
    return { error: answer.error ?? UNKNOWN_ERROR };
  } catch {
    return { error: UNKNOWN_ERROR };
  }
}
