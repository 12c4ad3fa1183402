/**
 * Set: Tegenspel: signalen (Dutch). The learner is East, a defender, in play-only hands; the
 * texts are in Dutch. Signals as most Dutch clubs play them: high encourages on partner's lead.
 * The first hand is the Dutch counterpart of the English signals set's first lesson, on its deal
 * with the suits exchanged (hearts trumps, the signal in spades).
 */
import type { HandSource } from './source.js';

export const TEGENSPEL_SIGNAAL_SOURCES: readonly HandSource[] = [
  {
    title: 'Moedig de uitkomst van partner aan',
    deal: 'S:J74.AKQJ4.K82.53 AK53.76.QJT3.984 T96.T93.64.AKQJ2 Q82.852.A975.T76',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'E',
    contract: { level: 4, denomination: 'H', declarer: 'S' },
    playIntro:
      'Alleen afspelen: Zuid opende 1H, Noord antwoordde 2C, Zuid herbood 2H en Noord verhoogde naar 4H. Partner komt uit met schoppenaas (van aas-heer) en de dummy heeft een hoge klaverenkleur. Jij bent Oost. Met de klaveren van de dummy raakt de leider zijn verliezers snel kwijt: de verdediging moet haar slagen nu maken.',
    play: [
      'SA S6 S8 S4',
      'SK S9 S2 S7',
      'S5 ST SQ SJ',
      'DA D2 D3 D4',
      'D9 DK DT D6',
      'D8 DJ H3 D5',
      'CA C6 C3 C4',
      'CK C7 C5 C8',
      'CQ CT H4 C9',
      'HA H6 H9 H2',
      'HK H7 HT H5',
      'HQ S3 C2 H8',
      'HJ DQ CJ D7',
    ],
    cardComments: {
      SA: { post: 'Partner speelt schoppenaas: hij heeft de heer er ook bij.' },
      S8: {
        pre: 'Jij hebt schoppenvrouw. Laat partner weten wat je van de schoppen vindt.',
        post: 'De schoppen 8, je hoogste kleintje: een aanmoedigend signaal. Het zegt “ga door: ik heb de vrouw (of een doubleton)”.',
        hint: 'Hoog moedigt aan, laag ontmoedigt. Je wilt dat partner schoppen doorspeelt.',
      },
      S2: { pre: 'Partner neemt de heer.', post: 'Bekennen met de 2.' },
      S5: { post: 'Partner vertrouwt je signaal en speelt een derde schoppen.' },
      SQ: { pre: 'Je vrouw wint deze slag.', post: 'Drie schoppenslagen voor de verdediging.' },
      DA: {
        pre: 'De vierde slag ligt voor het grijpen.',
        post: 'Neem ruitenaas voordat de leider zijn ruitens op de klaveren van de dummy kwijtraakt. 4H gaat één down.',
        hint: 'Zodra de leider aan slag komt, gooit hij zijn verliezers weg op de klaveren van de dummy. Maak je zekere slag nu.',
      },
      D9: { post: 'Meer zit er niet in: de rest is voor de leider.' },
    },
    summary:
      'De derde hand geeft een attitudesignaal op de uitkomst van partner: hoog moedigt aan, laag ontmoedigt. Je schoppen 8 zei West door te spelen, en de derde schoppen naar je vrouw plus ruitenaas versloegen het contract. Had je de 2 gelegd, dan was een verstandige West overgestapt, en had de leider troef getrokken en zijn schoppenverliezer op de klaveren weggegooid.',
  },
];
