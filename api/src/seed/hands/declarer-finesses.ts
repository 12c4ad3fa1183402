/**
 * Set: Declarer play, finesses. The learner is South, declarer, and plays both hands. The first
 * two hands are bid too (Standard American: five-card majors, a 15-17 1NT); the others are
 * play-only.
 */
import type { HandSource } from './source.js';

export const DECLARER_FINESSE_SOURCES: readonly HandSource[] = [
  {
    title: 'Lead towards the ace-queen',
    freeToPlay: true,
    deal: 'S:AKQJ9.752.AK4.73 87.KJ98.T93.QJ42 6432.AQ4.862.A85 T5.T63.QJ75.KT96',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionIntro:
      'You are South, dealer, with 17 points and a strong spade suit. Standard American bidding: open your five-card major.',
    auction: [
      [
        '1S',
        {
          pre: 'Your opening bid?',
          post: 'One spade: a five-card major and an opening hand.',
          hint: 'With five spades, open the major at the one level; 17 points is not enough for 2C.',
        },
      ],
      'Pass',
      ['3S', { post: 'A limit raise: four spades and 10-12 points.' }],
      'Pass',
      [
        '4S',
        {
          pre: 'Partner invites game. Accept?',
          post: 'Yes: with 17 points you are well above a minimum.',
        },
      ],
      'Pass',
      'Pass',
      'Pass',
    ],
    playIntro:
      'West leads the CQ against 4S. Count your losers: a club, a diamond and two hearts, one too many. The HK is the card that matters: where must it be for you, and how do you play the hearts?',
    play: [
      'CQ CA C9 C3',
      'S2 S5 SA S7',
      'SK S8 S3 ST',
      'H2 H8 HQ H3',
      'HA H6 H5 H9',
      'H4 HT H7 HK',
      'CJ C5 C6 C7',
      'C4 C8 CT D4',
      'CK S9 C2 D2',
      'DA D3 D6 D5',
      'DK D9 D8 D7',
      'SQ DT S4 DJ',
      'SJ HJ S6 DQ',
    ],
    cardComments: {
      CA: { pre: 'Win the club lead in dummy.', post: 'Now draw trumps.' },
      S2: { pre: 'Trumps first: the defenders have four.', post: 'Low to your SA.' },
      SK: { post: 'Both defenders followed twice: trumps are drawn.' },
      H2: {
        pre: 'Time for the hearts. From which hand do you lead them?',
        post: 'From your hand, towards dummy’s AQ. If West has the HK, it is trapped.',
        hint: 'Lead from the weak hand towards the honours: West must play before dummy.',
      },
      HQ: {
        pre: 'West played the H8. Which card from dummy?',
        post: 'The HQ: the finesse. If West has the HK you win; if East has it you were always going to lose it.',
        hint: 'Playing the HA wins nothing: the HQ can only make if West has the king and you play it now.',
      },
      HA: { post: 'The HQ held. Cash the HA; your third heart is a loser anyway.' },
      HK: { post: 'West takes his HK, but that is one heart loser instead of two.' },
      S9: { pre: 'East leads the CK. Ruff it.', post: 'The rest are yours.' },
    },
    summary:
      'A finesse is leading towards a tenace (here dummy’s A-Q) so that the missing king is trapped when it sits before the tenace. Lead from the other hand and play the queen after West has played low. Had you led the HA and HQ from dummy, East’s and West’s hearts would have made two tricks and 4S would have gone down.',
  },
  {
    title: 'Eight ever, nine never',
    deal: 'S:84.AJ763.AQ5.K82 QJT9.82.JT9.AT97 A762.K54.843.QJ5 K53.QT9.K762.643',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionIntro:
      'You are South with 14 points and five hearts. Standard American bidding: open 1H and see what partner has.',
    auction: [
      ['1H', { pre: 'Your opening bid?', post: 'One heart: five of them and 14 points.' }],
      'Pass',
      ['2H', { post: 'A simple raise: three or more hearts and 6-10 points.' }],
      'Pass',
      [
        '3H',
        {
          pre: 'Game is possible if partner is at the top of his range. How do you ask?',
          post: 'Three hearts invites game: partner bids 4H with a maximum.',
          hint: 'A raise of your own suit to the three level is an invitation.',
        },
      ],
      'Pass',
      ['4H', { post: 'Partner has 10 points: a maximum.' }],
      'Pass',
      'Pass',
      'Pass',
    ],
    playIntro:
      'West leads the SQ against 4H. You have a spade, a club and a diamond to lose, so you cannot afford a trump loser. You have eight hearts missing the HQ: play for the drop or finesse?',
    play: [
      'SQ SA S3 S4',
      'HK H9 H3 H2',
      'H4 HT HJ H8',
      'HA S9 H5 HQ',
      'C2 C7 CQ C3',
      'D3 D2 DQ D9',
      'CK CA C5 C4',
      'CT CJ C6 C8',
      'D8 D6 D5 DT',
      'DJ D4 D7 DA',
      'S8 ST S2 S5',
      'SJ S6 SK H6',
      'H7 C9 S7 DK',
    ],
    cardComments: {
      SA: { pre: 'Win the lead.', post: 'Now the trumps.' },
      HK: {
        pre: 'Which trump first?',
        post: 'The HK from dummy: a top honour that cannot lose anything, and you stay in dummy to lead the next heart towards your AJ.',
      },
      H9: { post: 'East plays the H9, West the H2.' },
      HJ: {
        pre: 'You led the H4 and East played the HT. The HA or the HJ?',
        post: 'The HJ: with eight cards missing the queen, finesse. It wins!',
        hint: 'Remember the rule: eight ever, nine never. With eight trumps, the finesse beats playing for the drop.',
      },
      HA: { post: 'And the HA brings down East’s HQ. No trump loser.' },
      C2: {
        pre: 'Trumps are drawn. What next?',
        post: 'Set up a club trick: dummy’s CQ-J will score once the CA has gone.',
      },
      DQ: {
        pre: 'East played low on dummy’s diamond. Finesse?',
        post: 'Yes: the DQ wins, as East has the DK.',
      },
    },
    summary:
      'With eight cards in a suit missing the queen, finesse; with nine, play for the drop ("eight ever, nine never"). Cash one top honour first, in case the queen is singleton, then lead towards the other hand’s ace-jack. Playing the HA and HK would have lost a trump to East’s HQ-T: one down.',
  },
  {
    title: 'Lead towards the king',
    deal: 'S:AKQJ6.65.AK32.42 83.AJT9.QJT9.987 T974.K73.854.A65 52.Q842.76.KQJT3',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    contract: { level: 4, denomination: 'S', declarer: 'S' },
    playIntro:
      'Play-only: South opened 1S, North raised to 2S and South bid 4S. West leads the DQ. You have a club and a diamond to lose; the hearts must cost only one trick. How do you give the HK its best chance?',
    play: [
      'DQ D4 D6 DA',
      'SA S3 S4 S2',
      'SK S8 S7 S5',
      'H5 H9 HK H2',
      'H7 H4 H6 HT',
      'HA H3 H8 C2',
      'DJ D5 D7 D2',
      'DT D8 C3 DK',
      'D3 D9 S9 CT',
      'CA CJ C4 C7',
      'C6 CQ S6 C8',
      'SQ C9 ST HQ',
      'SJ HJ C5 CK',
    ],
    cardComments: {
      DA: { pre: 'Win the lead.', post: 'Trumps next.' },
      SK: { post: 'Trumps are drawn in two rounds.' },
      H5: {
        pre: 'Now the hearts. Which card, from which hand?',
        post: 'A low heart from your hand, towards dummy’s HK.',
        hint: 'A king wins a trick when the ace plays before it. Which defender plays before dummy?',
      },
      HK: {
        pre: 'West played the H9. Dummy’s card?',
        post: 'The HK wins: West has the HA and could not stop it.',
      },
      H7: {
        pre: 'Give up a heart.',
        post: 'Dummy’s H7. After this trick your hand is out of hearts and can ruff the third one.',
      },
      C2: {
        pre: 'West cashes the HA. Your card?',
        post: 'A club: a loser on a loser, your hand has no hearts left.',
      },
      DK: { post: 'Your DK wins; the D3 is the fourth and last of your diamonds.' },
    },
    summary:
      'To make a king that is not protected by the queen, lead towards it: if the ace sits before the king, it cannot catch it. Had you led the HK from dummy, West would have won the HA and the defence would have had two hearts, a diamond and a club.',
  },
  {
    title: 'Finesse into the safe hand',
    deal: 'S:A74.AK3.762.KT53 KQT852.74.T9.Q87 96.85.AK543.AJ64 J3.QJT962.QJ8.92',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    contract: { level: 3, denomination: 'NT', declarer: 'S' },
    playIntro:
      'Play-only: South opened 1NT and North raised to 3NT. West leads the SK. You have seven top tricks and the clubs will provide the rest, but you may have to lose a club trick to the CQ. Which defender can you afford to let in?',
    play: [
      'SK S6 SJ S4',
      'SQ S9 S3 SA',
      'C3 C7 CJ C2',
      'CA C9 CT C8',
      'C4 H2 CK CQ',
      'HA H4 H5 H6',
      'D7 D9 DK D8',
      'DA DJ D2 DT',
      'D5 DQ D6 S2',
      'HQ HK H7 H8',
      'C5 S5 C6 H9',
      'D4 HT H3 S8',
      'D3 HJ S7 ST',
    ],
    cardComments: {
      S4: {
        pre: 'West leads the SK and East plays the SJ. Win or duck?',
        post: 'Duck. East’s SJ looks like a doubleton: hold up so that he has no spade left to lead back.',
        hint: 'The hold-up: let the defenders have the first spade and cut their link.',
      },
      SA: {
        pre: 'West continues with the SQ.',
        post: 'Now win. East has no spades left; West has the rest of them and no entry if you are careful.',
      },
      C3: {
        pre: 'The clubs: you can finesse against either defender. Which way?',
        post: 'A low club towards dummy’s AJ, to finesse against West. If it loses, it loses to East, who has no spade to lead.',
        hint: 'West is the danger hand with his long spades. Take the finesse that keeps him off lead if it fails.',
      },
      CJ: { pre: 'West played the C7.', post: 'The CJ wins: West had the CQ after all.' },
      CT: {
        pre: 'Cash the CA: which card from your hand?',
        post: 'The CT, unblocking so that the K-5 can take the last two rounds.',
      },
      CK: { post: 'The CQ falls: four club tricks.' },
    },
    summary:
      'When a finesse can be taken either way, take the one that, if it loses, loses to the safe hand: the defender who cannot hurt you. Here West had the long spades, so you finessed against him and it won; finessing the other way (the CT towards your hand) loses to West’s CQ, and West cashes four spades: two down.',
  },
];
