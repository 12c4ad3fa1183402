/**
 * The app's own English texts (`app` namespace). The Dutch catalogue has the same shape, which
 * the type checker enforces. The server's messages come from /lang/{lng}.json instead.
 */
export const appEn = {
  header: {
    products: 'Products',
    login: 'Log in',
    currency: 'Currency',
  },
  account: {
    myAccount: 'My account',
  },
  crumb: {
    home: 'Home',
    products: 'Products',
    all: 'All products',
    vouchers: 'Gift vouchers',
    product: 'Product',
    authors: 'Authors',
    library: 'My library',
    search: 'Search results',
    account: 'My account',
    login: 'Log in',
    register: 'Register',
    forgotten: 'Forgotten password',
    reset: 'Reset password',
    confirmEmail: 'Confirm e-mail',
    help: 'Help',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    cookies: 'Cookies',
    withdrawal: 'Refunds and withdrawal',
    skeletons: 'Skeletons',
    subscriptions: 'Subscriptions',
    articles: 'Articles',
  },
  title: {
    checkout: 'Checkout',
    payment: 'Payment',
    logout: 'Log out',
    sessionExpired: 'Session expired',
    notFound: 'Page not found',
    hand: 'Hand',
    admin: 'Admin',
  },
  banner: {
    gift: 'Give bridge: gift vouchers for every occasion',
  },
  pageCode: {
    newVersion:
      'A new version of Tenace is out, and the code of this page from the version you opened is gone. Reload the page to use the new version.',
    reload: 'Reload the page',
  },
  homescreen: {
    title: 'Add to home screen',
    text: 'Add Tenace to your home screen to play hands like an app.',
    add: 'Add',
    close: 'Not now',
  },
  unsupported: {
    title: 'This device is not supported',
    text: 'Tenace needs Android 4 or iOS 11 or newer. Please use a newer device or a computer.',
  },
  cart: {
    add: 'Add to cart',
    buy: 'Buy',
    buyTitle: 'Buy {{title}}',
    inCart: 'In your cart',
    added: 'Added to your cart',
    giftAdded: 'The gift is in your cart',
    remove: 'Remove',
    priceChanged: 'The price of {{title}} has changed: your cart shows the new price',
  },
  gift: {
    button: 'Give as a gift',
  },
  form: {
    save: 'Save',
  },
  login: {
    title: 'Log in',
    intro: 'Log in to play the hands in your library and keep your progress.',
  },
  retry: {
    seconds_one: 'You can try again in {{count}} second.',
    seconds_other: 'You can try again in {{count}} seconds.',
    minutes_one: 'You can try again in {{count}} minute.',
    minutes_other: 'You can try again in {{count}} minutes.',
  },
  forgotten: { title: 'Forgotten password' },
  reset: {
    title: 'Reset your password',
    submit: 'Set password',
    done: 'Your password has been changed.',
  },
  confirmEmail: {
    title: 'Confirm your e-mail address',
    confirming: 'Confirming your e-mail address…',
    done: 'Your e-mail address is confirmed. Gifts bought for it are in your library.',
    library: 'Go to my library',
  },
  emailChange: {
    pending:
      'We have sent a link to {{email}}. Your e-mail address changes once you follow it; until then we keep using the one you have.',
  },
  complete: { title: 'Complete your registration', submit: 'Complete registration' },
  register: {
    title: 'Register',
    submit: 'Register',
    success: 'Success!',
    captcha: 'I am not a robot',
  },
  captcha: {
    loading: 'Loading the anti-spam check…',
    failed:
      'The anti-spam check could not load, so you cannot register yet. Check your internet connection and allow the check in any ad or script blocker for this site, then try again. What you typed is kept.',
  },
  help: {
    title: 'Help and contact',
    intro: 'Questions about a lesson, your account or a purchase? Send us a message.',
    sent: 'Thank you: we have received your message.',
  },
  home: {
    heroTitle: 'Learn bridge from the people who teach it',
    heroText: 'Play real hands as a conversation with their author: bid, play, and hear why.',
    freeSample: 'Try a free sample',
    playSample: 'Play this hand',
    latest: 'Latest products',
    viewAll: 'View all',
    howTitle: 'How it works',
    how1: 'Choose a set of hands by a teacher you like.',
    how2: 'Bid and play each hand; the author comments on every step.',
    how3: 'Go wrong? Ask for a hint, or see the answer and why.',
    featuresTitle: 'Why Tenace',
    feature1: 'Hands from real teachers, fully commented',
    feature2: 'Play on your phone, tablet or computer',
    feature3: 'Your progress is kept: stop halfway, resume later',
    teachers: 'Our teachers',
    faqTitle: 'Questions',
    faq: {
      what: { q: 'What is Tenace?', a: 'An online store of interactive bridge lessons.', link: '' },
      howLong: {
        q: 'How long do my purchases stay available?',
        a: 'For as long as you have an account: they stay in',
        link: 'your library',
      },
      account: {
        q: 'How do I manage my account?',
        a: 'Change your details and password in',
        link: 'your account',
      },
      password: {
        q: 'I forgot my password',
        a: 'Ask for a reset e-mail on the',
        link: 'forgotten password page',
      },
      gifts: {
        q: 'Can I give lessons as a gift?',
        a: 'Yes: give any product, or a',
        link: 'gift voucher',
      },
    },
    reviewsTitle: 'What learners say',
    review1: '“The comments at every trick made finesses finally click.”',
    review2: '“Like having my teacher beside me at the table.”',
    ctaTitle: 'Ready to play?',
    cta: 'Browse all products',
  },
  store: {
    title: 'Products',
    all: 'All products',
  },
  list: {
    title: 'All products',
    /** The phone's button that shows the filters (storefront.md §9: 770 px breakpoint). */
    filters: 'Filters',
    filtersChosen: 'Filters ({{count}} chosen)',
  },
  product: {
    hands: 'Hands',
    sets: 'Sets',
    ownedSets: 'You already own sets of this collection: {{titles}}',
  },
  hands: {
    free: 'Free',
    locked: 'Locked',
    play: 'Play',
    resume: 'Resume',
    playAgain: 'Play again',
    changed:
      'This hand has changed since you last played it, so it starts again from the beginning.',
  },
  handOffer: {
    inSet: 'This hand is from the set <set>{{set}}</set>: buy it to play every hand in it.',
  },
  lockedHand: {
    inSet:
      'This hand is in the set <set>{{set}}</set>. Buy the set to play it and every other hand in it.',
    unavailable: 'This hand cannot be played: the set that holds it is not on sale.',
  },
  library: {
    title: 'My library',
    empty: 'Your library is empty. Find lessons in',
    fromCollection: 'From the collection',
    progress: '{{played}} of {{total}} hands played',
  },
  authors: { title: 'Authors', products: 'Products' },
  vouchers: {
    title: 'Gift vouchers',
    intro: 'Give a voucher: the recipient chooses their lessons.',
  },
  embed: { title: 'Embed this hand', width: 'Width', height: 'Height', code: 'Embed code' },
  notFound: { text: 'No route found matching the path.' },
  signIn: { required: 'Please log in to see this page.' },
  skeletons: { title: 'Loading placeholders' },
};

/** A catalogue of the same shape as the English one. */
export type AppCatalogue<T = typeof appEn> = {
  readonly [K in keyof T]: T[K] extends string ? string : AppCatalogue<T[K]>;
};
