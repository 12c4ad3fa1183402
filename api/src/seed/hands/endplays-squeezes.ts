/**
 * Set: Endplays and squeezes for improvers. Play-only hands: the learner is South, declarer, and
 * plays both hands. The bidding that led to the contract is told in the play introduction
 * (Standard American).
 */
import type { HandSource } from './source.js';

export const ENDPLAY_SQUEEZE_SOURCES: readonly HandSource[] = [
  {
    title: 'Strip and throw in',
    deal: 'S:AKQJ8.K43.AK2.73 75.9872.JT98.652 T964.A65.Q73.AQ4 32.QJT.654.KJT98',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    contract: { level: 6, denomination: 'S', declarer: 'S' },
    playIntro:
      'Play-only: South opened 1S, North made a limit raise to 3S and South bid 6S. West leads the DJ. You have a heart to lose, so the club finesse looks like the contract, but there is a way that does not need it: make the defenders lead clubs for you.',
    play: [
      'DJ D3 D4 DA',
      'SA S5 S4 S2',
      'SK S7 S6 S3',
      'DK D8 D7 D5',
      'D2 D9 DQ D6',
      'HA HT H3 H2',
      'H5 HJ HK H7',
      'H4 H8 H6 HQ',
      'C8 C3 C2 CQ',
      'CA C9 C7 C5',
      'C4 CT S8 C6',
      'SQ H9 S9 CJ',
      'SJ DT ST CK',
    ],
    cardComments: {
      DA: { pre: 'Win the lead.', post: 'Trumps first.' },
      SK: { post: 'Trumps are drawn. Keep a trump in each hand: you will need them.' },
      DK: {
        pre: 'Now what?',
        post: 'Strip the diamonds: cash them all, so that no defender can lead one safely later.',
        hint: 'Before you throw a defender in, take away his safe exit cards.',
      },
      DQ: { post: 'Diamonds are gone from both your hands.' },
      HA: { pre: 'Next, the hearts.', post: 'Cash the HA and HK, then give up the third heart.' },
      H4: {
        pre: 'You have a heart left to lose. When?',
        post: 'Now: the H4 throws the defender in. Whoever wins it must lead a club into dummy’s AQ, or give you a ruff and discard.',
        hint: 'Losing the heart now is the throw-in: spades, diamonds and hearts are all gone.',
      },
      HQ: { post: 'East wins with the HQ and has only clubs left.' },
      C8: { post: 'East has to lead a club.' },
      CQ: {
        pre: 'East led the C8 and West played low. Dummy?',
        post: 'The CQ wins: East’s CK is trapped. Twelve tricks.',
      },
      S8: { pre: 'Ruff East’s club.', post: 'The last two tricks are trumps.' },
    },
    summary:
      'An elimination: draw trumps, strip the suits the defenders could safely lead (diamonds, then hearts), keeping trumps in both hands, then lose the trick you must lose. The defender who wins it must open clubs for you or give a ruff and discard. The club finesse would have lost to East’s CK.',
  },
  {
    title: 'A simple squeeze',
    deal: 'S:AKQJ.AKQ4.AK5.42 986.JT98.94.QJT9 73.532.Q763.AK87 T542.76.JT82.653',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    contract: { level: 7, denomination: 'NT', declarer: 'S' },
    playIntro:
      'Play-only: you opened 2C and reached 7NT. West leads the S9. You have twelve top tricks: four spades, three hearts, three diamonds and two clubs. The thirteenth can come from a fourth heart or a fourth club, and West may not be able to guard both.',
    play: [
      'S9 S3 S2 SA',
      'SK S8 S7 S4',
      'SQ S6 H2 S5',
      'SJ H8 H3 ST',
      'DA D4 D3 D2',
      'DK D9 D6 D8',
      'D5 H9 DQ DT',
      'H5 H6 HA HT',
      'HK HJ C7 H7',
      'HQ C9 C8 C3',
      'H4 CT D7 C5',
      'C4 CJ CK C6',
      'CA DJ C2 CQ',
    ],
    cardComments: {
      SA: {
        pre: 'Win the lead. Then what is your plan?',
        post: 'Cash the winners in the suits you do not need, spades and diamonds, and watch West’s discards.',
      },
      H2: {
        pre: 'Dummy has no spade left. What to throw?',
        post: 'A heart: dummy’s hearts are useless. Keep all four clubs, dummy’s threat against West.',
        hint: 'Keep the cards that can become winners: dummy’s fourth club.',
      },
      H8: { post: 'West has to discard: a heart.' },
      H3: { pre: 'Dummy discards again.', post: 'Another heart. Dummy keeps clubs.' },
      DQ: { post: 'West has let go a second heart. He cannot keep four hearts and four clubs.' },
      H5: {
        pre: 'West is down to two hearts. Now?',
        post: 'Cash the hearts: your H4 will be good.',
      },
      H4: { post: 'The thirteenth trick: your fourth heart.' },
    },
    summary:
      'A simple squeeze: one defender guards two suits, and you cash your other winners until he must discard one of his guards. It works when you have all but one of the tricks you need, a threat in each suit against the same defender, and a way to reach the threats. West could not keep four hearts and four clubs.',
  },
];
