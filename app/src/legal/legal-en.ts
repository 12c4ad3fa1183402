/** The legal pages' English texts (legal-documents.ts). */
import type { LegalDocument, LegalDocumentName } from './legal-documents.js';

export const EN: Record<LegalDocumentName, LegalDocument> = {
  terms: {
    title: 'Terms and conditions',
    intro:
      'These terms apply to every purchase in the Tenace store and to the use of your account. Please read them before you register or buy.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: ['The store is run by the seller below.'],
        seller: true,
      },
      {
        heading: 'What you buy',
        paragraphs: [
          'You buy digital content: sets of playable bridge hands, collections of sets, gift vouchers and subscriptions to articles. Once paid, the content is in your library for as long as your account exists; a subscription gives access while it runs.',
          'A product bought as a gift goes to the person you name, who receives an e-mail to claim it.',
        ],
      },
      {
        heading: 'Prices and VAT',
        paragraphs: [
          'Prices are shown in your currency and include VAT (UK VAT, or the VAT of your EU country at its rate where that applies) wherever VAT is due. What you see at checkout is what you pay.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: [
          'You pay by card or, in euros, by iDEAL. A subscription renews with the saved card until you cancel it in your account.',
        ],
      },
      {
        heading: 'Right of withdrawal',
        paragraphs: [
          'As a consumer in the EU you may withdraw from a purchase within 14 days. Because you get access to digital content at once, you are asked at checkout to agree to that and to acknowledge that you then lose this right. See Refunds and withdrawal.',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password to yourself. Content you bought is for your own use: do not share or resell it.',
        ],
      },
      {
        heading: 'Changes and law',
        paragraphs: [
          'We may change these terms; the version you accepted stays on record with your account and each purchase. Dutch law applies, without taking away the protection the law of your own country gives you as a consumer.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    intro: 'This policy says which personal data the store keeps, why, and what you can ask of us.',
    sections: [
      {
        heading: 'Who is responsible',
        paragraphs: ['The controller of your personal data is the seller below.'],
        seller: true,
      },
      {
        heading: 'What we keep',
        paragraphs: ['We keep only what the store needs:'],
        items: [
          'your name, e-mail address, password (stored as a hash), language and currency;',
          'your purchases, gifts, vouchers and subscriptions, and when you accepted the terms;',
          'your progress in the hands you play;',
          'messages you send us through the contact form.',
        ],
      },
      {
        heading: 'Why',
        paragraphs: [
          'To deliver what you bought and keep your library (the contract with you), to keep the accounts the tax law asks of us, and to answer your questions. We do not sell your data and do not use it for advertising.',
        ],
      },
      {
        heading: 'Who else sees it',
        paragraphs: [
          'Our payment provider processes your payment; it never shares your full card number with us. Our e-mail provider sends the store’s e-mails.',
        ],
      },
      {
        heading: 'How long',
        paragraphs: [
          'Your account data as long as you have an account; purchase records seven years, as Dutch tax law requires.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may ask to see, correct, export or delete your data, and object to its use, by writing to the e-mail address above. You may also complain to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookies',
    intro:
      'The store sets only the cookies it needs to work. None of them is for tracking or advertising, so we do not ask for consent to them.',
    sections: [
      {
        heading: 'The cookies we set',
        paragraphs: ['Each is kept for one year at most, for this site only:'],
        items: [
          'bb-auth: keeps you logged in (your session key);',
          'bb-locale: your language and currency;',
          'bb-cart-…: the contents of your cart (the name ends with the store’s environment);',
          'bb-homescreen: that the add-to-homescreen prompt was shown, so it is not shown again.',
        ],
      },
      {
        heading: 'Other parties',
        paragraphs: [
          'When you pay by card, our payment provider (Stripe) may set its own cookies to prevent fraud. When the registration form checks that you are not a robot, that check may set its own cookies too. We set no analytics or advertising cookies.',
        ],
      },
      {
        heading: 'Removing cookies',
        paragraphs: [
          'You can remove the cookies in your browser at any time; you are then logged out and your cart is emptied.',
        ],
      },
    ],
  },
  withdrawal: {
    title: 'Refunds and withdrawal',
    intro:
      'What you can do if you change your mind about a purchase, under the EU rules for digital content.',
    sections: [
      {
        heading: 'The 14-day right of withdrawal',
        paragraphs: [
          'As a consumer you may withdraw from a purchase within 14 days without giving a reason.',
          'For digital content this right ends once access starts with your express consent and your acknowledgement that you thereby lose it. At checkout you are asked for both before you pay; your content is in your library at once.',
        ],
      },
      {
        heading: 'When you can still withdraw',
        paragraphs: ['You keep the right of withdrawal for 14 days for:'],
        items: [
          'a gift voucher that has not been redeemed;',
          'a gift whose recipient has not yet claimed it;',
          'a purchase paid but not delivered to your library.',
        ],
      },
      {
        heading: 'How to ask for a refund',
        paragraphs: [
          'Send an e-mail to the address below, or use the contact form, with your order number (in your account under Purchases) and what you would like refunded. We answer within 14 days and refund with the payment method you used.',
        ],
        seller: true,
      },
      {
        heading: 'Something wrong with what you bought?',
        paragraphs: [
          'If a hand cannot be played or content is missing, tell us: we put it right or refund you, whatever the time since the purchase.',
        ],
      },
    ],
  },
};
