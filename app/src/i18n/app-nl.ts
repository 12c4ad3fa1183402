/** The app's own Dutch texts (`app` namespace), the same shape as `app-en.ts`. */
import type { AppCatalogue } from './app-en.js';

export const appNl: AppCatalogue = {
  header: {
    products: 'Producten',
    login: 'Inloggen',
    currency: 'Valuta',
  },
  account: {
    myAccount: 'Mijn account',
  },
  crumb: {
    home: 'Home',
    products: 'Producten',
    all: 'Alle producten',
    vouchers: 'Cadeaubonnen',
    product: 'Product',
    authors: 'Auteurs',
    library: 'Mijn bibliotheek',
    search: 'Zoekresultaten',
    account: 'Mijn account',
    login: 'Inloggen',
    register: 'Registreren',
    forgotten: 'Wachtwoord vergeten',
    reset: 'Wachtwoord herstellen',
    confirmEmail: 'E-mail bevestigen',
    help: 'Help',
    terms: 'Algemene voorwaarden',
    privacy: 'Privacybeleid',
    cookies: 'Cookies',
    withdrawal: 'Terugbetaling en herroeping',
    skeletons: 'Skeletten',
    subscriptions: 'Abonnementen',
    articles: 'Artikelen',
  },
  title: {
    checkout: 'Afrekenen',
    payment: 'Betaling',
    logout: 'Uitloggen',
    sessionExpired: 'Sessie verlopen',
    notFound: 'Pagina niet gevonden',
    hand: 'Spel',
    admin: 'Beheer',
  },
  banner: {
    gift: 'Geef bridge cadeau: cadeaubonnen voor elke gelegenheid',
  },
  pageCode: {
    newVersion:
      'Er is een nieuwe versie van Tenace, en de code van deze pagina uit de versie die je opende is er niet meer. Laad de pagina opnieuw om de nieuwe versie te gebruiken.',
    reload: 'Pagina opnieuw laden',
  },
  homescreen: {
    title: 'Zet op beginscherm',
    text: 'Zet Tenace op je beginscherm en speel spellen als in een app.',
    add: 'Toevoegen',
    close: 'Niet nu',
  },
  unsupported: {
    title: 'Dit apparaat wordt niet ondersteund',
    text: 'Tenace werkt vanaf Android 4 en iOS 11. Gebruik een nieuwer apparaat of een computer.',
  },
  cart: {
    add: 'In winkelwagen',
    buy: 'Kopen',
    buyTitle: '{{title}} kopen',
    inCart: 'In je winkelwagen',
    added: 'Toegevoegd aan je winkelwagen',
    giftAdded: 'Het cadeau zit in je winkelwagen',
    remove: 'Verwijderen',
    priceChanged: 'De prijs van {{title}} is gewijzigd: je winkelwagen toont de nieuwe prijs',
  },
  gift: {
    button: 'Cadeau geven',
  },
  form: {
    save: 'Opslaan',
  },
  login: {
    title: 'Inloggen',
    intro: 'Log in om de spellen in je bibliotheek te spelen en je voortgang te bewaren.',
  },
  retry: {
    seconds_one: 'Je kunt het over {{count}} seconde opnieuw proberen.',
    seconds_other: 'Je kunt het over {{count}} seconden opnieuw proberen.',
    minutes_one: 'Je kunt het over {{count}} minuut opnieuw proberen.',
    minutes_other: 'Je kunt het over {{count}} minuten opnieuw proberen.',
  },
  forgotten: { title: 'Wachtwoord vergeten' },
  reset: {
    title: 'Herstel je wachtwoord',
    submit: 'Wachtwoord instellen',
    done: 'Je wachtwoord is gewijzigd.',
  },
  confirmEmail: {
    title: 'Bevestig je e-mailadres',
    confirming: 'Je e-mailadres wordt bevestigd…',
    done: 'Je e-mailadres is bevestigd. Cadeaus voor dit adres staan in je bibliotheek.',
    library: 'Naar mijn bibliotheek',
  },
  emailChange: {
    pending:
      'We hebben een link gestuurd naar {{email}}. Je e-mailadres verandert zodra je die volgt; tot dan blijven we het huidige gebruiken.',
  },
  complete: { title: 'Rond je registratie af', submit: 'Registratie afronden' },
  register: {
    title: 'Registreren',
    submit: 'Registreren',
    success: 'Gelukt!',
    captcha: 'Ik ben geen robot',
  },
  captcha: {
    loading: 'De anti-spamcontrole wordt geladen…',
    failed:
      'De anti-spamcontrole kon niet laden, dus je kunt je nog niet registreren. Controleer je internetverbinding en sta de controle toe in een eventuele advertentie- of scriptblokker voor deze site, en probeer het dan opnieuw. Wat je hebt ingevuld blijft bewaard.',
  },
  help: {
    title: 'Help en contact',
    intro: 'Vragen over een les, je account of een aankoop? Stuur ons een bericht.',
    sent: 'Bedankt: we hebben je bericht ontvangen.',
  },
  home: {
    heroTitle: 'Leer bridge van de mensen die het onderwijzen',
    heroText: 'Speel echte spellen als gesprek met de auteur: bied, speel en hoor waarom.',
    playSample: 'Speel dit spel',
    freeSample: 'Probeer een gratis voorbeeld',
    latest: 'Nieuwste producten',
    viewAll: 'Alles bekijken',
    howTitle: 'Zo werkt het',
    how1: 'Kies een set spellen van een leraar die je aanspreekt.',
    how2: 'Bied en speel elk spel; de auteur geeft bij elke stap commentaar.',
    how3: 'Fout? Vraag een hint, of bekijk het antwoord en waarom.',
    featuresTitle: 'Waarom Tenace',
    feature1: 'Spellen van echte leraren, volledig becommentarieerd',
    feature2: 'Speel op je telefoon, tablet of computer',
    feature3: 'Je voortgang blijft bewaard: stop halverwege, ga later verder',
    teachers: 'Onze leraren',
    faqTitle: 'Vragen',
    faq: {
      what: { q: 'Wat is Tenace?', a: 'Een webwinkel met interactieve bridgelessen.', link: '' },
      howLong: {
        q: 'Hoe lang blijven mijn aankopen beschikbaar?',
        a: 'Zolang je een account hebt: ze staan in',
        link: 'je bibliotheek',
      },
      account: {
        q: 'Hoe beheer ik mijn account?',
        a: 'Wijzig je gegevens en wachtwoord in',
        link: 'je account',
      },
      password: {
        q: 'Ik ben mijn wachtwoord vergeten',
        a: 'Vraag een herstel-e-mail aan op de',
        link: 'pagina wachtwoord vergeten',
      },
      gifts: {
        q: 'Kan ik lessen cadeau geven?',
        a: 'Ja: geef elk product, of een',
        link: 'cadeaubon',
      },
    },
    reviewsTitle: 'Wat spelers zeggen',
    review1: '“Door het commentaar bij elke slag begreep ik snits eindelijk.”',
    review2: '“Alsof mijn leraar naast me aan tafel zit.”',
    ctaTitle: 'Klaar om te spelen?',
    cta: 'Bekijk alle producten',
  },
  store: {
    title: 'Producten',
    all: 'Alle producten',
  },
  list: {
    title: 'Alle producten',
    filters: 'Filters',
    filtersChosen: 'Filters ({{count}} gekozen)',
  },
  product: {
    hands: 'Spellen',
    sets: 'Sets',
    ownedSets: 'Sets van deze collectie die je al hebt: {{titles}}',
  },
  hands: {
    free: 'Gratis',
    locked: 'Op slot',
    play: 'Spelen',
    resume: 'Verder spelen',
    playAgain: 'Opnieuw spelen',
    changed: 'Dit spel is gewijzigd sinds je het speelde, dus het begint opnieuw bij het begin.',
  },
  handOffer: {
    inSet:
      'Dit spel komt uit de set <set>{{set}}</set>. Koop de set om alle spellen erin te spelen.',
  },
  lockedHand: {
    inSet:
      'Dit spel zit in de set <set>{{set}}</set>. Koop de set om het en alle andere spellen erin te spelen.',
    unavailable: 'Dit spel kan niet gespeeld worden: de set waar het in zit is niet te koop.',
  },
  library: {
    title: 'Mijn bibliotheek',
    empty: 'Je bibliotheek is leeg. Vind lessen bij',
    fromCollection: 'Uit de collectie',
    progress: '{{played}} van {{total}} spellen gespeeld',
  },
  authors: { title: 'Auteurs', products: 'Producten' },
  vouchers: {
    title: 'Cadeaubonnen',
    intro: 'Geef een cadeaubon: de ontvanger kiest zelf de lessen.',
  },
  embed: { title: 'Dit spel insluiten', width: 'Breedte', height: 'Hoogte', code: 'Insluitcode' },
  notFound: { text: 'Geen route gevonden die bij het pad past.' },
  signIn: { required: 'Log in om deze pagina te zien.' },
  skeletons: { title: 'Laadplaatsaanduidingen' },
};
