/** The seller's details on the legal pages, from the API's one home (`companyDetails`). */
import { useQuery } from 'urql';
import { LegalDetailsDocument } from '../graphql/documents/LegalDetails.generated.js';
import { useLegalText } from './legal-texts.js';

export function SellerDetails() {
  const { t } = useLegalText();
  const [{ data }] = useQuery({ query: LegalDetailsDocument });
  const company = data?.companyDetails;
  if (!company) return null;
  return (
    <address className="legal-seller">
      <strong>{company.name}</strong>
      <br />
      {company.street}
      <br />
      {company.postcodeAndCity}
      <br />
      {company.country}
      <br />
      {t('registrationNumber', { number: company.registrationNumber })}
      <br />
      {t('vatNumber', { number: company.vatNumber })}
      <br />
      <a href={`mailto:${company.email}`}>{company.email}</a>
    </address>
  );
}
