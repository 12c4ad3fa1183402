/**
 * The learner's hand player on its public routes (hands.md §2): the kit's HandPlayer, progress
 * recorded through upsertUserHand for a signed-in user, restart, the next hand and back to the
 * set. A hand of a set the learner may not play names the set and offers it for sale
 * (LockedHand); any other hand they may not open goes to /error404 (hands.md §5).
 */
import { HandPlayer, visuallyHidden } from '@tenace/components';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { useLocaleVariables } from '../catalogue/use-locale-variables.js';
import { useOwnedProducts } from '../catalogue/use-owned-products.js';
import { HandsOfProductDocument } from '../graphql/documents/HandsOfProduct.generated.js';
import { ProductByIdDocument } from '../graphql/documents/ProductById.generated.js';
import { UpsertUserHandDocument } from '../graphql/documents/UpsertUserHand.generated.js';
import type { UpsertUserHandMutationVariables } from '../graphql/operations.generated.js';
import { useQueryOnce } from '../graphql/use-query-once.js';
import { useCrumbName } from '../layout/crumb-names.js';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { HAND_REFUSED_PATH } from '../lib/access.js';
import { languageOfSegment } from '../lib/locale.js';
import { handPath, productPath } from '../lib/paths.js';
import { EmbedCode } from '../player/EmbedCode.js';
import { LockedHand } from '../player/LockedHand.js';
import { restartsChangedHand, resumeStep } from '../player/resume-step.js';
import { SetOffer } from '../player/SetOffer.js';
import { useHand } from '../player/use-hand.js';
import { usePlayerInView } from '../player/use-player-in-view.js';
import { userAtom } from '../state/auth.js';
import { localeAtom } from '../state/locale.js';
import { articleBackPath, articleHandState } from '../subscriptions/article-hand-state.js';

export default function HandPage() {
  const { t } = useTranslation('app');
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const owned = useOwnedProducts();
  const locale = useAtomValue(localeAtom);
  const linkId = search.get('link') ?? undefined;
  const { state } = useLocation();
  const backToArticle = articleBackPath(state);
  const handId = Number(params.handId);
  const setId = Number(params.setId);
  const collectionId = params.collectionId === undefined ? undefined : Number(params.collectionId);
  const parentId = collectionId ?? setId;
  const loaded = useHand(handId, linkId);
  // The page's queries are read once (use-query-once.ts): the progress saves leave them be.
  const siblings = useQueryOnce({
    query: HandsOfProductDocument,
    variables: { productId: parentId },
    pause: !Number.isInteger(parentId),
  });
  // The collection's crumb (route-table.ts) and the way back: the collection's product page asks
  // the same, so a hand opened from it finds the collection's title in urql's cache.
  const { language: storeLanguage, currency } = useLocaleVariables();
  const collectionQuery = useQueryOnce({
    query: ProductByIdDocument,
    variables: { id: collectionId ?? Number.NaN, language: storeLanguage, currency },
    pause: collectionId === undefined || !Number.isInteger(collectionId),
  });
  const collection = collectionQuery.data?.dynamoProductById ?? undefined;
  const [, upsertUserHand] = useMutation(UpsertUserHandDocument);
  // A save is news to the lists that show the hand's progress, even those that held none of it
  // yet (no UserHand in their answer): they are read afresh when next shown.
  const saveProgress = (variables: UpsertUserHandMutationVariables) =>
    void upsertUserHand(variables, { additionalTypenames: ['Hand'] });
  const ready = loaded.state === 'ready' ? loaded.record : undefined;
  const start = ready && resumeStep(ready);
  const page = useRef<HTMLDivElement>(null);
  usePlayerInView(page, user === undefined ? undefined : ready?.id);
  // A locked hand is named too: its page offers its set.
  const named = loaded.state === 'locked' ? loaded.record : ready;
  useCrumbName('handTitle', named?.title);
  // The set's crumb (route-table.ts): the hand's product is the set it is in, already loaded.
  useCrumbName('setTitle', named?.product?.title);
  useCrumbName('collectionTitle', collection?.title);
  // The article's crumb: the article and its subscription, from the reader that opened the hand.
  const fromArticle = articleHandState(state);
  const articleOfRoute =
    fromArticle?.article.publicId === params.publicId ? fromArticle : undefined;
  useCrumbName('articleTitle', articleOfRoute?.article.title);
  useCrumbName('subscriptionId', articleOfRoute && String(articleOfRoute.subscription.id));
  useCrumbName('subscriptionTitle', articleOfRoute?.subscription.title);

  if (loaded.state === 'loading' || user === undefined) return <PageSkeleton rows={6} />;
  if (loaded.state === 'refused') return <Navigate to={HAND_REFUSED_PATH} replace />;
  if (loaded.state === 'locked') return <LockedHand hand={loaded.record} setId={loaded.setId} />;

  const { record, hand } = loaded;
  const set = { id: setId, title: params.setTitle ?? '' };
  const language = languageOfSegment(params.language) ?? locale.language;
  const hands = siblings.data?.handsByProductIdAndUserId ?? [];
  const next = hands[hands.findIndex((h) => h.id === record.id) + 1];
  const owner = user !== null && record.canPlay;
  const author = record.product?.author;
  // The set that holds the hand, offered at the end to a learner who does not own it (a free
  // or linked hand's).
  const handSet = record.product?.id;
  const unownedSet = handSet !== undefined && !owned.has(handSet) ? handSet : undefined;

  return (
    <div className="hand-page" ref={page}>
      {/* The page's heading for a screen reader; the crumbs show the title on screen. */}
      <h1 className={visuallyHidden}>{record.title}</h1>
      {restartsChangedHand(record) && (
        <p className="hand-changed" role="status">
          {t('hands.changed')}
        </p>
      )}
      <HandPlayer
        key={record.id}
        hand={hand}
        author={{
          name: author?.fullName ?? '',
          ...(author?.avatarPath && { avatarUrl: author.avatarPath }),
        }}
        {...(start !== undefined && { start })}
        recordProgress={user !== null}
        owner={owner}
        {...(unownedSet !== undefined && {
          endOffer: <SetOffer setId={unownedSet} reason="played" />,
        })}
        onProgress={({ status, step }) =>
          saveProgress({
            handId: record.id,
            status,
            step,
            ...(linkId !== undefined && { linkId }),
          })
        }
        {...(backToArticle !== undefined && {
          onBack: () => void navigate(backToArticle),
          backTo: 'article' as const,
        })}
        {...(Number.isInteger(setId) && {
          onBack: () =>
            void navigate(
              collectionId === undefined
                ? productPath(set)
                : productPath({
                    id: collectionId,
                    title: collection?.title ?? set.title,
                    type: 'Collection',
                  }),
            ),
        })}
        {...(next !== undefined && {
          onNextHand: () =>
            void navigate(
              handPath({
                language,
                set: { id: next.productId ?? setId, title: set.title },
                hand: next,
                collection:
                  collectionId === undefined ? undefined : { id: collectionId, title: set.title },
                linkId,
              }),
            ),
        })}
      />
      {linkId !== undefined && <EmbedCode handId={record.id} linkId={linkId} />}
    </div>
  );
}
