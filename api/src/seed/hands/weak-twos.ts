/**
 * Set: Weak twos and how to answer them. Auction-only hands: the learner is South. Two-over-one
 * game force with weak twos in the majors (a six-card suit, 6-10 points); a 2NT response asks
 * opener to show a feature (an ace or a king outside the suit) with a maximum.
 */
import type { HandSource } from './source.js';

export const WEAK_TWO_SOURCES: readonly HandSource[] = [
  {
    title: 'Open a weak two and show your feature',
    deal: 'S:KQJ974.83.A52.64 T63.QJ9.J97.KQT5 A85.AK72.KQ3.J98 2.T654.T864.A732',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'You are South, dealer, with a good six-card spade suit and 10 points. Two-over-one bidding, with weak twos: an opening bid of two in a major shows six cards and 6-10 points.',
    auction: [
      [
        '2S',
        {
          pre: 'Your opening bid?',
          post: 'Two spades: a weak two. Six good spades and too few points to open at the one level.',
          hint: 'Ten points and a good six-card suit: too weak for 1S in this system, just right for a pre-empt at the two level.',
        },
      ],
      'Pass',
      [
        '2NT',
        {
          post: 'North bids 2NT: the asking bid. It is forcing and asks whether you are minimum or maximum.',
        },
      ],
      'Pass',
      [
        '3D',
        {
          pre: 'Partner asks about your hand. Minimum or maximum?',
          post: 'Three diamonds: a maximum, with a feature (the ace or king) in diamonds. With a minimum you would rebid 3S.',
          hint: 'Ten points is the top of the range. Which outside suit holds an ace?',
        },
      ],
      'Pass',
      ['4S', { post: 'North knows your hand now and bids game.' }],
      'Pass',
      [
        'Pass',
        {
          pre: 'Partner has bid game.',
          post: 'Pass. After a pre-empt, partner is the captain: you have described your hand.',
        },
      ],
      'Pass',
    ],
    summary:
      'A weak two shows a good six-card suit and 6-10 points. Partner’s 2NT asks: rebid your suit with a minimum (6-8), or with a maximum (9-10) name a side suit where you hold an ace or a king, a “feature”. Here the DA told North that his diamond honours and your ace work together, and game in spades was the sensible contract.',
  },
  {
    title: 'Pass partner’s weak two with a misfit',
    deal: 'S:AQ762.5.KJ84.Q73 954.32.QT3.AJT92 83.KQJ974.652.K4 KJT.AT86.A97.865',
    dealer: 'N',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'You are South with 12 points, five spades and a singleton heart. Partner, North, opens a weak two in hearts: six hearts and 6-10 points.',
    auction: [
      ['2H', { post: 'North opens 2H: a weak two.' }],
      'Pass',
      [
        'Pass',
        {
          pre: 'You have an opening hand. Your call?',
          post: 'Pass. Partner has at most 10 points and six hearts: facing your singleton there is no game, and 2H is the safest part score. Bidding 2S would be forcing, and would only climb higher in a misfit.',
          hint: 'Add your 12 to partner’s maximum of 10. And whose long suit will play best?',
        },
      ],
      'Pass',
    ],
    summary:
      'A weak two describes a hand within narrow limits: six cards and 6-10 points. The responder decides. Without a fit, game needs about 16 points facing it; with less, pass and let partner play in his long suit, even holding an opening hand and a suit of your own.',
  },
];
