/**
 * Set: Leads against slams. The learner is West, a defender, and makes West's calls and cards.
 * Standard American bidding, with ordinary (four-ace) Blackwood.
 */
import type { HandSource } from './source.js';

export const SLAM_LEAD_SOURCES: readonly HandSource[] = [
  {
    title: 'Cash your ace before the discards',
    deal: 'S:AKQJ95.KQ4.73.K6 72.T987.AJ64.985 T84.AJ3.85.AQJT4 63.652.KQT92.732',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'W',
    auctionIntro:
      'You are West with 5 points and the DA. The opponents are bidding towards a slam: listen to what they say about their hands, it will tell you what to lead. Standard American bidding.',
    auction: [
      ['1S', { post: 'South opens one spade.' }],
      ['Pass', { pre: 'Your call?', post: 'Pass: nothing to say with 5 points.' }],
      ['2C', { post: 'North shows clubs and at least 10 points.' }],
      'Pass',
      ['3S', { post: 'South jumps: six good spades and 16-18 points.' }],
      'Pass',
      ['4NT', { post: 'Blackwood: how many aces?' }],
      'Pass',
      ['5D', { post: 'One ace.' }],
      'Pass',
      ['6S', { post: 'North bids the slam: the partnership is missing one ace.' }],
      'Pass',
      'Pass',
      ['Pass', { pre: 'They have bid 6S.', post: 'Pass, and think about your lead.' }],
    ],
    playIntro:
      'South plays 6S. They are missing one ace, and it is yours. North has a long club suit. What will declarer do with his losers once trumps are drawn?',
    play: [
      'DA D5 DQ D3',
      'D4 D8 DK D7',
      'H2 HK H7 H3',
      'SA S2 S4 S3',
      'SK S7 S8 S6',
      'H4 H8 HA H5',
      'HJ H6 HQ H9',
      'CK C5 C4 C2',
      'C6 C8 CA C3',
      'CQ C7 S5 C9',
      'SQ D6 ST D2',
      'SJ DJ CJ D9',
      'S9 HT CT DT',
    ],
    cardComments: {
      DA: {
        pre: 'Your opening lead?',
        post: 'The DA. Dummy’s clubs will give declarer discards as soon as trumps are drawn: take your ace now, and see what partner thinks of diamonds.',
        hint: 'A passive lead gives declarer time to draw trumps and throw his losers on dummy’s clubs. Which suit can make tricks for you at once?',
      },
      DQ: {
        post: 'Partner drops the DQ under your ace: the queen promises the king (or a singleton).',
      },
      D4: {
        pre: 'Partner’s DQ promises the DK. Continue?',
        post: 'A second diamond to partner’s king: two tricks, and 6S is down before declarer can use the clubs.',
        hint: 'Who holds the DK? If partner has it, a diamond now takes the setting trick.',
      },
      DK: { post: 'Partner’s DK wins: one down.' },
      H7: { post: 'Declarer has the rest.' },
    },
    summary:
      'Against a slam where dummy has shown a long, strong side suit, declarer will throw his losers on it as soon as trumps are drawn: attack. Cashing your ace costs nothing here, and partner’s honour signal (the queen under the ace, promising the king) showed the way to the second trick. A passive heart or trump lead would have let 6S make.',
  },
];
