/** /withdrawal: a legal page (LegalArticle.tsx). */
import { LegalArticle } from './LegalArticle.js';

export default function WithdrawalPage() {
  return <LegalArticle name="withdrawal" />;
}
