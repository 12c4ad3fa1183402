/** /cookies: a legal page (LegalArticle.tsx). */
import { LegalArticle } from './LegalArticle.js';

export default function CookiesPage() {
  return <LegalArticle name="cookies" />;
}
