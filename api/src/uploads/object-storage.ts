/**
 * Where uploaded files live (DESIGN.md "Decisions": object storage is a real adapter plus an
 * embedded default). Keys are `<folder>/<name>`, names made by the server.
 */
export interface ObjectStorage {
  /**
   * Stores the bytes under `key`; false when a file is already there (it is kept: stored files
   * never change, so they may be cached for good). The file appears whole or not at all: when
   * `body` throws (a size or type refusal), nothing is stored and the error is rethrown.
   */
  write(key: string, body: AsyncIterable<Uint8Array>): Promise<boolean>;
  /** The file's bytes and size, or undefined when there is none. */
  read(
    key: string,
  ): Promise<{ readonly body: ReadableStream<Uint8Array>; readonly size: number } | undefined>;
}
