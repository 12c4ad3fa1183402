/**
 * Set: No-trump play for beginners. The learner is South, declarer, and plays both hands. Acol
 * bidding: a 12-14 1NT.
 */
import type { HandSource } from './source.js';

export const NOTRUMP_PLAY_SOURCES: readonly HandSource[] = [
  {
    title: 'Count your winners, then knock out the ace',
    deal: 'S:A84.K73.QJT9.K62 JT97.QJT95.84.QJ KQ5.A84.K652.A73 632.62.A73.T9854',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionIntro:
      'You are South, dealer, with 13 points and a balanced hand. Acol bidding: 1NT shows 12-14.',
    auction: [
      [
        '1NT',
        {
          pre: 'Your opening bid?',
          post: 'One no-trump: 12-14 and balanced.',
          hint: 'Balanced with 12-14 points: the Acol weak no-trump.',
        },
      ],
      'Pass',
      ['3NT', { post: 'North has 16 points: game, and no-trump with a balanced hand.' }],
      'Pass',
      ['Pass', { post: 'Partner has chosen the contract.' }],
      'Pass',
    ],
    playIntro:
      'West leads the HQ against 3NT. Before you play a card from dummy, count your sure winners: three spades, two hearts and two clubs make seven. Where will the other two come from?',
    play: [
      'HQ H4 H2 HK',
      'DQ D4 D2 DA',
      'H6 H3 HJ HA',
      'DK D7 D9 D8',
      'D5 D3 DT S7',
      'DJ S9 D6 C4',
      'S4 ST SK S2',
      'SQ S3 S8 SJ',
      'S5 S6 SA H5',
      'C2 CJ CA C5',
      'C3 C8 CK CQ',
      'C6 H9 C7 C9',
      'CT H7 HT H8',
    ],
    cardComments: {
      H4: { pre: 'Dummy plays first. Which heart?', post: 'A small one: keep the HA in dummy.' },
      HK: {
        pre: 'Win the first trick? You have the HK and the HA.',
        post: 'Win with the HK in hand: you keep the HA as a second stopper, and as a way to reach dummy later.',
      },
      DQ: {
        pre: 'Seven winners. Which suit gives you the other two?',
        post: 'Diamonds. Together you hold K-Q-J-T-9: once the DA is gone, three of them are winners. Set them up now, while you still hold a heart stopper.',
        hint: 'Spades and clubs are as good as they will ever be. Which suit becomes winners once one honour has gone?',
      },
      HA: { post: 'East has taken his ace and returned a heart. Your HA wins: your last stopper.' },
      DK: { pre: 'Now cash your diamonds.', post: 'The DK wins.' },
      DT: { post: 'West shows out: East had three diamonds, and yours are all good.' },
      DJ: { post: 'Your third diamond winner.' },
      S4: { pre: 'Cash the spades next.', post: 'Low to dummy’s SK.' },
      SA: { post: 'Three spade tricks. Only the clubs are left.' },
      C2: { pre: 'Take your two club tricks.', post: 'Low to the CA.' },
      CK: { post: 'Ten tricks: the contract and an overtrick.' },
    },
    summary:
      'Count your winners first: here seven, two short. Find the suit that makes the extra tricks (the diamonds, once the ace is gone) and set it up at once, before the defenders set up their own suit. Winning the first heart in hand kept the HA in dummy as a second stopper. Cash your sure winners last: played early, they only set up the defenders’ cards.',
  },
];
