/**
 * Who sells in the store: the seller's details shown in the footer, on the legal pages and on
 * every receipt. A placeholder company until the real one is registered, as storefront.md §2's
 * footer describes it ("company registration number, registered in England and Wales"); one home
 * for the store's identity so that the pages, the e-mails and the receipts never disagree.
 */
export interface CompanyDetails {
  readonly name: string;
  readonly street: string;
  readonly postcodeAndCity: string;
  readonly country: string;
  /** The company registration number (Companies House, England and Wales). */
  readonly registrationNumber: string;
  readonly vatNumber: string;
  readonly email: string;
}

export const COMPANY_DETAILS: CompanyDetails = {
  name: 'Tenace Ltd',
  street: '1 Bridge Street',
  postcodeAndCity: 'London EC1A 1AA',
  country: 'United Kingdom',
  registrationNumber: '01234567',
  vatNumber: 'GB123456789',
  email: 'support@tenace.example',
};
