/**
 * The app's entry: the store, the locale, the bundled texts and the first page's chunk are ready
 * before the first render, which waits for no request but that chunk in English, and for the
 * Dutch texts' chunk too in Dutch (the server's messages load alongside, see i18n.ts).
 */
import { tenaceTheme } from '@tenace/components';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createClientAndFirstPage } from './App.js';
import { createAppI18n, loadBundledTexts } from './i18n/i18n.js';
import { translationLanguage } from './lib/locale.js';
import { localeAtom } from './state/locale.js';
import './app.css';

// The kit's theme on the whole document: the page behind the app, its own CSS (app.css) and the
// kit's popovers read the same tokens.
document.documentElement.classList.add(tenaceTheme);
const store = createStore();
const language = translationLanguage(store.get(localeAtom).language);
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
const { client, routerNavigation, ready } = createClientAndFirstPage(store);
void Promise.all([loadBundledTexts(language), ready]).then(([texts]) => {
  const i18n = createAppI18n(language, texts);
  createRoot(root).render(
    <StrictMode>
      <App store={store} i18n={i18n} client={client} routerNavigation={routerNavigation} />
    </StrictMode>,
  );
});
