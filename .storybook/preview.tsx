/**
 * Every story renders inside the theme, an i18next instance in the toolbar's language and the
 * deck options of the toolbar. Every story is checked with axe, and a violation fails its test.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { DeckProvider } from '../components/src/deck/DeckProvider.js';
import { createKitI18n, LANGUAGES, type Language } from '../components/src/i18n/instance.js';
import { tenaceTheme } from '../components/src/theme/theme.css.js';
import { storyFrame } from './preview.css.js';

const i18nByLanguage = Object.fromEntries(
  LANGUAGES.map((language) => [language, createKitI18n(language)]),
);

const withKit: Decorator = (Story, context) => {
  const language = (context.globals.locale ?? 'en') as Language;
  const i18n = i18nByLanguage[language] ?? createKitI18n(language);
  return (
    <I18nextProvider i18n={i18n}>
      <DeckProvider fourColour={context.globals.fourColour === 'on'}>
        <div className={`${tenaceTheme} ${storyFrame}`} lang={language}>
          <Story />
        </div>
      </DeckProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  decorators: [withKit],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'nl', title: 'Nederlands' },
        ],
        dynamicTitle: true,
      },
    },
    fourColour: {
      description: 'Four-colour suits',
      toolbar: {
        title: 'Suit colours',
        icon: 'paintbrush',
        items: [
          { value: 'off', title: 'Two colours' },
          { value: 'on', title: 'Four colours' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', fourColour: 'off' },
  parameters: {
    a11y: {
      test: 'error',
      config: {
        rules: [
          // A control showing bridge symbols is named by what they say: a card "ten of spades"
          // (printed 10 or, in Dutch, H for heer), a bid "2 notrump" (printed NT or SA). That
          // spoken name is what a speech user says (WCAG 2.5.3); the rule stays on for the rest.
          { id: 'label-content-name-mismatch', selector: ':not([data-bridge-symbol])' },
        ],
      },
    },
    controls: { expanded: true },
  },
};

export default preview;
