/**
 * The landing page's sample deal (admin.md §2 "Landing": the hero leads to the free sample): the
 * first hand of the free sample as bridge columns print it, with a line of its author's
 * commentary and a link to play it, all read from the API (the hand's handJSON), none written
 * here.
 */
import { CommentText, DealDiagram } from '@tenace/components';
import { parseHand } from '@tenace/engine';
import type { Language } from '@tenace/model';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { SampleHandsDocument } from '../graphql/documents/SampleHands.generated.js';
import { handPath } from '../lib/paths.js';

export interface SampleDealProps {
  readonly sample: {
    readonly id: number;
    readonly title: string;
    readonly author?: { readonly fullName: string } | null;
  };
  readonly language: Language;
}

export function SampleDeal({ sample, language }: SampleDealProps) {
  const { t } = useTranslation('app');
  const [hands] = useQuery({ query: SampleHandsDocument, variables: { productId: sample.id } });
  const first = hands.data?.handsByProductIdAndUserId?.find((hand) => hand.handJSON);
  const parsed = first?.handJSON ? parseHand(first.handJSON) : undefined;
  if (first === undefined || parsed === undefined || !parsed.ok) return null;
  const hand = parsed.value;
  // The commentary the learner meets first at the table: the play's introduction, else the
  // auction's.
  const commentary = hand.playIntro || hand.auctionIntro;
  return (
    <figure className="sample-deal">
      <DealDiagram
        deal={hand.deal}
        dealer={hand.dealer}
        vulnerable={hand.vulnerable}
        bottom={hand.viewpoint}
      />
      <figcaption>
        <p className="sample-deal-title">{first.title}</p>
        {commentary && (
          <blockquote>
            <CommentText text={commentary} />
          </blockquote>
        )}
        {sample.author && <p className="sample-deal-author">— {sample.author.fullName}</p>}
        <Link to={handPath({ language, set: sample, hand: first })}>{t('home.playSample')}</Link>
      </figcaption>
    </figure>
  );
}
