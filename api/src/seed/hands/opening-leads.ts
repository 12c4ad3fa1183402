/**
 * Set: Opening leads. The learner sits West, makes West's calls and then defends, starting with
 * the opening lead the hand is about. Standard American bidding: five-card majors, a 15-17 1NT.
 */
import type { HandSource } from './source.js';

export const OPENING_LEAD_SOURCES: readonly HandSource[] = [
  {
    title: 'Top of a solid sequence against 3NT',
    freeToPlay: true,
    deal: 'S:AT4.KQ5.AJ73.Q84 KQJ95.984.962.A7 873.A62.85.KJT92 62.JT73.KQT4.653',
    dealer: 'S',
    vulnerable: 'EW',
    viewpoint: 'W',
    auctionIntro:
      'You are West, vulnerable against not. The bidding is Standard American: South opens a 15-17 1NT. Your hand has a fine five-card spade suit and an ace: think about what you would lead before the auction is over.',
    auction: [
      ['1NT', { post: 'A strong no-trump: 15-17 points and a balanced hand.' }],
      [
        'Pass',
        {
          pre: 'With ten points, vulnerable, over a strong no-trump: bid or pass?',
          post: 'Pass. A 5-3-3-2 ten-count is no overcall over a strong 1NT when vulnerable. You would rather defend, and you have a ready-made lead.',
          hint: 'Vulnerable, a two-level overcall needs a better hand or a better shape than this.',
        },
      ],
      ['3NT', { post: 'North has enough for game and no interest in a major.' }],
      'Pass',
      'Pass',
      ['Pass', { pre: 'Any reason to do anything but pass?', post: 'No. Now, the lead.' }],
    ],
    playIntro:
      'South plays 3NT and you are on lead. Against no-trumps the defence usually sets up its longest suit. You have KQJ95 of spades: which spade?',
    play: [
      'SK S3 S6 S4',
      'SQ S7 S2 ST',
      'SJ S8 H3 SA',
      'CQ CA C2 C3',
      'S9 D5 D4 D3',
      'S5 D8 H7 D7',
      'D9 C9 DT DJ',
      'DA D2 H2 DQ',
      'HK H4 H6 HT',
      'HQ H8 HA HJ',
      'CK C5 C4 C7',
      'CJ C6 C8 D6',
      'CT DK H5 H9',
    ],
    cardComments: {
      SK: {
        pre: 'Your spades are the suit to attack. Which card?',
        post: 'The SK: top of a solid sequence. It cannot give declarer a cheap trick, and it knocks out his stopper while you still have the CA as an entry.',
        hint: 'With three touching honours at the top of your suit, lead the top one. A low spade would let declarer win with the ST.',
      },
      S6: { post: 'East has only two spades; he plays the higher one to say he likes the lead.' },
      S4: { post: 'Declarer holds up his SA, hoping to cut you off from partner.' },
      SQ: {
        pre: 'The SK held. Carry on?',
        post: 'Yes, the SQ: keep knocking out the SA while you still have your entry.',
      },
      SA: { post: 'Declarer takes the third round. Your S9-5 are now winners.' },
      CQ: { post: 'Declarer has to set up his clubs, and the CA is yours.' },
      CA: {
        pre: 'Declarer leads the CQ. Win or duck?',
        post: 'Win it: your spades are set up, so cash them now.',
        hint: 'What are you keeping the ace for? Your spades are ready to run.',
      },
      S9: { pre: 'Cash your winners.', post: 'One more spade to come.' },
      S5: { post: 'Five tricks for the defence: 3NT is one down.' },
    },
    summary:
      'Lead the top card of a three-card sequence (KQJ, QJT, JT9). It gives nothing away, and it drives out declarer’s stopper while you still hold an entry, the CA here. A low spade would have let declarer win the ST and keep the SA as a second stopper: 3NT would have made with overtricks.',
  },
  {
    title: 'Lead partner’s suit',
    deal: 'N:T72.AK4.AKQ76.52 AQJ85.Q9.T85.A76 K63.872.J4.KQJ43 94.JT653.932.T98',
    dealer: 'N',
    vulnerable: 'None',
    viewpoint: 'W',
    auctionIntro:
      'You are West with a very weak hand. The bidding is Standard American. North opens 1D and your partner overcalls 1S. Listen to the auction: it will tell you what to lead.',
    auction: [
      ['1D', { post: 'North opens his five-card diamond suit.' }],
      [
        '1S',
        { post: 'Partner overcalls: a good five-card suit and an opening hand or close to one.' },
      ],
      ['1NT', { post: 'South shows 8-10 points and a spade stopper.' }],
      [
        'Pass',
        {
          pre: 'One point and two small spades. Raise partner?',
          post: 'Pass: you have nothing to add. A raise would promise support and some values.',
          hint: 'A raise of an overcall shows three-card support.',
        },
      ],
      ['3NT', { post: 'North has a strong hand with long diamonds.' }],
      'Pass',
      'Pass',
      ['Pass', { pre: 'Double for a spade lead? No need: partner will get one anyway.' }],
    ],
    playIntro:
      'South plays 3NT. You have five hearts headed by the JT, and a doubleton in partner’s spades. Which lead gives the defence its best chance?',
    play: [
      'S9 S2 S5 SK',
      'CK C8 C2 CA',
      'SA S3 S4 S7',
      'SQ S6 H3 ST',
      'SJ H2 H5 D6',
      'S8 H7 H6 D7',
      'HQ H8 HT HK',
      'HA H9 C3 HJ',
      'H4 D5 C4 D2',
      'DA D8 D4 D3',
      'DK DT DJ D9',
      'DQ C6 CJ C9',
      'C5 C7 CQ CT',
    ],
    cardComments: {
      S9: {
        pre: 'Your own hearts or partner’s spades?',
        post: 'The S9, top of your doubleton in partner’s suit. Partner has the values and the entries; your hearts have none.',
        hint: 'Partner bid a suit and you have no entry at all. Whose suit can the defence set up and then get back to?',
      },
      S5: { post: 'East keeps his AQJ8; declarer’s SK is bound to win one trick anyway.' },
      SK: { post: 'Declarer wins, but the spades are now set up for East.' },
      CK: { post: 'Declarer needs clubs for his ninth trick and must give up the CA.' },
      C8: {
        pre: 'Declarer leads the CK. Show partner how many clubs you have.',
        post: 'The C8, your lowest: a count signal for an odd number of clubs.',
      },
      CA: { post: 'East wins and the spades come tumbling in.' },
      H3: {
        pre: 'Out of spades: a discard.',
        post: 'A heart: keep your clubs so that declarer cannot tell how they lie.',
      },
      S8: { post: 'Four spades and the CA: 3NT is one down.' },
    },
    summary:
      'When partner has bid a suit, lead it unless you have a clearly better idea, and lead the top card of a doubleton. Your hearts had no entry; partner had five spades and the CA. On a heart lead declarer wins, knocks out the CA and makes eleven tricks, because East cannot lead spades from AQJ into the SK without giving a trick.',
  },
  {
    title: 'A singleton lead for a ruff',
    deal: 'S:AQJ96.KQ4.A53.84 743.5.QJT9.JT652 K852.T973.K82.KQ T.AJ862.764.A973',
    dealer: 'S',
    vulnerable: 'EW',
    viewpoint: 'W',
    auctionIntro:
      'You are West. The bidding is Standard American: South opens 1S and North makes a limit raise (3S: four trumps and 10-12 points). You will pass throughout; get ready for the lead.',
    auction: [
      '1S',
      ['Pass', { pre: 'Four points: nothing to say.' }],
      ['3S', { post: 'A limit raise: 10-12 points with four spades.' }],
      'Pass',
      ['4S', { post: 'South accepts the invitation.' }],
      'Pass',
      'Pass',
      'Pass',
    ],
    playIntro:
      'South plays 4S. You hold a singleton heart, three small trumps and a solid-looking DQJT9. The diamonds look safe, but how will the defence take four tricks?',
    play: [
      'H5 H3 HA H4',
      'H2 HK S3 H7',
      'C2 CK CA C4',
      'H6 HQ S4 H9',
      'DQ D2 D4 D3',
      'DJ D8 D6 DA',
      'D5 D9 DK D7',
      'SK ST S6 S7',
      'S8 C3 S9 C5',
      'SA C6 S2 C7',
      'SQ CT S5 H8',
      'SJ DT HT C9',
      'C8 CJ CQ HJ',
    ],
    cardComments: {
      H5: {
        pre: 'The DQ or your singleton H5?',
        post: 'The singleton. You have small trumps to ruff with, and partner may well hold the HA, or the ace of trumps to give you the ruff later.',
        hint: 'Against a suit contract, a singleton in a side suit is a strong lead when you have trumps to ruff with.',
      },
      HA: { post: 'Partner has the HA!' },
      H2: {
        post: 'East returns the H2 for you to ruff. Its size is a message: the lowest heart asks for the lower of the other suits, clubs.',
      },
      S3: { pre: 'Ruff, and think about partner’s H2.', post: 'One trick each so far.' },
      C2: {
        pre: 'Partner asked for a club. Lead one.',
        post: 'A club to partner’s CA, and he can give you a second ruff.',
        hint: 'The H2 was partner’s lowest heart: a suit-preference signal for the lower side suit.',
      },
      H6: { post: 'Another heart, and you ruff again.' },
      S4: { pre: 'Ruff.', post: 'Four tricks: 4S is already down.' },
      DQ: {
        pre: 'Now the safe lead.',
        post: 'The DQ, top of your sequence, sets up a diamond trick for down two.',
      },
    },
    summary:
      'A singleton is a fine lead against a suit contract when you have small trumps to ruff with and partner may have an entry. Here it gave two ruffs and down two, while the safe-looking DQ lets declarer draw trumps and make ten tricks. Partner’s H2 was a suit-preference signal: the lowest card asks for the lower side suit.',
  },
];
