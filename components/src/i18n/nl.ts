/**
 * The Dutch texts of the component kit, with Dutch bridge words: the compass is N O Z W, notrump
 * is sans atout (SA), a double is a doublet.
 */
import type { Catalogue } from './catalogue.js';

export const nl: Catalogue = {
  seat: { N: 'Noord', E: 'Oost', S: 'Zuid', W: 'West' },
  seatLetter: { N: 'N', E: 'O', S: 'Z', W: 'W' },
  side: { NS: 'Noord-Zuid', EW: 'Oost-West' },
  sideLetters: { NS: 'N-Z', EW: 'O-W' },
  suit: { S: 'schoppen', H: 'harten', D: 'ruiten', C: 'klaveren' },
  rank: {
    A: 'aas',
    K: 'heer',
    Q: 'vrouw',
    J: 'boer',
    T: 'tien',
    '9': 'negen',
    '8': 'acht',
    '7': 'zeven',
    '6': 'zes',
    '5': 'vijf',
    '4': 'vier',
    '3': 'drie',
    '2': 'twee',
  },
  card: {
    name: '{{suit}} {{rank}}',
    back: 'gesloten kaart',
  },
  denomination: {
    NT_one: 'sans atout',
    NT_other: 'sans atout',
    S_one: 'schoppen',
    S_other: 'schoppen',
    H_one: 'harten',
    H_other: 'harten',
    D_one: 'ruiten',
    D_other: 'ruiten',
    C_one: 'klaveren',
    C_other: 'klaveren',
  },
  notrumpShort: 'SA',
  call: {
    bid: '{{level}} {{denomination}}',
    Pass: 'Pas',
    X: 'Doublet',
    XX: 'Redoublet',
  },
  callShort: { Pass: 'Pas', X: 'X', XX: 'XX' },
  vulnerability: {
    label: 'Kwetsbaar: {{who}}',
    None: 'niemand',
    NS: 'Noord-Zuid',
    EW: 'Oost-West',
    Both: 'allen',
    short: { None: 'Geen', NS: 'N-Z', EW: 'O-W', Both: 'Allen' },
    seat: 'kwetsbaar',
    seatNot: 'niet kwetsbaar',
  },
  hand: {
    label: 'Hand van {{seat}}',
    faceDown_one: 'Hand van {{seat}}, {{count}} gesloten kaart',
    faceDown_other: 'Hand van {{seat}}, {{count}} gesloten kaarten',
    empty: 'geen kaarten',
    void: 'geen {{suit}}',
  },
  deal: {
    label: 'De spelverdeling',
    dealer: 'Gever: {{seat}}',
    dealerMark: 'gever',
  },
  compass: {
    label: 'Kompas',
    toPlay: '{{seat}} is aan de beurt',
  },
  biddingBox: {
    label: 'Biedbox',
    level: 'Niveau',
    bids: 'Biedingen',
    otherCalls: 'Pas, doublet en redoublet',
  },
  auction: {
    label: 'Bieding',
    toCall: '{{seat}} is aan de beurt',
    lastCall: '{{seat}}: {{call}}',
    question: '?',
  },
  trick: {
    label: 'Huidige slag',
    empty: 'Nog geen kaarten in deze slag',
    played: '{{seat}}: {{card}}',
    winner: '{{seat}} wint de slag',
  },
  contract: {
    label: 'Contract',
    by: '{{contract}} door {{declarer}}',
    none: 'Nog geen contract',
    passedOut: 'Rondgepast',
    risk: { '': '', X: 'gedoubleerd', XX: 'geredoubleerd' },
  },
  tricks: {
    label: 'Slagen',
    side: '{{side}}: {{count}}',
  },
  playHeader: {
    label: 'Spelinformatie',
    back: 'Terug',
    viewAuction: 'Bekijk de bieding, contract {{contract}}',
  },
  comment: {
    opensInNewTab: '(opent in een nieuw tabblad)',
  },
};
