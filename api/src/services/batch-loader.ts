/**
 * A read by key, batched and remembered per request (the dataloader pattern): the keys asked for
 * while one request's resolvers run side by side (the fields of every item of a list) are read
 * together in one call of `readMany`, and a key asked for again in the same request is answered
 * from memory. GraphQL resolves a nested field once per parent, so without it a list nested in a
 * list would read once per node: depth would multiply queries. Nothing is shared between
 * requests (`scope` is the request's caller), so what one reader may see never reaches another.
 *
 * @example
 * const linksOf = batchLoader(async (ids: readonly number[]) =>
 *   groupBy(await authors.linksOf(ids), (link) => link.authorId));
 * const links = (await linksOf(caller, author.id)) ?? []; // one query for a page's authors
 */
export function batchLoader<S extends object, K, V>(
  readMany: (keys: readonly K[], scope: S) => Promise<ReadonlyMap<K, V>>,
): (scope: S, key: K) => Promise<V | undefined> {
  const batches = new WeakMap<S, Batch<K, V>>();
  return (scope, key) => {
    let batch = batches.get(scope);
    if (batch === undefined) {
      batch = new Batch((keys) => readMany(keys, scope));
      batches.set(scope, batch);
    }
    return batch.load(key);
  };
}

class Batch<K, V> {
  readonly #known = new Map<K, Promise<V | undefined>>();
  #waiting: { key: K; resolve: (value: V | undefined) => void; reject: (e: unknown) => void }[] =
    [];

  constructor(private readonly readMany: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>) {}

  load(key: K): Promise<V | undefined> {
    const known = this.#known.get(key);
    if (known !== undefined) return known;
    const value = new Promise<V | undefined>((resolve, reject) => {
      if (this.#waiting.length === 0) scheduleAfterPromiseJobs(() => this.#read());
      this.#waiting.push({ key, resolve, reject });
    });
    this.#known.set(key, value);
    return value;
  }

  async #read(): Promise<void> {
    const waiting = this.#waiting;
    this.#waiting = [];
    try {
      const values = await this.readMany(waiting.map(({ key }) => key));
      for (const { key, resolve } of waiting) resolve(values.get(key));
    } catch (error) {
      // A failed read is not remembered: the next load of its keys reads again.
      for (const { key, reject } of waiting) {
        this.#known.delete(key);
        reject(error);
      }
    }
  }
}

/**
 * Runs `work` once the promise jobs queued now have run: resolvers that await an answer already
 * at hand (the request's reader) before asking for a key still join the batch.
 */
function scheduleAfterPromiseJobs(work: () => void): void {
  void Promise.resolve().then(() => process.nextTick(work));
}

/** The rows by key, each key's in the order given: what a `readMany` of lists answers. */
export function groupBy<K, T>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }
  return groups;
}
