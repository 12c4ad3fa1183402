/**
 * The demo catalogue's hands (issue 3 §2): themed sets of real, fully commented, playable hands,
 * written in the compact form of source.ts and built with the engine. The seed imports
 * {@link DEMO_HAND_SETS} and stores each set as a product with its hands in order.
 */
import { ACOL_OPENING_SOURCES } from './acol-openings.js';
import { AFSPELEN_SNIT_SOURCES } from './afspelen-snit.js';
import { BIEDEN_BEGINNER_SOURCES } from './bieden-beginners.js';
import { COMPETITIVE_BIDDING_SOURCES } from './competitive-bidding.js';
import { COUNTING_DEFENCE_SOURCES } from './counting-defence.js';
import { DECLARER_FINESSE_SOURCES } from './declarer-finesses.js';
import { DEFENCE_SIGNAL_SOURCES } from './defence-signals.js';
import { ENDPLAY_SQUEEZE_SOURCES } from './endplays-squeezes.js';
import { SLAM_LEAD_SOURCES } from './leads-against-slams.js';
import { NOTRUMP_PLAY_SOURCES } from './notrump-play.js';
import { OPENING_LEAD_SOURCES } from './opening-leads.js';
import { PRECISION_CLUB_SOURCES } from './precision-club.js';
import { SLAM_BIDDING_SOURCES } from './slam-bidding.js';
import { type DemoHand, type DemoHandSet, demoHands } from './source.js';
import { TEGENSPEL_SIGNAAL_SOURCES } from './tegenspel-signalen.js';
import { WEAK_TWO_SOURCES } from './weak-twos.js';

export type { DemoHand, DemoHandSet } from './source.js';

/**
 * The demo hand sets, each hand a complete handJSON stamped v1.1.
 *
 * @example
 * DEMO_HAND_SETS.flatMap((set) => set.hands).length // 24
 */
export const DEMO_HAND_SETS: readonly DemoHandSet[] = [
  {
    key: 'opening-leads',
    title: 'Opening leads',
    description:
      'Find the lead that beats the contract: top of a sequence, partner’s suit, a singleton for a ruff. You sit West and make the calls and the lead. Bidding: Standard American, five-card majors and a 15-17 1NT.',
    hands: demoHands(OPENING_LEAD_SOURCES),
  },
  {
    key: 'declarer-finesses',
    title: 'Declarer play: finesses',
    description:
      'Trap the missing honours: lead towards the tenace, eight ever nine never, lead towards a king, and finesse into the safe hand. You are South, declarer, playing both hands. Bidding: Standard American, five-card majors and a 15-17 1NT.',
    hands: demoHands(DECLARER_FINESSE_SOURCES),
  },
  {
    key: 'defence-signals',
    title: 'Defence: signals',
    description:
      'Talk to partner with the cards you play: attitude on partner’s lead and count when declarer runs a suit. You are East, defending play-only hands. Bidding, where it is described: Standard American.',
    hands: demoHands(DEFENCE_SIGNAL_SOURCES),
  },
  {
    key: 'competitive-bidding',
    title: 'Competitive bidding',
    description:
      'When both sides bid: overcalls, takeout and negative doubles, raising to the level of the fit, balancing and the Michaels cue bid. Auction-only hands; you are South. Bidding: Standard American with negative doubles and Michaels.',
    hands: demoHands(COMPETITIVE_BIDDING_SOURCES),
  },
  {
    key: 'slam-bidding',
    title: 'Slam bidding',
    description:
      'Bid the good slams and stay out of the bad ones: Blackwood, Jacoby 2NT, the quantitative 4NT and control bids. Auction-only hands; you are South. Bidding: Standard American with ordinary (four-ace) Blackwood.',
    hands: demoHands(SLAM_BIDDING_SOURCES),
  },
  {
    key: 'endplays-squeezes',
    title: 'Endplays and squeezes for improvers',
    description:
      'The first steps beyond finesses: strip the hand and throw a defender in, and squeeze a defender who guards two suits. You are South, declarer, in play-only hands. Bidding, where it is described: Standard American.',
    hands: demoHands(ENDPLAY_SQUEEZE_SOURCES),
  },
];

/**
 * The hands of the catalogue's further sets (`DEMO_FURTHER_SETS` of demo-catalogue.ts, whose
 * titles, descriptions and languages they are seeded under), by product key. A set on sale is
 * bought for its hands, so none is left empty; the Dutch sets' texts are in Dutch.
 *
 * @example
 * DEMO_FURTHER_SET_HANDS['acol-openings']?.[0]?.hand.auction[0]?.value // '1NT'
 */
export const DEMO_FURTHER_SET_HANDS: Readonly<Record<string, readonly DemoHand[]>> = {
  'acol-openings': demoHands(ACOL_OPENING_SOURCES),
  'notrump-play': demoHands(NOTRUMP_PLAY_SOURCES),
  'weak-twos': demoHands(WEAK_TWO_SOURCES),
  'precision-club': demoHands(PRECISION_CLUB_SOURCES),
  'counting-defence': demoHands(COUNTING_DEFENCE_SOURCES),
  'leads-against-slams': demoHands(SLAM_LEAD_SOURCES),
  'bieden-beginners': demoHands(BIEDEN_BEGINNER_SOURCES),
  'afspelen-snit': demoHands(AFSPELEN_SNIT_SOURCES),
  'tegenspel-signalen': demoHands(TEGENSPEL_SIGNAAL_SOURCES),
};
