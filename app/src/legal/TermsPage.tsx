/** /terms: a legal page (LegalArticle.tsx). */
import { LegalArticle } from './LegalArticle.js';

export default function TermsPage() {
  return <LegalArticle name="terms" />;
}
