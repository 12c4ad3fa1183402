/**
 * The kit's store footer (storefront.md §2): the company line, the app version, the mobile OS.
 * The company is the seller the API knows (its one home, read once per visit).
 */
import { StoreFooter } from '@tenace/components';
import { useAtomValue } from 'jotai';
import { useQuery } from 'urql';
import { APP_VERSION } from '../config.js';
import { CompanyDetailsDocument } from '../graphql/documents/CompanyDetails.generated.js';
import { userAtom } from '../state/auth.js';
import { mobileOs } from './unsupported-device.js';

export function Footer() {
  const user = useAtomValue(userAtom);
  const [{ data }] = useQuery({ query: CompanyDetailsDocument });
  const company = data?.companyDetails;
  const os = mobileOs(navigator.userAgent);
  return (
    <StoreFooter
      loggedIn={Boolean(user)}
      {...(company && { companyName: company.name, companyNumber: company.registrationNumber })}
      version={APP_VERSION}
      {...(os !== undefined && { mobileOs: os })}
    />
  );
}
