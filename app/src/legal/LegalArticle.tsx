/**
 * A legal page's article (docs/decisions.md "Legal"): its title, an introduction and numbered sections
 * under h2 headings, the seller's details where a section names them, the terms' version on
 * the terms, and links to the other legal pages. The footer links to each.
 */
import { STORE_PATHS } from '@tenace/components';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { LegalDetailsDocument } from '../graphql/documents/LegalDetails.generated.js';
import { LEGAL_DOCUMENTS, type LegalDocumentName, legalDocument } from './legal-documents.js';
import { useLegalText } from './legal-texts.js';
import { SellerDetails } from './SellerDetails.js';
import './legal.css';

export function LegalArticle({ name }: { readonly name: LegalDocumentName }) {
  const { t, i18n } = useLegalText();
  const document = legalDocument(name, i18n.language === 'nl' ? 'nl' : 'en');
  const [{ data }] = useQuery({ query: LegalDetailsDocument, pause: name !== 'terms' });
  return (
    <article className="legal" aria-labelledby="legal-title">
      <h1 id="legal-title">{document.title}</h1>
      {name === 'terms' && data && (
        <p className="legal-version">{t('termsVersion', { version: data.termsVersion })}</p>
      )}
      <p>{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.seller && <SellerDetails />}
        </section>
      ))}
      <nav aria-label={t('otherPages')} className="legal-others">
        <ul>
          {LEGAL_DOCUMENTS.filter((other) => other !== name).map((other) => (
            <li key={other}>
              <Link to={STORE_PATHS[other]}>
                {legalDocument(other, i18n.language === 'nl' ? 'nl' : 'en').title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
