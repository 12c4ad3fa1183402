/**
 * The legal pages' texts in English and Dutch (docs/decisions.md "Legal"): terms and
 * conditions, privacy policy, cookie notice, and refunds and withdrawal. Placeholder wording
 * with the real structure; the seller's details are the API's (`companyDetails`), shown where a
 * section says `seller`. Loaded with the legal pages only, never with the store's first page.
 */
import type { TranslationLanguage } from '../i18n/i18n.js';
import { EN } from './legal-en.js';
import { NL } from './legal-nl.js';

export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'cookies', 'withdrawal'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Shows the seller's details (name, address, registration and VAT numbers, e-mail) after. */
  readonly seller?: true;
  /** A list after the paragraphs. */
  readonly items?: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

/** The document in the language the texts are in. */
export function legalDocument(
  name: LegalDocumentName,
  language: TranslationLanguage,
): LegalDocument {
  return (language === 'nl' ? NL : EN)[name];
}
