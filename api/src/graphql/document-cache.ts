/**
 * A bounded least-recently-used map from a query's text to what parsing and validating it gave.
 * Parsing and validating is pure for a given schema and rules, so a client sending the same query
 * again (the usual case: apps send a fixed set of operations) gets the same document or the same
 * errors without the work; the bound keeps arbitrary query texts from growing memory.
 *
 * @example
 * const cache = new DocumentCache<Parsed>(500);
 * const parsed = cache.get(query) ?? cache.set(query, parseAndValidate(query));
 */
export class DocumentCache<T> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  readonly #entries = new Map<string, T>();

  /** @param capacity how many query texts are kept; the least recently used goes first. */
  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError(`capacity must be a positive integer, got ${capacity}`);
  }

  /** How many query texts are kept now. */
  get size(): number {
    return this.#entries.size;
  }

  /** The entry for `query`, now the most recently used, or undefined. */
  get(query: string): T | undefined {
    const entry = this.#entries.get(query);
    if (entry === undefined) return undefined;
    this.#entries.delete(query);
    this.#entries.set(query, entry);
    return entry;
  }

  /** Keeps `entry` for `query`, dropping the least recently used beyond the capacity; returns it. */
  set(query: string, entry: T): T {
    this.#entries.delete(query);
    this.#entries.set(query, entry);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    return entry;
  }
}
