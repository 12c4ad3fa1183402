/**
 * /{language}/products/{linkId} (storefront.md §2): a product shared by link; its hands play
 * through the link. 'This product cannot be viewed' when the link cannot be shown.
 */

import { FormAlert } from '@tenace/components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { HandList } from '../catalogue/HandList.js';
import { RichText } from '../catalogue/RichText.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { ProductByLinkIdDocument } from '../graphql/documents/ProductByLinkId.generated.js';
import { serverText } from '../i18n/i18n.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { languageOfSegment } from '../lib/locale.js';

/** storefront.md §2, §8. */
export const PRODUCT_CANNOT_BE_VIEWED = 'This product cannot be viewed';

export default function LinkProductPage() {
  const { t, i18n } = useTranslation('app');
  const params = useParams();
  const linkId = params.linkId ?? '';
  const { language, currency } = useLocaleVariables();
  const [{ data, fetching }] = useQuery({
    query: ProductByLinkIdDocument,
    variables: { linkId, language: languageOfSegment(params.language) ?? language, currency },
  });
  if (fetching && !data) return <PageSkeleton />;
  const product = data?.dynamoProductByLinkId;
  if (!product) {
    return (
      <FormAlert error={{ kind: 'input', message: serverText(i18n, PRODUCT_CANNOT_BE_VIEWED) }} />
    );
  }
  return (
    <article className="product">
      <div className="product-head">
        {product.images.cover && <img src={product.images.cover} alt="" width={240} height={240} />}
        <div>
          <h1>{product.title}</h1>
          {product.author && <p>{product.author.fullName}</p>}
        </div>
      </div>
      <RichText html={product.description} className="product-description" />
      <h2>{t('product.hands')}</h2>
      <HandList hands={product.hands} sets={[product]} linkId={linkId} />
    </article>
  );
}
