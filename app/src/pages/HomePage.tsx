/**
 * Home: the sales page of admin.md §2 "Landing". A signed-in user goes to /library; in the Dutch
 * locale the page goes to /products/all (storefront.md §2).
 */
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useQuery } from 'urql';
import { StoreProductList } from '../catalogue/StoreProductList.js';
import { listedProducts } from '../catalogue/subscription-visibility.js';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { FEATURES, HOME_AUTHORS, HOME_LIST_SIZE } from '../config.js';
import { AuthorsDocument } from '../graphql/documents/Authors.generated.js';
import { ProductPageDocument } from '../graphql/documents/ProductPage.generated.js';
import { PromotedProductsDocument } from '../graphql/documents/PromotedProducts.generated.js';
import type { ProductPageQueryVariables } from '../graphql/operations.generated.js';
import type { PagePrefetch } from '../graphql/prefetch.js';
import { LessonSteps } from '../home/LessonSteps.js';
import type { Locale } from '../lib/locale.js';
import { authorPath, productPath } from '../lib/paths.js';
import { userAtom } from '../state/auth.js';

/**
 * The hero's sample deal waits for its own query after the catalogue's, so its code (the deal
 * diagram, the commentary, the PBN reader) loads beside that query rather than with the page:
 * the home page's JavaScript budget (app/BENCHMARKS.md) does not carry it.
 */
const SampleDeal = lazy(() =>
  import('../home/SampleDeal.js').then((module) => ({ default: module.SampleDeal })),
);

/** admin.md §2: the FAQ's five questions and where each answer links. */
const FAQ = [
  { key: 'what', to: undefined },
  { key: 'howLong', to: '/library' },
  { key: 'account', to: '/account' },
  { key: 'password', to: '/forgottenpassword' },
  { key: 'gifts', to: '/products/vouchers' },
] as const;

/** The free sample is the newest product and costs nothing (the demo seed adds it last). */
const newestVariables = (locale: Locale): ProductPageQueryVariables => ({
  locale,
  orderBy: 'id',
  orderByDirection: 'desc',
  pagination: { pageSize: 10 },
});

/** The page's three queries, as its first render asks for them (unless it will send elsewhere). */
export const prefetch: PagePrefetch = ({ client, locale, signedIn }) => {
  if (signedIn || locale.language === 'nlNL') return;
  void client.query(PromotedProductsDocument, { locale }).toPromise();
  void client.query(AuthorsDocument, {}).toPromise();
  void client.query(ProductPageDocument, newestVariables(locale)).toPromise();
};

export default function HomePage() {
  const { t } = useTranslation('app');
  const user = useAtomValue(userAtom);
  const { locale, language, currency } = useLocaleVariables();
  const [promoted] = useQuery({ query: PromotedProductsDocument, variables: { locale } });
  const [authors] = useQuery({ query: AuthorsDocument });
  const [newest] = useQuery({ query: ProductPageDocument, variables: newestVariables(locale) });
  if (user) return <Navigate to="/library" replace />;
  if (language === 'nlNL') return <Navigate to="/products/all" replace />;

  const sample = newest.data?.dynamoProductSearch?.products.find(
    (product) => product.priceLocal === 0,
  );
  const latest = listedProducts(
    promoted.data?.dynamoPromotedProducts ?? [],
    FEATURES.subscriptions,
  ).slice(0, HOME_LIST_SIZE);
  const teachers = (authors.data?.authors ?? [])
    .filter((author) => author.products.length > 0)
    .slice(0, HOME_AUTHORS);

  return (
    <div className="home">
      <section className="hero hero-landing">
        <div className="hero-text">
          <h1>{t('home.heroTitle')}</h1>
          <p>{t('home.heroText')}</p>
          <Link className="button" to={sample ? productPath(sample) : '/products/all'}>
            {t('home.freeSample')}
          </Link>
        </div>
        {sample && (
          <Suspense fallback={null}>
            <SampleDeal sample={sample} language={language} />
          </Suspense>
        )}
      </section>

      <section aria-labelledby="latest">
        <h2 id="latest">{t('home.latest')}</h2>
        <StoreProductList
          products={latest}
          currency={currency}
          isLoading={promoted.fetching && !promoted.data}
        />
        <Link className="view-all" to="/products/all">
          {t('home.viewAll')}
        </Link>
      </section>

      <section aria-labelledby="how">
        <h2 id="how">{t('home.howTitle')}</h2>
        <LessonSteps />
      </section>

      <section aria-labelledby="features" className="features">
        <h2 id="features">{t('home.featuresTitle')}</h2>
        <ul>
          <li>{t('home.feature1')}</li>
          <li>{t('home.feature2')}</li>
          <li>{t('home.feature3')}</li>
        </ul>
      </section>

      <section aria-labelledby="teachers">
        <h2 id="teachers">{t('home.teachers')}</h2>
        <ul className="teachers">
          {teachers.map((author) => (
            <li key={author.id}>
              <Link to={authorPath(author)}>
                <img src={author.avatarPath} alt="" width={64} height={64} />
                {author.fullName}
              </Link>
            </li>
          ))}
        </ul>
        <Link className="view-all" to="/authors">
          {t('home.viewAll')}
        </Link>
      </section>

      <section aria-labelledby="faq">
        <h2 id="faq">{t('home.faqTitle')}</h2>
        {FAQ.map(({ key, to }) => (
          <details key={key}>
            <summary>{t(`home.faq.${key}.q`)}</summary>
            <p>
              {t(`home.faq.${key}.a`)} {to && <Link to={to}>{t(`home.faq.${key}.link`)}</Link>}
            </p>
          </details>
        ))}
      </section>

      <section aria-labelledby="reviews">
        <h2 id="reviews">{t('home.reviewsTitle')}</h2>
        <blockquote>{t('home.review1')}</blockquote>
        <blockquote>{t('home.review2')}</blockquote>
      </section>

      <section className="hero">
        <h2>{t('home.ctaTitle')}</h2>
        <Link className="button" to="/products/all">
          {t('home.cta')}
        </Link>
      </section>
    </div>
  );
}
