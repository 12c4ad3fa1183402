/**
 * /library (storefront.md §2, signed-in only): the sets the user owns, each with its cover, the
 * owned collections it came from, how many of its hands have been played, and its hands with the
 * user's progress (locked, play, resume, play again). A collection is shown through its sets. A
 * visitor gets the login drawer.
 */
import './library-page.css';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HandList } from '../catalogue/HandList.js';
import { libraryShelves, type Shelf } from '../catalogue/library-shelf.js';
import { useLibraryProducts } from '../catalogue/use-library-products.js';
import { FEATURES } from '../config.js';
import type { ProductDetailFragment } from '../graphql/operations.generated.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { SignInRequired } from '../layout/SignInRequired.js';
import { LIBRARY_PLACE, productPath } from '../lib/paths.js';
import { userAtom } from '../state/auth.js';
import { LibrarySubscriptions } from '../subscriptions/LibrarySubscriptions.js';

interface LibraryShelfProps {
  readonly shelf: Shelf<ProductDetailFragment>;
  /** The place the address names (libraryPlacePath): shown and focused once drawn. */
  readonly named?: boolean;
}

function LibraryShelf({ shelf, named = false }: LibraryShelfProps) {
  const { t } = useTranslation('app');
  const { product, collections, played, total } = shelf;
  const headingId = `library-${product.id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!named) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [named]);
  return (
    <section className="library-product" aria-labelledby={headingId}>
      <div className="library-head">
        {product.images.cover ? (
          <img className="library-cover" src={product.images.cover} alt="" width={72} height={72} />
        ) : (
          <span className="library-cover" />
        )}
        <div>
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            <Link to={productPath(product)}>{product.title}</Link>
          </h2>
          {collections.length > 0 && (
            <p className="library-from">
              {t('library.fromCollection')}{' '}
              {collections.map((collection, index) => (
                <span key={collection.id}>
                  {index > 0 && ', '}
                  <Link to={productPath(collection)}>{collection.title}</Link>
                </span>
              ))}
            </p>
          )}
          <p className="library-progress">
            <progress value={played} max={Math.max(total, 1)} aria-hidden="true" />
            <span>{t('library.progress', { played, total })}</span>
          </p>
        </div>
      </div>
      <HandList hands={product.hands} sets={[product]} />
    </section>
  );
}

/** The shelf of the product the address names: its own, or a collection's first set's. */
function namedShelf(shelves: readonly Shelf<ProductDetailFragment>[], hash: string) {
  const id = Number(LIBRARY_PLACE.exec(hash)?.[1]);
  return (
    shelves.find((shelf) => shelf.product.id === id) ??
    shelves.find((shelf) => shelf.collections.some((collection) => collection.id === id))
  );
}

function OwnedShelves({ ids }: { readonly ids: readonly number[] }) {
  const { products, error } = useLibraryProducts(ids);
  const { hash } = useLocation();
  if (products === undefined) return <PageSkeleton rows={Math.min(ids.length, 3)} />;
  const shelves = libraryShelves(products);
  const named = namedShelf(shelves, hash);
  return (
    <>
      <ErrorAlert error={error} />
      {shelves.map((shelf) => (
        <LibraryShelf key={shelf.product.id} shelf={shelf} named={shelf === named} />
      ))}
    </>
  );
}

export default function LibraryPage() {
  const { t } = useTranslation('app');
  const user = useAtomValue(userAtom);
  if (user === undefined) return <PageSkeleton />;
  if (user === null) return <SignInRequired />;
  return (
    <>
      <h1>{t('library.title')}</h1>
      {FEATURES.subscriptions && <LibrarySubscriptions />}
      {user.products.length === 0 ? (
        <p>
          {t('library.empty')} <Link to="/products">{t('header.products')}</Link>
        </p>
      ) : (
        <OwnedShelves ids={user.products} />
      )}
    </>
  );
}
