/**
 * What the library shows of the products a user owns (storefront.md §2 "/library"): each set once,
 * with the owned collections it came from and how many of its hands the learner has played. A
 * collection is not a shelf of its own: its sets are (they are owned with it).
 */

interface OwnedProduct {
  readonly id: number;
  readonly type: string;
  readonly title: string;
  readonly sets: readonly { readonly id: number }[];
  readonly hands: readonly { readonly userHands: readonly { readonly status: string }[] }[];
}

export interface Shelf<P extends OwnedProduct> {
  readonly product: P;
  /** The owned collections holding the set, in the order they were owned. */
  readonly collections: readonly P[];
  /** Hands played to the end, of all the set's hands. */
  readonly played: number;
  readonly total: number;
}

/** The sets among `owned` (in its order), each with its collections and progress. */
export function libraryShelves<P extends OwnedProduct>(owned: readonly P[]): Shelf<P>[] {
  const collections = owned.filter((product) => product.type === 'Collection');
  return owned
    .filter((product) => product.type === 'Set')
    .map((product) => ({
      product,
      collections: collections.filter((collection) =>
        collection.sets.some((set) => set.id === product.id),
      ),
      played: product.hands.filter((hand) => hand.userHands[0]?.status === 'Played').length,
      total: product.hands.length,
    }));
}
