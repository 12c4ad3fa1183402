/**
 * Set: Bieden voor beginners (Dutch). Auction-only hands, in Dutch: the learner is South and
 * opens and rebids in the Dutch five-card major system (Vijfkaart hoog: 1SA is 15-17, a major
 * opening promises five cards).
 */
import type { HandSource } from './source.js';

export const BIEDEN_BEGINNER_SOURCES: readonly HandSource[] = [
  {
    title: 'Openen met een vijfkaart hoog',
    deal: 'S:AQ.KJ985.K73.J42 JT97.742.QJ8.AK5 K84.QT63.A95.T86 6532.A.T642.Q973',
    dealer: 'S',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'Je bent Zuid en gever, met 14 punten en vijf harten. We bieden Vijfkaart hoog: een opening van 1 in een hoge kleur belooft minstens vijf kaarten en 12-19 punten.',
    auction: [
      [
        '1H',
        {
          pre: 'Wat is je openingsbod?',
          post: 'Eén harten: vijf harten en een openingshand.',
          hint: 'Je hebt 14 punten en vijf kaarten in een hoge kleur. Met 1SA beloof je 15-17 punten.',
        },
      ],
      'Pass',
      [
        '2H',
        { post: 'Noord steunt: minstens drie harten en 6-9 punten, een zwakke ondersteuning.' },
      ],
      'Pass',
      [
        'Pass',
        {
          pre: 'Partner steunt je harten. Bied je door naar de manche?',
          post: 'Pas. Voor een manche heb je samen ongeveer 25 punten nodig: jouw 14 en partners hoogstens 9 is 23.',
          hint: 'Tel je punten op bij het maximum van partner. Kom je aan 25?',
        },
      ],
      'Pass',
    ],
    summary:
      'Met een openingshand en vijf kaarten in een hoge kleur open je 1 in die kleur. Steunt partner op het twee-niveau, dan weet je dat er een fit is en hoe sterk partner ongeveer is: tel samen, en pas als de manche (25 punten) buiten bereik is.',
  },
  {
    title: 'Antwoorden op 1SA',
    deal: 'S:Q84.K73.A962.J85 532.T64.853.AKT2 AK6.QJ52.K74.Q93 JT97.A98.QJT.764',
    dealer: 'N',
    vulnerable: 'None',
    viewpoint: 'S',
    auctionOnly: true,
    auctionIntro:
      'Je bent Zuid met 10 punten en een gelijkmatige hand. Partner opent 1SA: 15-17 punten en ook gelijkmatig.',
    auction: [
      ['1NT', { post: 'Noord opent 1SA: 15-17 punten, gelijkmatig verdeeld.' }],
      'Pass',
      [
        '3NT',
        {
          pre: 'Wat antwoord je?',
          post: 'Drie sans atout. Jouw 10 en partners minstens 15 maakt 25: genoeg voor de manche. Zonder vijfkaart hoog is 3SA de plek.',
          hint: 'Tel je punten op bij het minimum van partner. Is het 25 of meer?',
        },
      ],
      'Pass',
      'Pass',
      'Pass',
    ],
    summary:
      'Na een 1SA-opening weet je bijna precies hoe sterk partner is (15-17). Tel je eigen punten erbij: met 10 of meer is er samen minstens 25 en bied je de manche, met een gelijkmatige hand 3SA. Met 8-9 punten nodig je uit met 2SA, met minder pas je.',
  },
];
