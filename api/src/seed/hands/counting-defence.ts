/**
 * Set: Counting as a defender. The learner is East, a defender, in play-only hands: the contract
 * and the bidding that led to it are given in the play introduction (Two-over-one, a 15-17 1NT).
 */
import type { HandSource } from './source.js';

export const COUNTING_DEFENCE_SOURCES: readonly HandSource[] = [
  {
    title: 'Count declarer’s tricks and cash out',
    deal: 'S:62.AKQ3.74.KQJ93 K984.JT97.985.T6 753.84.AKQJ6.852 AQJT.652.T32.A74',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'E',
    contract: { level: 3, denomination: 'NT', declarer: 'S' },
    playIntro:
      'Play-only: South opened 1NT (15-17) and North raised to 3NT. Partner leads the HJ and dummy goes down with a solid diamond suit. You are East with the CA and a strong spade holding. Count: dummy has 10 points and you have 11, so partner has at most 4.',
    play: [
      'HJ H4 H2 HQ',
      'CK C6 C2 CA',
      'SA S2 S4 S3',
      'SQ S6 S8 S5',
      'SJ H3 S9 S7',
      'ST C3 SK C5',
      'HT H8 H5 HA',
      'D4 D5 DA D2',
      'DK D3 D7 D8',
      'DQ DT C9 D9',
      'DJ C4 CJ H7',
      'D6 C7 HK H9',
      'C8 H6 CQ CT',
    ],
    cardComments: {
      H2: {
        pre: 'Partner leads the HJ, top of a sequence. Your signal?',
        post: 'The H2: you do not want hearts continued. Declarer wins with the HQ.',
      },
      CA: {
        pre: 'Declarer leads the CK. Win or hold up?',
        post: 'Win. Dummy’s diamonds need no entry, so holding up gains nothing, and every trick counts now.',
        hint: 'A hold-up cuts declarer off from a long suit in a hand without entries. Does dummy need an entry for its diamonds?',
      },
      SA: {
        pre: 'Count declarer’s tricks before you lead. What will he make once he gets in?',
        post: 'Five diamonds, four clubs and at least three hearts: twelve. Returning partner’s heart only hands them over. You need four more tricks at once, and the spades are the only place for them.',
        hint: 'Diamonds five, clubs four, hearts three. Partner has at most 4 points: which suit can still give you four tricks?',
      },
      SQ: { post: 'Declarer follows again. Keep going.' },
      SJ: { post: 'Declarer discards: partner must hold the SK.' },
      ST: {
        pre: 'Your last spade.',
        post: 'Partner overtakes with the SK: five tricks, and 3NT is one down.',
      },
    },
    summary:
      'Count declarer’s tricks as soon as dummy appears. Here, once the CA was gone, he had twelve: a passive defence could not beat 3NT. Counting points told you the rest: partner, with at most 4, could hold only the SK, and a spade switch from the top took four tricks with your CA. Returning partner’s heart would have been natural and fatal.',
  },
];
