/** The iframe embed for third-party sites: the player alone, without a back button (hands.md §2). */
import { COMPACT_FRAME_QUERY, HandPlayer, useMediaQuery } from '@tenace/components';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { useHand } from '../player/use-hand.js';

export default function EmbedHandPage() {
  const { t } = useTranslation('app');
  const params = useParams();
  const [search] = useSearchParams();
  const loaded = useHand(Number(params.handId), search.get('link') ?? undefined);
  // The frame is the player's whole page: compact unless it holds the wide layout whole.
  const compactFrame = useMediaQuery(COMPACT_FRAME_QUERY);
  if (loaded.state === 'loading') return <PageSkeleton rows={6} />;
  // A third party's page is no store: a locked hand is as unavailable there as a missing one.
  if (loaded.state === 'refused' || loaded.state === 'locked')
    return <p role="alert">{t('notFound.text')}</p>;
  const author = loaded.record.product?.author;
  return (
    <main className="embed">
      <HandPlayer
        hand={loaded.hand}
        layout={compactFrame ? 'compact' : 'wide'}
        author={{
          name: author?.fullName ?? '',
          ...(author?.avatarPath && { avatarUrl: author.avatarPath }),
        }}
      />
    </main>
  );
}
