/** /privacy: a legal page (LegalArticle.tsx). */
import { LegalArticle } from './LegalArticle.js';

export default function PrivacyPage() {
  return <LegalArticle name="privacy" />;
}
