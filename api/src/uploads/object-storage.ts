/**
 * Where uploaded files live (DESIGN.md "Decisions": object storage is a real adapter plus an
 * embedded default; admin.md §7 "Uploads": in parts, one at a time). Keys are `<folder>/<name>`,
 * names made by the server. Every adapter passes the same suite (object-storage.conformance.ts).
 */
export interface ObjectStorage {
  /** Opens a multipart upload of `key` and answers its id. */
  startUpload(key: string, contentType: string): Promise<string>;
  /**
   * Stores part `number` (from 1) of an open upload and answers its entity tag, which
   * {@link completeUpload} needs, or undefined when the upload is not open. A part sent again
   * replaces the earlier one.
   */
  writePart(
    key: string,
    uploadId: string,
    number: number,
    bytes: Uint8Array,
  ): Promise<string | undefined>;
  /**
   * Joins the parts, in the order of their numbers, into the file at `key`; the file appears whole
   * or not at all. False, with nothing stored, when the upload is not open (finished, aborted or
   * unknown), a part is not there with its entity tag, or a file is already at `key` (stored files
   * never change, so they may be cached for good).
   */
  completeUpload(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<boolean>;
  /** Drops an open upload and its parts; nothing happens when it is not open. */
  abortUpload(key: string, uploadId: string): Promise<void>;
  /** The file's bytes and size, or undefined when there is none. */
  read(key: string): Promise<StoredFile | undefined>;
}

/** A part {@link ObjectStorage.writePart} stored. */
export interface StoredPart {
  readonly number: number;
  readonly etag: string;
}

export interface StoredFile {
  readonly body: ReadableStream<Uint8Array>;
  readonly size: number;
}
