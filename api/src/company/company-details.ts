/**
 * Who sells in the store: the seller's details shown on the legal pages and on every receipt.
 * A placeholder company until the real one is registered; one home for the store's identity so
 * that the pages, the e-mails and the invoices never disagree.
 */
export interface CompanyDetails {
  readonly name: string;
  readonly street: string;
  readonly postcodeAndCity: string;
  readonly country: string;
  /** Chamber of Commerce (KvK) registration number. */
  readonly chamberOfCommerce: string;
  readonly vatNumber: string;
  readonly email: string;
}

export const COMPANY_DETAILS: CompanyDetails = {
  name: 'Tenace B.V.',
  street: 'Herengracht 1',
  postcodeAndCity: '1015 BA Amsterdam',
  country: 'Netherlands',
  chamberOfCommerce: '00000000',
  vatNumber: 'NL000000000B01',
  email: 'support@tenace.example',
};
