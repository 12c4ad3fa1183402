/**
 * The account menu's look while its code loads (the header loads it after the page's first
 * paint, see store/lazy-part.ts): the user's icon, first name (not on a phone) and the chevron, in the button's
 * place and size, neither focusable nor read out.
 */
import { Icon } from '../icons/Icon.js';
import * as styles from './AccountMenu.css.js';
import type { AccountMenuProps } from './AccountMenu.js';

export function AccountMenuPlaceholder({ user }: AccountMenuProps) {
  return (
    <span className={styles.button} aria-hidden="true">
      <Icon name="user" />
      <span className={styles.name}>{user.firstName}</span>
      <Icon name="chevronDown" size="s" />
    </span>
  );
}
