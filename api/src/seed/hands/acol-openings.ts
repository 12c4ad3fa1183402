/**
 * Set: Acol opening bids. Auction-only hands: the learner is South and opens the bidding the Acol
 * way, a weak no-trump (12-14) and four-card majors.
 */
import type { HandSource } from './source.js';

export const ACOL_OPENING_SOURCES: readonly HandSource[] = [
  {
    title: 'Open a weak no-trump',
    deal: 'S:KQ74.A83.QJ5.J62 JT85.J96.A98.985 A96.KQ54.K73.QT4 32.T72.T642.AK73',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'You are South, dealer, with 13 points and no five-card suit. Acol bidding: a 1NT opening shows 12-14 points and a balanced hand.',
    auction: [
      [
        '1NT',
        {
          pre: 'Your opening bid?',
          post: 'One no-trump: 12-14 points, balanced. In one bid partner knows your strength and your shape.',
          hint: 'A balanced hand of 12-14 points has a single opening bid in Acol, and it is not a suit.',
        },
      ],
      'Pass',
      [
        '3NT',
        {
          post: 'North has 14 points and a balanced hand: 14 and your 12 at least make 26, enough for game.',
        },
      ],
      'Pass',
      [
        'Pass',
        {
          pre: 'Partner has raised to game. Anything more?',
          post: 'Pass. Partner chose the contract knowing your range: a no-trump opening is a limited bid, and the limited hand does not bid again when partner has placed the contract.',
          hint: 'Partner knew you had 12-14 points. Has anything changed?',
        },
      ],
      'Pass',
    ],
    summary:
      'With 12-14 points and a balanced hand (4-3-3-3, 4-4-3-2 or 5-3-3-2), Acol players open 1NT. It takes away bidding space from the opponents and describes your hand in one go, so partner can add up the points: with 12 or more facing your 12-14, partner bids game; with less, partner passes or chooses a part score.',
  },
  {
    title: 'Four-card majors: open 1H and raise partner',
    deal: 'S:KQ74.AJ63.K82.Q5 T96.KQT9.J75.K86 AJ83.72.Q964.J73 52.854.AT3.AT942',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'You are South, dealer, with 15 points and four cards in each major. Acol bidding: a four-card suit may be opened, and 1NT would show 12-14.',
    auction: [
      [
        '1H',
        {
          pre: 'Your opening bid?',
          post: 'One heart. Too strong for a weak 1NT, so open a suit: with four cards in both majors, Acol opens the hearts, leaving room for partner to show spades.',
          hint: 'Fifteen points is above the 1NT range. Which four-card suit lets partner still bid the other one at the one level?',
        },
      ],
      'Pass',
      ['1S', { post: 'North shows four or more spades and 6 or more points.' }],
      'Pass',
      [
        '2S',
        {
          pre: 'Partner has bid your other major. Your rebid?',
          post: 'Two spades: you have found a 4-4 fit, so say so at once. The simple raise shows a minimum opening, about 12-15 points.',
          hint: 'You hold four spades. Is there anything more important to tell partner than the fit?',
        },
      ],
      'Pass',
      ['Pass', { post: 'North has 8 points: with your minimum there is no game.' }],
      'Pass',
    ],
    summary:
      'Acol opens four-card suits. Balanced hands of 12-14 open 1NT; stronger ones open a suit, with both majors the hearts, so that a spade fit can still be found at the one level. When partner bids your other four-card suit, raise it: the fit comes before everything else, and the level of the raise shows your strength.',
  },
];
