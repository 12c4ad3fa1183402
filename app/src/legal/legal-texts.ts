/**
 * The legal pages' own short texts (`legal` namespace, English and Dutch); the documents
 * themselves are legal-documents.ts. Added to the app's i18next instance by {@link useLegalText}.
 */
import { useTranslation } from 'react-i18next';

export const LEGAL_EN = {
  registrationNumber: 'Company registration number {{number}}, registered in England and Wales',
  vatNumber: 'VAT number {{number}}',
  termsVersion: 'Version of {{version}}',
  otherPages: 'Other legal pages',
};

const LEGAL_NL: typeof LEGAL_EN = {
  registrationNumber: 'Registratienummer {{number}}, ingeschreven in Engeland en Wales',
  vatNumber: 'Btw-nummer {{number}}',
  termsVersion: 'Versie van {{version}}',
  otherPages: 'Andere juridische pagina’s',
};

/** `t` over the `legal` namespace, its texts added on first use. */
export function useLegalText() {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'legal')) {
    i18n.addResourceBundle('en', 'legal', LEGAL_EN);
    i18n.addResourceBundle('nl', 'legal', LEGAL_NL);
  }
  return useTranslation('legal');
}
