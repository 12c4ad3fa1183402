/** The kit's store footer (storefront.md §2): the company line, the app version, the mobile OS. */
import { StoreFooter } from '@tenace/components';
import { useAtomValue } from 'jotai';
import { APP_VERSION, COMPANY } from '../config.js';
import { userAtom } from '../state/auth.js';
import { mobileOs } from './unsupported-device.js';

export function Footer() {
  const user = useAtomValue(userAtom);
  const os = mobileOs(navigator.userAgent);
  return (
    <StoreFooter
      loggedIn={Boolean(user)}
      companyName={COMPANY.name}
      companyNumber={COMPANY.number}
      version={APP_VERSION}
      {...(os !== undefined && { mobileOs: os })}
    />
  );
}
