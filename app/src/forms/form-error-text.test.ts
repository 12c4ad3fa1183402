import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { appEn } from '../i18n/app-en.js';
import { appNl } from '../i18n/app-nl.js';
import { normaliseError } from '../lib/errors.js';
import { formErrorText } from './form-error-text.js';

// The login throttle's message as the API words it and serves it at /lang/{lng}.json.
const THROTTLED =
  'Too many failed log-ins. Please try again later, or reset your password with "Forgotten your password?"';
const THROTTLED_NL =
  'Te veel mislukte inlogpogingen. Probeer het later opnieuw, of stel een nieuw wachtwoord in met "Wachtwoord vergeten?"';
// A message naming an item: its template is the catalogue's key.
const OWNED = 'You already own “{{title}}”: remove it from your cart or give it as a gift';
const OWNED_NL = 'Je hebt “{{title}}” al: haal het uit je winkelwagen of geef het cadeau';

async function instance(language: 'en' | 'nl') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { app: appEn, server: { [THROTTLED]: THROTTLED, [OWNED]: OWNED } },
      nl: { app: appNl, server: { [THROTTLED]: THROTTLED_NL, [OWNED]: OWNED_NL } },
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return i18n;
}

const throttled = (retryAfterSeconds: number) =>
  normaliseError({
    graphQLErrors: [
      { message: THROTTLED, extensions: { code: 'BAD_USER_INPUT', retryAfterSeconds } },
    ],
  });

describe('formErrorText: the login form after too many failed log-ins', () => {
  it.each([
    ['en', 1, `${THROTTLED} You can try again in 1 second.`],
    ['en', 8, `${THROTTLED} You can try again in 8 seconds.`],
    ['en', 900, `${THROTTLED} You can try again in 15 minutes.`],
    ['en', 61, `${THROTTLED} You can try again in 2 minutes.`],
    ['nl', 4, `${THROTTLED_NL} Je kunt het over 4 seconden opnieuw proberen.`],
    ['nl', 60, `${THROTTLED_NL} Je kunt het over 1 minuut opnieuw proberen.`],
  ] as const)('in %s, %i seconds to wait: %s', async (language, seconds, text) => {
    expect(formErrorText(await instance(language), throttled(seconds))).toBe(text);
  });

  it('shows a message without a wait as it is', async () => {
    const error = normaliseError({
      graphQLErrors: [
        { message: 'Invalid email or password', extensions: { code: 'BAD_USER_INPUT' } },
      ],
    });
    expect(formErrorText(await instance('en'), error)).toBe('Invalid email or password');
  });
});

describe('formErrorText: a message naming an item', () => {
  const owned = (message: string) =>
    normaliseError({
      graphQLErrors: [
        {
          message,
          extensions: {
            code: 'BAD_USER_INPUT',
            messageKey: OWNED,
            values: { title: 'Slam bidding' },
          },
        },
      ],
    });
  const filled = 'You already own “Slam bidding”: remove it from your cart or give it as a gift';

  it.each([
    ['en', filled],
    ['nl', 'Je hebt “Slam bidding” al: haal het uit je winkelwagen of geef het cadeau'],
  ] as const)('in %s, its template filled: %s', async (language, text) => {
    expect(formErrorText(await instance(language), owned(filled))).toBe(text);
  });

  it("shows the server's own sentence while the catalogue lacks the template", async () => {
    const bare = i18next.createInstance();
    await bare.init({ lng: 'nl', resources: {}, showSupportNotice: false });
    expect(formErrorText(bare, owned(filled))).toBe(filled);
  });
});
