/**
 * Set: Afspelen: de snit (Dutch). The learner is South, declarer, and plays both hands; the texts
 * are in Dutch. Bidding: Vijfkaart hoog. The first hand is the Dutch counterpart of the English
 * finesse set's first lesson, on its deal with the suits exchanged (hearts trumps, the finesse in
 * spades).
 */
import type { HandSource } from './source.js';

export const AFSPELEN_SNIT_SOURCES: readonly HandSource[] = [
  {
    title: 'Speel naar de aas-vrouw',
    deal: 'S:752.AKQJ9.73.AK4 KJ98.87.QJ42.T93 AQ4.6432.A85.862 T63.T5.KT96.QJ75',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionIntro:
      'Je bent Zuid en gever, met 17 punten en vijf sterke harten. We bieden Vijfkaart hoog: open je vijfkaart hoog.',
    auction: [
      [
        '1H',
        {
          pre: 'Wat is je openingsbod?',
          post: 'Eén harten: vijf harten en een openingshand.',
          hint: 'Met vijf harten open je op het één-niveau in die kleur; 17 punten is te weinig voor een sterke opening.',
        },
      ],
      'Pass',
      ['3H', { post: 'Een limietverhoging: vier harten en 10-12 punten.' }],
      'Pass',
      [
        '4H',
        {
          pre: 'Partner nodigt uit voor de manche. Ga je mee?',
          post: 'Ja: met 17 punten zit je ruim boven het minimum.',
        },
      ],
      'Pass',
      'Pass',
      'Pass',
    ],
    playIntro:
      'West komt uit met ruitenvrouw tegen 4H. Tel je verliezers: een ruiten, een klaveren en twee schoppen, één te veel. Het gaat om schoppenheer: waar moet die zitten, en hoe speel je de schoppen?',
    play: [
      'DQ DA D9 D3',
      'H2 H5 HA H7',
      'HK H8 H3 HT',
      'S2 S8 SQ S3',
      'SA S6 S5 S9',
      'S4 ST S7 SK',
      'DJ D5 D6 D7',
      'D4 D8 DT C4',
      'DK H9 D2 C2',
      'CA C3 C6 C5',
      'CK C9 C8 C7',
      'HQ CT H4 CJ',
      'HJ SJ H6 CQ',
    ],
    cardComments: {
      DA: { pre: 'Neem de uitkomst in de dummy.', post: 'Haal nu eerst de troeven op.' },
      H2: {
        pre: 'Eerst troef trekken: de tegenstanders hebben er vier.',
        post: 'Klein naar je aas.',
      },
      HK: { post: 'Beide tegenstanders hebben twee keer bekend: de troeven zijn binnen.' },
      S2: {
        pre: 'Nu de schoppen. Uit welke hand speel je ze?',
        post: 'Uit je eigen hand, naar de aas-vrouw van de dummy. Zit de heer bij West, dan zit hij klem.',
        hint: 'Speel van de zwakke hand naar de honneurs: West moet dan vóór de dummy bijspelen.',
      },
      SQ: {
        pre: 'West speelt de schoppen 8. Welke kaart uit de dummy?',
        post: 'De vrouw: de snit. Zit de heer bij West, dan wint ze; zit hij bij Oost, dan was hij toch niet te vangen.',
        hint: 'Met de aas win je niets: de vrouw maakt alleen een slag als West de heer heeft en je haar nu speelt.',
      },
      SA: { post: 'De vrouw hield. Neem de aas; je derde schoppen verlies je toch.' },
      SK: { post: 'West maakt zijn heer, maar dat is één schoppenverliezer in plaats van twee.' },
      H9: { pre: 'Oost speelt ruitenheer. Troef hem af.', post: 'De rest is voor jou.' },
    },
    summary:
      'Snijden is spelen naar een vork (hier de aas-vrouw van de dummy) zodat de ontbrekende heer klem zit als hij vóór de vork zit. Speel uit de andere hand en leg de vrouw als West laag heeft bijgespeeld. Had je aas en vrouw van bovenaf gespeeld, dan had de verdediging twee schoppenslagen gemaakt en was 4H down gegaan.',
  },
];
