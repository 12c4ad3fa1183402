import type { ChangeVersion } from '../db/change-counter.js';

/**
 * Answers of reads kept by key until the data they were read from changes: every entry is
 * dropped as soon as `changes` has moved since it was made (api/README.md "Caches"). An entry is
 * kept from the moment its read starts, so callers asking for the same key meanwhile share that
 * read; a read that fails is forgotten. At most `capacity` keys are kept, the least recently
 * used going first. Values are shared between callers: they must not be changed.
 *
 * @example
 * const cache = new ReadCache<number, ProductRecord | undefined>(database.catalogueChanges, 20_000);
 * const record = await cache.load(id, () => readRecord(id));
 */
export class ReadCache<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  readonly #entries = new Map<K, Promise<V>>();
  #version: number;

  constructor(
    private readonly changes: ChangeVersion,
    readonly capacity: number,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
    this.#version = changes.value;
  }

  /** How many keys are kept now. */
  get size(): number {
    this.#dropIfChanged();
    return this.#entries.size;
  }

  /**
   * The value for `key`: kept, or read by `read` (once, however many ask meanwhile). `read` may
   * answer a thenable that runs again at each `then`, as a Drizzle query does: it is settled into
   * one promise before it is kept, or every later caller would run the query again.
   */
  load(key: K, read: () => PromiseLike<V>): Promise<V> {
    this.#dropIfChanged();
    const kept = this.#touch(key);
    if (kept !== undefined) return kept;
    const reading = Promise.resolve(read());
    this.#keep(key, reading);
    return reading;
  }

  /**
   * The values for `keys`, in their order: the kept ones, and the others read together by
   * `read`, which answers a value for every key it is given (`V` includes undefined where a
   * key may have none).
   */
  async loadMany(
    keys: readonly K[],
    read: (missing: readonly K[]) => Promise<ReadonlyMap<K, V>>,
  ): Promise<V[]> {
    this.#dropIfChanged();
    const missing = [...new Set(keys.filter((key) => !this.#entries.has(key)))];
    if (missing.length > 0) {
      const reading = read(missing);
      for (const key of missing) {
        this.#keep(
          key,
          reading.then((values) => values.get(key) as V),
        );
      }
    }
    // Every key is kept now, unless more keys than the capacity were asked for at once.
    return Promise.all(
      keys.map((key) => this.#touch(key) ?? read([key]).then((values) => values.get(key) as V)),
    );
  }

  #dropIfChanged(): void {
    if (this.changes.value === this.#version) return;
    this.#entries.clear();
    this.#version = this.changes.value;
  }

  #touch(key: K): Promise<V> | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  #keep(key: K, reading: Promise<V>): void {
    this.#entries.set(key, reading);
    reading.catch(() => {
      if (this.#entries.get(key) === reading) this.#entries.delete(key);
    });
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }
}
