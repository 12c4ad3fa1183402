/** /authors/{authorId}/{authorName}: the author's bio, links and products. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { plainText } from '../catalogue/plain-text.js';
import { StoreProductList } from '../catalogue/StoreProductList.js';
import { listedProducts } from '../catalogue/subscription-visibility.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { FEATURES } from '../config.js';
import { AuthorByIdDocument } from '../graphql/documents/AuthorById.generated.js';
import { useCrumbName } from '../layout/crumb-names.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { routeId } from '../lib/route-id.js';
import NotFoundPage from './NotFoundPage.js';

export default function AuthorPage() {
  const { t } = useTranslation('app');
  const id = routeId(useParams().authorId);
  const { currency } = useLocaleVariables();
  const [{ data, fetching }] = useQuery({
    query: AuthorByIdDocument,
    variables: { id: id ?? 0, currency },
    pause: id === null,
  });
  useCrumbName('authorName', data?.authorById?.fullName);
  if (id === null) return <NotFoundPage />;
  if (fetching && !data) return <PageSkeleton />;
  const author = data?.authorById;
  if (!author) return <NotFoundPage />;
  return (
    <article>
      <div className="product-head">
        <img className="author-portrait" src={author.avatarPath} alt="" width={120} height={120} />
        <div>
          <h1>{author.fullName}</h1>
          <p>{plainText(author.bio)}</p>
          <ul className="links">
            {author.authorLinks.map((link) => (
              <li key={link.id}>
                <a
                  href={link.linkType === 'Email' ? `mailto:${link.linkUrl}` : link.linkUrl}
                  rel="noopener noreferrer"
                >
                  {link.linkType}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <h2>{t('authors.products')}</h2>
      <StoreProductList
        products={listedProducts(author.products, FEATURES.subscriptions)}
        currency={currency}
      />
    </article>
  );
}
