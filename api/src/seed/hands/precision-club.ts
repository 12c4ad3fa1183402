/**
 * Set: The Precision club. Auction-only hands: the learner is South. Precision: 1C is artificial
 * and shows 16 or more points; 1D in answer is the negative (0-7 points); other openings are
 * limited to 11-15.
 */
import type { HandSource } from './source.js';

export const PRECISION_CLUB_SOURCES: readonly HandSource[] = [
  {
    title: 'Open the strong club',
    deal: 'S:AK7.AQJ64.K82.A5 J962.T87.J93.KT9 853.K952.Q74.J63 QT4.3.AT65.Q8742',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'You are South, dealer, with 21 points and five hearts. Precision bidding: every strong hand, 16 points or more, opens with an artificial 1C.',
    auction: [
      [
        '1C',
        {
          pre: 'Your opening bid?',
          post: 'One club: 16 points or more, saying nothing about clubs. Every other opening bid now promises at most 15.',
          hint: 'In Precision the heart opening is limited to 15 points. How do you show a strong hand?',
        },
      ],
      'Pass',
      ['1D', { post: 'One diamond: the negative, 0-7 points, saying nothing about diamonds.' }],
      'Pass',
      [
        '1H',
        {
          pre: 'Partner is weak. What now?',
          post: 'One heart: natural, five or more hearts. Partner must answer once more, so you can still find the fit.',
          hint: 'Show your long suit at the lowest level: partner has not passed yet.',
        },
      ],
      'Pass',
      ['2H', { post: 'North raises: four hearts, still in the 0-7 range.' }],
      'Pass',
      [
        '4H',
        {
          pre: 'You have found a fit. How high?',
          post: 'Four hearts. Partner has perhaps 4-7 points and four trumps; with 21 you play game, but slam needs more than partner can hold.',
          hint: 'Add your 21 to partner’s 0-7. Game is sure enough; is slam likely?',
        },
      ],
      'Pass',
      'Pass',
      'Pass',
    ],
    summary:
      'The strong 1C is the heart of Precision: with 16 or more points you open 1C whatever your shape, and all other openings are limited. Partner’s first answer tells you at once whether you are facing a weak hand (1D, 0-7) or a positive one, so you can show your suit at a low level and still decide between part score, game and slam.',
  },
  {
    title: 'A limited opening: 2C with six clubs',
    deal: 'S:K4.86.A73.KQJ972 AJT8.Q94.KJ6.T85 Q975.KJ53.Q842.3 632.AT72.T95.A64',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'You are South, dealer, with 13 points and six good clubs. Precision bidding: 1C is kept for strong hands, so a club suit needs another way to be shown.',
    auction: [
      [
        '2C',
        {
          pre: 'Your opening bid?',
          post: 'Two clubs: 11-15 points and six or more clubs. In Precision it is natural and limited; 1C would promise 16 or more.',
          hint: 'The 1C opening means a strong hand of any shape. Which opening shows a long club suit and a limited hand?',
        },
      ],
      'Pass',
      [
        'Pass',
        {
          post: 'North has 8 points and a singleton club: with at most 15 opposite there is no game, so he passes.',
        },
      ],
      'Pass',
    ],
    summary:
      'Because 1C is the strong opening, Precision shows a long club suit with a limited hand by opening 2C: 11-15 points and six clubs (or five with a four-card major, by some partnerships). Partner knows at once that game needs about 10-11 points from him, and passes with less.',
  },
];
