/**
 * The store's footer (storefront.md §2 Layout: "contact, help, login/register or logout, company
 * line (company registration number, registered in England and Wales), app version, mobile
 * OS"), and the legal pages. The company's name and number and the device's OS are the app's
 * to pass.
 */
import { useTranslation } from 'react-i18next';
import { NativeLink } from '../store/NativeLink.js';
import { STORE_PATHS } from '../store/paths.js';
import * as styles from './StoreFooter.css.js';

export interface StoreFooterProps {
  readonly loggedIn: boolean;
  /** The seller's name and registration number; the company line waits for both. */
  readonly companyName?: string;
  /** The company registration number. */
  readonly companyNumber?: string;
  /** The app version (storefront.md §1: 4.0.4). */
  readonly version: string;
  /** The phone or tablet's OS and version, when the app runs on one (e.g. "iOS 17.2"). */
  readonly mobileOs?: string;
}

/** The footer links' keys, each a text of store.footer. */
type FooterLinkKey =
  | 'contact'
  | 'help'
  | 'login'
  | 'register'
  | 'logout'
  | 'terms'
  | 'privacy'
  | 'cookies'
  | 'withdrawal';

/** The legal pages (docs/decisions.md "Legal"), for everyone. */
const LEGAL_LINKS = [
  ['terms', STORE_PATHS.terms],
  ['privacy', STORE_PATHS.privacy],
  ['cookies', STORE_PATHS.cookies],
  ['withdrawal', STORE_PATHS.withdrawal],
] as const;

/**
 * @example
 * <StoreFooter loggedIn companyName="Tenace Ltd" companyNumber="01234567" version="4.0.4" />
 */
export function StoreFooter(props: StoreFooterProps) {
  const { loggedIn, companyName, companyNumber, version, mobileOs } = props;
  const { t } = useTranslation();
  const links = loggedIn
    ? ([
        ['contact', STORE_PATHS.contact],
        ['help', STORE_PATHS.help],
        ['logout', STORE_PATHS.logout],
      ] as const)
    : ([
        ['contact', STORE_PATHS.contact],
        ['help', STORE_PATHS.help],
        ['login', STORE_PATHS.login],
        ['register', STORE_PATHS.register],
      ] as const);
  return (
    <footer className={styles.footer}>
      <FooterLinks label={t('store.footer.links')} links={links} />
      <FooterLinks label={t('store.footer.legal')} links={LEGAL_LINKS} />
      {companyName && companyNumber && (
        <p className={styles.small}>
          {t('store.footer.company', { company: companyName, number: companyNumber })}
        </p>
      )}
      <p className={styles.small}>
        <span>{t('store.footer.version', { version })}</span>
        {mobileOs && <span data-mobile-os>{t('store.footer.os', { os: mobileOs })}</span>}
      </p>
    </footer>
  );
}

/** One of the footer's link lists, each link named by its key's text. */
function FooterLinks({
  label,
  links,
}: {
  readonly label: string;
  readonly links: readonly (readonly [FooterLinkKey, string])[];
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label}>
      <ul className={styles.links}>
        {links.map(([key, href]) => (
          <li key={key}>
            <NativeLink className={styles.link} href={href}>
              {t(`store.footer.${key}`)}
            </NativeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
