/**
 * /library (storefront.md §2, signed-in only): the products the user owns, each with its hands
 * and the user's progress (locked, play, resume, play again). A visitor gets the login drawer.
 */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { HandList } from '../catalogue/HandList.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { FEATURES } from '../config.js';
import { ProductByIdDocument } from '../graphql/documents/ProductById.generated.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { SignInRequired } from '../layout/SignInRequired.js';
import { productPath } from '../lib/paths.js';
import { userAtom } from '../state/auth.js';
import { LibrarySubscriptions } from '../subscriptions/LibrarySubscriptions.js';

function OwnedProduct({ id }: { readonly id: number }) {
  const { language, currency } = useLocaleVariables();
  const [{ data, fetching }] = useQuery({
    query: ProductByIdDocument,
    variables: { id, language, currency },
    requestPolicy: 'cache-and-network',
  });
  const product = data?.dynamoProductById;
  if (fetching && !product) return <PageSkeleton rows={1} />;
  // A collection's sets are owned too and listed on their own.
  if (!product || product.type === 'Collection' || product.type === 'GiftVoucher') return null;
  return (
    <section className="library-product">
      <h2>
        <Link to={productPath(product)}>{product.title}</Link>
      </h2>
      <HandList hands={product.hands} sets={[product]} />
    </section>
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
        user.products.map((id) => <OwnedProduct key={id} id={id} />)
      )}
    </>
  );
}
