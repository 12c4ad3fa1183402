/** The legal pages' Dutch texts (legal-documents.ts). */
import type { LegalDocument, LegalDocumentName } from './legal-documents.js';

export const NL: Record<LegalDocumentName, LegalDocument> = {
  terms: {
    title: 'Algemene voorwaarden',
    intro:
      'Deze voorwaarden gelden voor elke aankoop in de winkel van Tenace en voor het gebruik van je account. Lees ze voordat je je registreert of iets koopt.',
    sections: [
      {
        heading: 'Wie we zijn',
        paragraphs: ['De winkel wordt gevoerd door de verkoper hieronder.'],
        seller: true,
      },
      {
        heading: 'Wat je koopt',
        paragraphs: [
          'Je koopt digitale inhoud: sets speelbare bridgespellen, collecties van sets, cadeaubonnen en abonnementen op artikelen. Na betaling staat de inhoud in je bibliotheek zolang je account bestaat; een abonnement geeft toegang zolang het loopt.',
          'Een product dat je als cadeau koopt, gaat naar de persoon die je opgeeft; die krijgt een e-mail om het op te halen.',
        ],
      },
      {
        heading: 'Prijzen en btw',
        paragraphs: [
          'Prijzen staan in jouw valuta en zijn inclusief btw (Britse btw, of de btw van je EU-land tegen het tarief daar waar dat geldt) wanneer btw verschuldigd is. Wat je bij het afrekenen ziet, betaal je.',
        ],
      },
      {
        heading: 'Betaling',
        paragraphs: [
          'Je betaalt met een creditcard of, in euro’s, met iDEAL. Een abonnement wordt verlengd met de opgeslagen kaart tot je het in je account opzegt.',
        ],
      },
      {
        heading: 'Herroepingsrecht',
        paragraphs: [
          'Als consument in de EU mag je een aankoop binnen 14 dagen herroepen. Omdat je direct toegang krijgt tot digitale inhoud, vragen we je bij het afrekenen daarmee in te stemmen en te erkennen dat je dit recht daardoor verliest. Zie Terugbetaling en herroeping.',
        ],
      },
      {
        heading: 'Je account',
        paragraphs: [
          'Houd je wachtwoord voor jezelf. Wat je koopt is voor eigen gebruik: deel of verkoop het niet door.',
        ],
      },
      {
        heading: 'Wijzigingen en recht',
        paragraphs: [
          'We kunnen deze voorwaarden wijzigen; de versie die je accepteerde blijft bewaard bij je account en bij elke aankoop. Nederlands recht is van toepassing, zonder afbreuk aan de bescherming die het recht van je eigen land je als consument geeft.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacybeleid',
    intro:
      'Dit beleid zegt welke persoonsgegevens de winkel bewaart, waarom, en wat je van ons mag vragen.',
    sections: [
      {
        heading: 'Wie verantwoordelijk is',
        paragraphs: [
          'Verwerkingsverantwoordelijke voor je persoonsgegevens is de verkoper hieronder.',
        ],
        seller: true,
      },
      {
        heading: 'Wat we bewaren',
        paragraphs: ['We bewaren alleen wat de winkel nodig heeft:'],
        items: [
          'je naam, e-mailadres, wachtwoord (als hash), taal en valuta;',
          'je aankopen, cadeaus, bonnen en abonnementen, en wanneer je de voorwaarden accepteerde;',
          'je voortgang in de spellen die je speelt;',
          'berichten die je ons via het contactformulier stuurt.',
        ],
      },
      {
        heading: 'Waarom',
        paragraphs: [
          'Om te leveren wat je kocht en je bibliotheek bij te houden (de overeenkomst met jou), om de administratie te voeren die de belastingwet vraagt, en om je vragen te beantwoorden. We verkopen je gegevens niet en gebruiken ze niet voor reclame.',
        ],
      },
      {
        heading: 'Wie ze nog meer ziet',
        paragraphs: [
          'Onze betaalprovider verwerkt je betaling; die deelt je volledige kaartnummer nooit met ons. Onze e-mailprovider verstuurt de e-mails van de winkel.',
        ],
      },
      {
        heading: 'Hoe lang',
        paragraphs: [
          'Je accountgegevens zolang je een account hebt; aankoopgegevens zeven jaar, zoals de Nederlandse belastingwet vraagt.',
        ],
      },
      {
        heading: 'Je rechten',
        paragraphs: [
          'Je mag vragen je gegevens in te zien, te verbeteren, mee te nemen of te wissen, en bezwaar maken tegen het gebruik ervan, door te mailen naar het adres hierboven. Je mag ook klagen bij de Autoriteit Persoonsgegevens.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookies',
    intro:
      'De winkel zet alleen de cookies die hij nodig heeft om te werken. Geen ervan is voor volgen of reclame, dus we vragen er geen toestemming voor.',
    sections: [
      {
        heading: 'De cookies die we zetten',
        paragraphs: ['Elk wordt hoogstens een jaar bewaard, alleen voor deze site:'],
        items: [
          'bb-auth: houdt je ingelogd (je sessiesleutel);',
          'bb-locale: je taal en valuta;',
          'bb-cart-…: de inhoud van je winkelwagen (de naam eindigt op de omgeving van de winkel);',
          'bb-homescreen: dat de vraag om de app op je beginscherm te zetten al getoond is.',
        ],
      },
      {
        heading: 'Andere partijen',
        paragraphs: [
          'Als je met een kaart betaalt, kan onze betaalprovider (Stripe) eigen cookies zetten om fraude te voorkomen. Als het registratieformulier controleert dat je geen robot bent, kan die controle ook eigen cookies zetten. We zetten geen analyse- of reclamecookies.',
        ],
      },
      {
        heading: 'Cookies verwijderen',
        paragraphs: [
          'Je kunt de cookies altijd in je browser verwijderen; je bent dan uitgelogd en je winkelwagen is leeg.',
        ],
      },
    ],
  },
  withdrawal: {
    title: 'Terugbetaling en herroeping',
    intro:
      'Wat je kunt doen als je van gedachten verandert over een aankoop, volgens de EU-regels voor digitale inhoud.',
    sections: [
      {
        heading: 'Het herroepingsrecht van 14 dagen',
        paragraphs: [
          'Als consument mag je een aankoop binnen 14 dagen zonder opgaaf van reden herroepen.',
          'Voor digitale inhoud vervalt dit recht zodra de toegang begint met je uitdrukkelijke toestemming en je erkenning dat je het daardoor verliest. Bij het afrekenen vragen we beide voordat je betaalt; je inhoud staat direct in je bibliotheek.',
        ],
      },
      {
        heading: 'Wanneer je nog kunt herroepen',
        paragraphs: ['Je houdt het herroepingsrecht van 14 dagen voor:'],
        items: [
          'een cadeaubon die nog niet is ingewisseld;',
          'een cadeau dat de ontvanger nog niet heeft opgehaald;',
          'een aankoop die betaald is maar niet in je bibliotheek staat.',
        ],
      },
      {
        heading: 'Zo vraag je een terugbetaling aan',
        paragraphs: [
          'Stuur een e-mail naar het adres hieronder, of gebruik het contactformulier, met je bestelnummer (in je account onder Aankopen) en wat je terugbetaald wilt krijgen. We antwoorden binnen 14 dagen en betalen terug via de betaalmethode die je gebruikte.',
        ],
        seller: true,
      },
      {
        heading: 'Klopt er iets niet met wat je kocht?',
        paragraphs: [
          'Als een spel niet te spelen is of er inhoud ontbreekt, laat het ons weten: we lossen het op of betalen je terug, hoe lang geleden de aankoop ook was.',
        ],
      },
    ],
  },
};
