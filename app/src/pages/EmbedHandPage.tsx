/** The iframe embed for third-party sites: the player alone, without a back button (hands.md §2). */
import { HandPlayer } from '@tenace/components';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { PageSkeleton } from '../layout/PageSkeleton.js';
import { useHand } from '../player/use-hand.js';

export default function EmbedHandPage() {
  const { t } = useTranslation('app');
  const params = useParams();
  const [search] = useSearchParams();
  const loaded = useHand(Number(params.handId), search.get('link') ?? undefined);
  if (loaded.state === 'loading') return <PageSkeleton rows={6} />;
  // A third party's page is no store: a locked hand is as unavailable there as a missing one.
  if (loaded.state === 'refused' || loaded.state === 'locked')
    return <p role="alert">{t('notFound.text')}</p>;
  const author = loaded.record.product?.author;
  return (
    <main className="embed">
      <HandPlayer
        hand={loaded.hand}
        author={{
          name: author?.fullName ?? '',
          ...(author?.avatarPath && { avatarUrl: author.avatarPath }),
        }}
      />
    </main>
  );
}
