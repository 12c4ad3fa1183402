/**
 * Set: Slam bidding. Auction-only hands: the learner is South and makes South's calls. Standard
 * American with ordinary Blackwood (4NT asks for aces: 5C none or four, 5D one, 5H two, 5S
 * three), Jacoby 2NT, control (cue) bids and the quantitative 4NT over 1NT.
 */
import type { HandSource } from './source.js';

export const SLAM_BIDDING_SOURCES: readonly HandSource[] = [
  {
    title: 'Blackwood: check the aces',
    freeToPlay: true,
    deal: 'S:AK7.AKQ864.KQ7.5 QJ95.T5.T9632.J7 842.J973.AJ5.KQ9 T63.2.84.AT86432',
    dealer: 'S',
    vulnerable: 'EW',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'You are South with 21 points and six strong hearts. Standard American with Blackwood. Open, and listen for a fit.',
    auction: [
      [
        '1H',
        {
          pre: 'Your opening bid?',
          post: 'One heart. With a strong one-suiter you can open at the one level: partner will rarely pass.',
        },
      ],
      'Pass',
      ['3H', { post: 'A limit raise: four hearts and 10-12 points.' }],
      'Pass',
      [
        '4NT',
        {
          pre: 'Slam is likely. What do you need to know?',
          post: 'Four no-trumps, Blackwood: how many aces has partner? You have two.',
          hint: 'With 21 points opposite 10-12 and a fit, the only question is whether two aces are missing.',
        },
      ],
      'Pass',
      ['5D', { post: 'Five diamonds: one ace.' }],
      'Pass',
      [
        '6H',
        {
          pre: 'Three aces between you. Your decision?',
          post: 'Six hearts. Only one ace is missing, and partner’s values will cover your other losers.',
          hint: 'One ace missing: bid the small slam. Two missing: stop in five.',
        },
      ],
      'Pass',
      'Pass',
      'Pass',
    ],
    summary:
      'Once you know there is a fit and enough strength for slam, use Blackwood to make sure the opponents do not hold two aces. Here partner’s one ace made three, and 6H is a fine contract: a club is the only loser, once dummy’s clubs give a discard for your third spade.',
  },
  {
    title: 'Blackwood: stop in five',
    deal: 'S:KQJ864.AQ5.KQ3.7 T5.9762.A874.J92 A972.J84.J52.KQ6 3.KT3.T96.AT8543',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'You are South with six good spades and a singleton club. Standard American with Blackwood.',
    auction: [
      ['1S', { pre: 'Your opening bid?', post: 'One spade.' }],
      'Pass',
      ['3S', { post: 'A limit raise: four spades and 10-12 points.' }],
      'Pass',
      [
        '4NT',
        {
          pre: 'Slam is possible. Ask?',
          post: 'Blackwood. You hold one ace and need partner to have two.',
        },
      ],
      'Pass',
      ['5D', { post: 'One ace.' }],
      'Pass',
      [
        '5S',
        {
          pre: 'Two aces are missing. Now what?',
          post: 'Five spades: stop. With two aces missing, slam would need the defenders to forget to cash them.',
          hint: 'Blackwood is for stopping as much as for bidding: with two aces out, sign off at the five level.',
        },
      ],
      'Pass',
      'Pass',
      'Pass',
    ],
    summary:
      'Blackwood keeps you out of slams missing two aces. Partner showed one ace, so the DA and CA were both out: sign off in five of your suit. Eleven tricks need the HQ finesse; twelve were never there.',
  },
  {
    title: 'Jacoby 2NT and a shortness',
    deal: 'S:AK5.KJ64.K85.864 JT98.T2.J962.KQ3 Q73.AQ9753.AQ4.5 642.8.T73.AJT972',
    dealer: 'N',
    vulnerable: 'EW',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'Partner opens 1H. You are South with four-card heart support and 14 points. Standard American with Jacoby 2NT: a game-forcing raise with four trumps; opener shows a singleton or void at the three level.',
    auction: [
      ['1H', { post: 'Partner opens one heart.' }],
      'Pass',
      [
        '2NT',
        {
          pre: 'Game at least. How do you show it?',
          post: 'Jacoby 2NT: four or more hearts and a game-forcing hand. Now partner describes his.',
          hint: 'With four-card support and an opening hand, 4H would hide your strength.',
        },
      ],
      'Pass',
      ['3C', { post: 'Three clubs: a singleton or void in clubs.' }],
      'Pass',
      [
        '4NT',
        {
          pre: 'You have three small clubs. Is that good or bad news?',
          post: 'Good news: no points are wasted opposite the shortness. Ask for aces.',
          hint: 'Honours opposite partner’s singleton are wasted; small cards are perfect.',
        },
      ],
      'Pass',
      ['5H', { post: 'Two aces.' }],
      'Pass',
      ['6H', { pre: 'Three aces between you.', post: 'Six hearts.' }],
      'Pass',
      'Pass',
      'Pass',
    ],
    summary:
      'Jacoby 2NT lets opener show shortness. Small cards opposite a singleton mean your points are working elsewhere: with only 28 points between you, 6H is excellent because the club loser is the only one.',
  },
  {
    title: 'The quantitative 4NT',
    deal: 'S:KQ5.AJ6.KQ74.Q83 T862.9743.J95.62 AJ4.KQ5.A83.KT74 973.T82.T62.AJ95',
    dealer: 'N',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'Partner opens 1NT (15-17). You are South with a balanced 17 points. Standard American: over 1NT, a raise to 4NT is not Blackwood but an invitation to 6NT.',
    auction: [
      ['1NT', { post: 'Partner opens 1NT: 15-17, balanced.' }],
      'Pass',
      [
        '4NT',
        {
          pre: 'You have 17: 32-34 together. Your call?',
          post: 'Four no-trumps, quantitative: bid 6NT with a maximum, pass with a minimum.',
          hint: 'About 33 points make a slam in no-trumps. You have 32 if partner is minimum, 34 if maximum.',
        },
      ],
      'Pass',
      ['6NT', { post: 'Partner has 17, a maximum, and accepts.' }],
      'Pass',
      ['Pass', { pre: 'Partner accepted.', post: 'Pass, of course.' }],
      'Pass',
    ],
    summary:
      'With two balanced hands, count points: 33 is the guide for 6NT. Over partner’s 1NT, 4NT invites slam and leaves the decision to the player who knows whether he is minimum or maximum.',
  },
  {
    title: 'Cue bids find the missing control',
    deal: 'S:AKJ86.865.AKQ.A3 T3.AK72.9865.J74 Q742.QJ3.J74.KQ5 95.T94.T32.T9862',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'You are South with 21 points. Standard American with control (cue) bids: after a fit is agreed, a new suit at the four level shows the ace or king (or a shortage) in that suit, cheapest first.',
    auction: [
      ['1S', { pre: 'Your opening bid?', post: 'One spade.' }],
      'Pass',
      ['3S', { post: 'A limit raise: four spades and 10-12 points.' }],
      'Pass',
      [
        '4C',
        {
          pre: 'Blackwood would find the aces, but your worry is three small hearts. How do you ask about them?',
          post: 'Four clubs: a control bid, showing the CA and interest in slam.',
          hint: 'Blackwood cannot tell you whether partner controls hearts. Show a control and let partner show his.',
        },
      ],
      'Pass',
      [
        '4S',
        {
          post: 'Four spades: by skipping 4D and 4H, partner denies a control in diamonds and in hearts.',
        },
      ],
      'Pass',
      [
        'Pass',
        {
          pre: 'Partner denied a heart control. Your call?',
          post: 'Pass. The defenders can take the first two heart tricks; slam is off.',
          hint: 'Three small hearts opposite no control means two fast losers.',
        },
      ],
      'Pass',
    ],
    summary:
      'When a side suit of small cards worries you, Blackwood is the wrong tool: it counts aces, not controls. Control bids show aces and kings suit by suit; partner’s failure to show a heart control told you the defence could cash two hearts.',
  },
  {
    title: 'The grand slam: ask for kings',
    deal: 'S:KQ84.AKQJ5.A2.A3 T5.T976.QJ96.QJ9 AJ9763.42.K84.K7 2.83.T753.T86542',
    dealer: 'N',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'Partner opens 1S and you hold 23 points with four-card support. Standard American with Jacoby 2NT and Blackwood; after 4NT, 5NT confirms that your side holds all four aces and asks for kings.',
    auction: [
      ['1S', { post: 'Partner opens one spade.' }],
      'Pass',
      [
        '2NT',
        { pre: 'Start with a forcing raise.', post: 'Jacoby 2NT: four spades, game forcing.' },
      ],
      'Pass',
      ['4S', { post: 'Four spades: a minimum opening with no shortness.' }],
      'Pass',
      ['4NT', { pre: 'Even opposite a minimum, slam is close. Ask?', post: 'Blackwood.' }],
      'Pass',
      ['5D', { post: 'One ace: your side has all four.' }],
      'Pass',
      [
        '5NT',
        {
          pre: 'All the aces are yours. Think of seven: what else do you need to know?',
          post: 'Five no-trumps asks for kings, and promises all four aces.',
          hint: 'After Blackwood shows every ace, 5NT asks for kings on the way to a grand slam.',
        },
      ],
      'Pass',
      ['6H', { post: 'Six hearts: two kings, the DK and the CK.' }],
      'Pass',
      [
        '7S',
        {
          pre: 'Count the tricks.',
          post: 'Seven spades: six spades, five hearts and two tricks in each minor are more than thirteen.',
          hint: 'Partner’s minor-suit kings cover your small diamond and club.',
        },
      ],
      'Pass',
      'Pass',
      'Pass',
    ],
    summary:
      'Bid a grand slam when you can count thirteen tricks. Blackwood showed all the aces and 5NT found partner’s two kings, covering your losers in the minors. Seven no-trumps would make too, but 7S is safe against a bad break in either suit.',
  },
];
