import type { Database } from '../db/database.js';
import { createHandRepository, type ListedHand } from './hands.js';
import { type CollectionSetRow, createProductRepository, type ProductRecord } from './products.js';
import { ReadCache } from './read-cache.js';
import { createTagRepository, type ProductTagRecord } from './tags.js';

/**
 * What a product page and a hand's access are made of, for the whole catalogue at one moment:
 * every product's record and tags, every set's hands (without their texts) and every collection's
 * entries. Shared by every request: nothing in it may be changed.
 */
export interface CatalogueSnapshot {
  readonly records: ReadonlyMap<number, ProductRecord>;
  /** Each product's tags, in the order of `TagRepository.all`. */
  readonly tags: ReadonlyMap<number, readonly ProductTagRecord[]>;
  /** Each tag's place in that order, for merging several products' tags. */
  readonly tagRank: ReadonlyMap<number, number>;
  /** Each set's hands, in position order. */
  readonly hands: ReadonlyMap<number, readonly ListedHand[]>;
  /** Each collection's entries, in order. */
  readonly collectionSets: ReadonlyMap<number, readonly CollectionSetRow[]>;
  /** The collections each set belongs to. */
  readonly containing: ReadonlyMap<number, readonly number[]>;
}

/**
 * The catalogue read model (docs/decisions.md "Catalogue caches"): the catalogue's snapshot, read
 * in a few bulk queries when first asked for and again after every catalogue write
 * (`Database.catalogueChanges`), so that a product page or a hand's set costs no SQL. The queries
 * run in one read transaction (`Database.readSnapshot`), so they see the catalogue at one moment:
 * never a product without the hands a write was adding with it. A read that started before a
 * write serves the requests that were waiting for it but is not kept: the next request reads
 * again (see `ReadCache`). The generated benchmark's catalogue (10,000 products, 50,000 hands)
 * takes about 22 MB and 0.3 s of one core to read (api/BENCHMARKS.md).
 */
export class CatalogueReadModel {
  readonly #snapshot: ReadCache<'catalogue', CatalogueSnapshot>;

  constructor(private readonly database: Database) {
    this.#snapshot = new ReadCache(database.catalogueChanges, 1);
  }

  /** The snapshot as of the latest catalogue write. */
  current(): Promise<CatalogueSnapshot> {
    return this.#snapshot.load('catalogue', () => this.database.readSnapshot(read));
  }
}

/** The catalogue as `database` (a read snapshot) has it; its one connection asked in turn. */
async function read(database: Database): Promise<CatalogueSnapshot> {
  const products = createProductRepository(database);
  const records = await products.allRecords();
  const tagRows = await createTagRepository(database).ofAllProducts();
  const handRows = await createHandRepository(database).ofAllProducts();
  const entries = await products.allCollectionSets();
  const tagRank = new Map<number, number>();
  for (const row of tagRows) {
    if (!tagRank.has(row.tag.id)) tagRank.set(row.tag.id, tagRank.size);
  }
  const containing = groupBy(entries, (entry) => entry.setId);
  return {
    records: new Map(records.map((record) => [record.product.id, record])),
    tags: groupBy(tagRows, (row) => row.productId),
    tagRank,
    hands: groupBy(handRows, (hand) => hand.productId ?? 0),
    collectionSets: groupBy(entries, (entry) => entry.collectionId),
    containing: new Map(
      [...containing].map(([setId, rows]) => [setId, rows.map((row) => row.collectionId)]),
    ),
  };
}

/** The rows by key, each key's in the order given. */
function groupBy<T>(rows: readonly T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [row]);
    else group.push(row);
  }
  return groups;
}
