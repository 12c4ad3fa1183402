/**
 * Set: Competitive bidding. Auction-only hands: the learner is South and makes South's calls
 * when both sides are bidding. Standard American: five-card majors, negative doubles, Michaels
 * cue bids, takeout doubles.
 */
import type { HandSource } from './source.js';

export const COMPETITIVE_BIDDING_SOURCES: readonly HandSource[] = [
  {
    title: 'Overcall on a good suit',
    freeToPlay: true,
    deal: 'S:85.AKJ97.643.KT2 JT9.T3.QT82.A943 K743.Q642.95.Q86 AQ62.85.AKJ7.J75',
    dealer: 'E',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'You are South with 11 points and a strong five-card heart suit. East, on your right, opens 1D. Standard American bidding.',
    auction: [
      ['1D', { post: 'East opens one diamond.' }],
      [
        '1H',
        {
          pre: 'Pass, double or overcall?',
          post: 'One heart. An overcall shows a good five-card suit and about 8-16 points; it also tells partner what to lead.',
          hint: 'A takeout double asks partner to pick a suit, but you only have one suit worth naming.',
        },
      ],
      ['2D', { post: 'West raises his partner’s diamonds.' }],
      ['2H', { post: 'North raises: three or four hearts and 6-10 points.' }],
      'Pass',
      [
        'Pass',
        {
          pre: 'Partner has raised. Try for game?',
          post: 'Pass. Partner has at most 10 points; with your 11, game is far away. You have pushed the opponents out of their fit.',
          hint: 'Add your points to partner’s maximum. Is it 25?',
        },
      ],
      'Pass',
    ],
    summary:
      'Overcall at the one level with a good five-card suit: it takes bidding space, finds your fit and directs the lead. When partner raises, do not bid again without extra values: the raise was competitive, not an invitation.',
  },
  {
    title: 'The takeout double',
    deal: 'S:KQ84.5.AJ73.KT62 T72.K73.K842.984 J963.862.Q5.QJ53 A5.AQJT94.T96.A7',
    dealer: 'E',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'You are South with 13 points and a singleton heart. East opens 1H. Standard American bidding.',
    auction: [
      ['1H', { post: 'East opens one heart.' }],
      [
        'X',
        {
          pre: 'Your call?',
          post: 'Double: for takeout. Short in their suit, support for all the others and an opening hand.',
          hint: 'You have four spades, four diamonds and four clubs. Which call lets partner choose?',
        },
      ],
      ['2H', { post: 'West raises hearts.' }],
      [
        '2S',
        { post: 'North picks spades, his four-card suit. He would pass with nothing to say.' },
      ],
      ['3H', { post: 'East competes with his six hearts.' }],
      [
        'Pass',
        {
          pre: 'Push on to 3S?',
          post: 'Pass. You have a minimum double and partner bid freely, but no more than that. Let them play 3H.',
          hint: 'A double promises an opening hand. With a minimum, you have already said everything.',
        },
      ],
      'Pass',
      'Pass',
    ],
    summary:
      'A takeout double shows opening values, shortness in the opponents’ suit and support for the other suits. Partner names his best suit; the doubler bids again only with extra strength.',
  },
  {
    title: 'The negative double',
    deal: 'S:852.KJ74.A963.84 Q3.T95.KJ2.T7632 A7.AQ83.Q75.AJ95 KJT964.62.T84.KQ',
    dealer: 'N',
    vulnerable: 'NS',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'Partner opens 1C and East overcalls 1S. You are South with 8 points and four hearts. Standard American with negative doubles.',
    auction: [
      ['1C', { post: 'Partner opens one club.' }],
      ['1S', { post: 'East overcalls one spade.' }],
      [
        'X',
        {
          pre: 'You would have bid 1H. Now?',
          post: 'Double: negative, for takeout. After their overcall it shows four hearts and at least 6 points.',
          hint: 'A new suit at the two level would promise more; 2H shows five hearts and 10+ points. Which call shows four hearts?',
        },
      ],
      'Pass',
      ['3H', { post: 'Partner jumps: four hearts and about 16-18 points, inviting game.' }],
      'Pass',
      [
        '4H',
        {
          pre: 'Accept the invitation?',
          post: 'Yes: 8 points and a fine diamond ace is enough opposite 16-18.',
          hint: 'Partner invites with 16-18. Your 8 points make 24 or more.',
        },
      ],
      'Pass',
      'Pass',
      'Pass',
    ],
    summary:
      'After partner opens and the next player overcalls, a double is negative: it shows the unbid major (here four hearts) and enough to respond. It finds a 4-4 fit you could not bid naturally, and 4H is an excellent contract.',
  },
  {
    title: 'Raise to the level of the fit',
    deal: 'S:KT84.72.J953.Q85 93.AKJ84.86.KJ92 AQJ75.953.K74.A6 62.QT6.AQT2.T743',
    dealer: 'W',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'West opens 1H, partner overcalls 1S and East raises to 2H. You have four-card spade support and 6 points. Standard American; a jump raise of partner’s overcall is pre-emptive.',
    auction: [
      ['1H', { post: 'West opens one heart.' }],
      ['1S', { post: 'Partner overcalls: five spades.' }],
      ['2H', { post: 'East raises hearts.' }],
      [
        '3S',
        {
          pre: 'How high should you compete?',
          post: 'Three spades: with nine trumps between you, bid to the three level at once. The law of total tricks says nine trumps are worth nine tricks’ bidding.',
          hint: 'Count your side’s trumps: five and four. Bid to the level of the fit.',
        },
      ],
      ['Pass', { post: 'West has a minimum and cannot bid 3H alone.' }],
      'Pass',
      ['Pass', { post: 'East is not strong enough to compete at the four level.' }],
    ],
    summary:
      'With a fit for partner’s overcall, raise at once to the level of your combined trumps: eight trumps, the two level; nine, the three level. The jump to 3S with a weak hand took away the opponents’ room to find their best contract.',
  },
  {
    title: 'Balance in the pass-out seat',
    deal: 'S:K62.94.AK5.Q9843 Q73.K873.J6.JT72 A985.Q5.T9432.K6 JT4.AJT62.Q87.A5',
    dealer: 'E',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'East opens 1H. You are South with 12 points, two hearts and a poor five-card club suit. Standard American.',
    auction: [
      ['1H', { post: 'East opens one heart.' }],
      [
        'Pass',
        {
          pre: 'Overcall 2C?',
          post: 'Pass for now: Q9843 is a poor suit for a two-level overcall.',
          hint: 'A two-level overcall needs a good suit as well as points.',
        },
      ],
      ['2H', { post: 'West raises: 6-9 points.' }],
      ['Pass', { post: 'Partner passes.' }],
      ['Pass', { post: 'East passes: they have found their fit and stopped low.' }],
      [
        'X',
        {
          pre: 'If you pass, they play 2H. Your call?',
          post: 'Double: a balancing double for takeout. They have a fit and about 20 points, so partner has values too: compete for the part-score.',
          hint: 'When the opponents find a fit and stop at the two level, do not let them play there.',
        },
      ],
      'Pass',
      ['2S', { post: 'Partner shows his four spades.' }],
      'Pass',
      ['Pass', { post: 'Pass: 2S is as high as your side should go.' }],
      'Pass',
    ],
    summary:
      'When the opponents find a fit and stop at the two level, the player in the pass-out seat should usually balance: partner holds values he could not show. A balancing double asks partner to pick a suit.',
  },
  {
    title: 'The Michaels cue bid',
    deal: 'S:KQJ75.4.62.AJ987 T63.QT52.KQ74.53 A984.83.JT5.KT42 2.AKJ976.A983.Q6',
    dealer: 'E',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'East opens 1H. You are South with five spades and five clubs. Standard American, with the Michaels cue bid: 2H over 1H shows five spades and a five-card minor.',
    auction: [
      ['1H', { post: 'East opens one heart.' }],
      [
        '2H',
        {
          pre: 'How do you show both your suits at once?',
          post: 'Two hearts, Michaels: five spades and five cards in a minor. Partner can choose spades, or ask for the minor with 2NT.',
          hint: 'Bidding the opponents’ suit directly shows a two-suited hand.',
        },
      ],
      ['3H', { post: 'West raises hearts.' }],
      [
        '4S',
        {
          post: 'Partner bids game: four spades, the SA and short hearts. He knows your shape, so he can judge that the hands fit.',
        },
      ],
      'Pass',
      [
        'Pass',
        {
          pre: 'Partner has bid game. Anything more?',
          post: 'Pass. You have described your hand; partner has placed the contract.',
          hint: 'After a two-suited bid, the partner who knows both hands decides.',
        },
      ],
      'Pass',
    ],
    summary:
      'A direct cue bid of the opener’s major (Michaels) shows five cards in the other major and five in a minor. It describes a two-suiter in one call, so partner can judge how high to go: with four trumps and an ace, game.',
  },
  {
    title: 'The unusual 2NT and the sacrifice',
    deal: 'S:4.72.KJ953.QJT84 KQ63.QJ95.82.A95 85.T864.AQ74.K76 AJT972.AK3.T6.32',
    dealer: 'E',
    vulnerable: 'EW',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'East, vulnerable, opens 1S. You are South, not vulnerable, with five diamonds and five clubs and 7 points. Standard American: a jump to 2NT over their opening shows the two lowest unbid suits, here the minors.',
    auction: [
      ['1S', { post: 'East opens one spade.' }],
      [
        '2NT',
        {
          pre: 'Five-five in the minors. Your call?',
          post: 'Two no-trumps, the unusual no-trump: at least five-five in the minors. It is about shape, not strength.',
          hint: 'One call shows both your suits at once.',
        },
      ],
      ['4S', { post: 'West bids the spade game.' }],
      [
        '5D',
        {
          post: 'Partner sacrifices: with four diamonds and the vulnerability in your favour, 5D doubled will cost less than their game.',
        },
      ],
      ['X', { post: 'East doubles.' }],
      [
        'Pass',
        {
          pre: 'Partner has made his decision. Yours?',
          post: 'Pass. You described your hand with 2NT; partner took the decision with full knowledge.',
          hint: 'Once you have shown your hand, leave the decisions to partner.',
        },
      ],
      'Pass',
      'Pass',
    ],
    summary:
      'The unusual 2NT shows both minors in one bid. Partner, knowing your shape, could judge that 5D doubled (two down, 300) was cheaper than letting them make a vulnerable 4S (650 or more). Shape bids let the partner with the information make the decision.',
  },
];
