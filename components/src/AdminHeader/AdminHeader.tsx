/**
 * The admin area's header (admin.md §2): the sections of the user's role as navigation, the
 * Admin-only External links menu of dashboards, and the account menu (Customer area, Log out).
 * The menus are react-aria's MenuTrigger and Menu: they open from the keyboard and the arrows
 * move through their items. Links are `href`s: an app with a router wraps the kit in
 * react-aria's `RouterProvider`; the dashboards open in a new tab.
 */
import { Button, Link, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.js';
import { tenaceTheme } from '../theme/theme.css.js';
import * as styles from './AdminHeader.css.js';

/** admin.md §6 "Navigation": every section of the admin area, in the Admin's order. */
export const ADMIN_SECTIONS = [
  'sales',
  'products',
  'subscriptions',
  'users',
  'authors',
  'royalties',
  'tags',
  'vouchers',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export interface AdminNavigationItem {
  readonly section: AdminSection;
  readonly href: string;
}

/** A dashboard of the External links menu. */
export interface AdminExternalLink {
  readonly name: string;
  readonly url: string;
}

export interface AdminHeaderProps {
  readonly firstName: string;
  /** The sections the user's role may open, in order. */
  readonly navigation: readonly AdminNavigationItem[];
  /** The section shown, marked as the current page. */
  readonly current?: AdminSection;
  /**
   * The External links menu's dashboards (an Admin's only: without it there is no menu); an
   * empty list says none are configured.
   */
  readonly externalLinks?: readonly AdminExternalLink[];
  /** The area's landing (the title links there). */
  readonly homeHref: string;
  readonly customerAreaHref: string;
  readonly logoutHref: string;
}

/**
 * @example
 * <RouterProvider navigate={navigate}>
 *   <AdminHeader firstName="Ann" navigation={[{ section: 'authors', href: '/admin/authors' }]}
 *     externalLinks={links} homeHref="/admin" customerAreaHref="/library" logoutHref="/logout" />
 * </RouterProvider>
 */
export function AdminHeader(props: AdminHeaderProps) {
  const { navigation, current, externalLinks } = props;
  const { t } = useTranslation('staff');
  return (
    <header className={styles.header}>
      <Link className={styles.title} href={props.homeHref}>
        {t('header.title')}
      </Link>
      {navigation.length > 0 && (
        <nav className={styles.nav} aria-label={t('header.navigation')}>
          <ul className={styles.navList}>
            {navigation.map(({ section, href }) => (
              <li key={section}>
                <Link
                  className={styles.navLink}
                  href={href}
                  aria-current={section === current ? 'page' : undefined}
                >
                  {t(`header.section.${section}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.menus}>
        {externalLinks !== undefined && (
          <MenuTrigger>
            <Button className={styles.trigger}>
              {t('header.externalLinks')}
              <Icon name="chevronDown" size="s" />
            </Button>
            <Popover className={`${tenaceTheme} ${styles.popover}`} placement="bottom end">
              <Menu
                className={styles.menu}
                aria-label={t('header.externalLinks')}
                items={externalLinks}
                renderEmptyState={() => (
                  <p className={styles.empty}>{t('header.noExternalLinks')}</p>
                )}
              >
                {(link) => (
                  <MenuItem
                    id={link.url}
                    className={styles.item}
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {link.name}
                  </MenuItem>
                )}
              </Menu>
            </Popover>
          </MenuTrigger>
        )}
        <MenuTrigger>
          <Button
            className={styles.trigger}
            aria-label={t('header.accountFor', { name: props.firstName })}
          >
            <Icon name="user" />
            <span className={styles.name}>{props.firstName}</span>
            <Icon name="chevronDown" size="s" />
          </Button>
          <Popover className={`${tenaceTheme} ${styles.popover}`} placement="bottom end">
            <Menu className={styles.menu} aria-label={t('header.account')}>
              <MenuItem id="customer" className={styles.item} href={props.customerAreaHref}>
                {t('header.customerArea')}
              </MenuItem>
              <MenuItem id="logout" className={styles.item} href={props.logoutHref}>
                {t('header.logout')}
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
    </header>
  );
}
