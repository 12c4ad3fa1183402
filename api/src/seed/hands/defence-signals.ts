/**
 * Set: Defence, signals. The learner is East, a defender, in play-only hands: the contract and the
 * bidding that led to it are given in the play introduction (Standard American). Signals as
 * most clubs play them: attitude on partner's lead (high encourages), count when declarer leads
 * a suit (high-low with an even number), suit preference when giving a ruff.
 */
import type { HandSource } from './source.js';

export const DEFENCE_SIGNAL_SOURCES: readonly HandSource[] = [
  {
    title: 'Encourage partner’s lead',
    freeToPlay: true,
    deal: 'S:AKQJ4.J74.53.K82 76.AK53.984.QJT3 T93.T96.AKQJ2.64 852.Q82.T76.A975',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'E',
    contract: { level: 4, denomination: 'S', declarer: 'S' },
    playIntro:
      'Play-only: South opened 1S, North responded 2D, South rebid 2S and North raised to 4S. Partner leads the HA (from ace-king) and dummy goes down with a solid diamond suit. You are East. Dummy’s diamonds will soon take care of declarer’s losers: the defence must take its tricks now.',
    play: [
      'HA H6 H8 H4',
      'HK H9 H2 H7',
      'H5 HT HQ HJ',
      'CA C2 C3 C4',
      'C9 CK CT C6',
      'C8 CJ S3 C5',
      'DA D6 D3 D4',
      'DK D7 D5 D8',
      'DQ DT S4 D9',
      'SA S6 S9 S2',
      'SK S7 ST S5',
      'SQ H3 D2 S8',
      'SJ CQ DJ C7',
    ],
    cardComments: {
      HA: { post: 'Partner leads the HA: he has the HK as well.' },
      H8: {
        pre: 'You hold the HQ. Tell partner what you think of hearts.',
        post: 'The H8, your highest spot card: an encouraging signal. It says “carry on: I have the queen (or a doubleton)”.',
        hint: 'High encourages, low discourages. You want partner to continue hearts.',
      },
      H2: { pre: 'Partner cashes the HK.', post: 'Follow with the H2.' },
      H5: { post: 'Partner trusts the signal and leads a third heart.' },
      HQ: { pre: 'Your HQ wins this.', post: 'Three heart tricks for the defence.' },
      CA: {
        pre: 'The fourth trick is in front of you.',
        post: 'Cash the CA before declarer throws his clubs on dummy’s diamonds. 4S is one down.',
        hint: 'Dummy’s diamonds will give declarer discards as soon as he gets in. Take your sure trick now.',
      },
      C9: { post: 'Nothing else to do: declarer has the rest.' },
    },
    summary:
      'Third hand signals attitude on partner’s lead: a high card encourages, a low one discourages. Your H8 told West to carry on, and the third heart to your HQ plus the CA beat the contract. Had you played the H2, a sensible West would switch, and declarer would have drawn trumps and thrown his heart loser on the diamonds.',
  },
  {
    title: 'Count: when to take your ace',
    deal: 'S:AK32.AK4.82.AKQ5 86.QJT952.754.32 754.863.KQJT9.74 QJT9.7.A63.JT986',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'E',
    contract: { level: 3, denomination: 'NT', declarer: 'S' },
    playIntro:
      'Play-only: South opened 2C and rebid 2NT (22-24), North raised to 3NT. Partner leads the HQ. Dummy has KQJT9 of diamonds and no other entry. You are East with the DA: take it too soon and the diamonds run; take it too late and declarer has stolen a trick. Partner’s count signal tells you when.',
    play: [
      'HQ H3 H7 HA',
      'D8 D4 DK D3',
      'DQ DA D2 D5',
      'SQ S2 S6 S4',
      'SJ S3 S8 S5',
      'ST SK H2 S7',
      'SA H5 D9 S9',
      'CA C2 C4 C6',
      'CK C3 C7 C8',
      'CQ D7 H6 C9',
      'C5 H9 DT CT',
      'CJ H4 HT H8',
      'D6 HK HJ DJ',
    ],
    cardComments: {
      H7: { pre: 'Your only heart.', post: 'Declarer wins the HA.' },
      D4: {
        post: 'Partner gives count: his lowest diamond shows an odd number, so three (a singleton would leave declarer with four).',
      },
      D3: {
        pre: 'Declarer leads the D8 to dummy’s DK. Partner has three diamonds, so declarer has two. Win or duck?',
        post: 'Duck. Declarer has one more diamond to reach dummy with; you want it gone before you win.',
        hint: 'Win the round on which declarer plays his last diamond: count them from partner’s signal.',
      },
      DA: {
        pre: 'Dummy leads the DQ. Now?',
        post: 'Win now: declarer’s last diamond has gone, and dummy’s DJ-T-9 can never be reached.',
        hint: 'Declarer has no diamond left after this trick. If you duck again, dummy stays on lead and cashes the rest.',
      },
      SQ: {
        pre: 'What now?',
        post: 'The SQ: set up your spades, the suit declarer is weakest in.',
      },
      CT: { post: 'Your clubs have outlasted declarer’s: one more trick.' },
      CJ: { post: 'Five tricks for the defence: 3NT is one down.' },
    },
    summary:
      'Against a long suit in a dummy without side entries, hold up your ace until declarer has no cards left in the suit. Partner’s count signal (low with an odd number, high-low with an even number) tells you how many declarer holds. Winning the first diamond gives declarer eleven tricks; winning the third gives him nine; only winning the second beats 3NT.',
  },
];
