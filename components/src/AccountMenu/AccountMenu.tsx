/**
 * The header's account menu (storefront.md §2 Layout): Admin sees Admin area, Publisher My
 * content, Editor Edit content (all to /admin); everyone logged in sees My account, Help and Log
 * out. react-aria's MenuTrigger and Menu: it opens with the keyboard and the arrows move through
 * the items. The items are links; an app with a router wraps the kit in react-aria's
 * `RouterProvider`.
 */

import { isStaff } from '@tenace/model';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.js';
import { STORE_PATHS } from '../store/paths.js';
import type { StoreUser } from '../store/user.js';
import { tenaceTheme } from '../theme/theme.css.js';
import * as styles from './AccountMenu.css.js';

export interface AccountMenuProps {
  /** The logged-in user. */
  readonly user: StoreUser;
}

/**
 * @example
 * <RouterProvider navigate={navigate}><AccountMenu user={user} /></RouterProvider>
 */
export function AccountMenu({ user }: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    <MenuTrigger>
      <Button
        className={styles.button}
        aria-label={t('store.account.menuFor', { name: user.firstName })}
      >
        <Icon name="user" />
        <span className={styles.name}>{user.firstName}</span>
        <Icon name="chevronDown" size="s" />
      </Button>
      <Popover className={`${tenaceTheme} ${styles.popover}`} placement="bottom end">
        <Menu className={styles.menu} aria-label={t('store.account.menu')}>
          {isStaff(user.type) && (
            <MenuItem className={styles.item} id="admin" href={STORE_PATHS.admin}>
              {t(`store.account.${user.type}`)}
            </MenuItem>
          )}
          <MenuItem className={styles.item} id="account" href={STORE_PATHS.account}>
            {t('store.account.myAccount')}
          </MenuItem>
          <MenuItem className={styles.item} id="help" href={STORE_PATHS.help}>
            {t('store.account.help')}
          </MenuItem>
          <MenuItem className={styles.item} id="logout" href={STORE_PATHS.logout}>
            {t('store.account.logout')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
