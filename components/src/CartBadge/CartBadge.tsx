/**
 * The header's cart button with its item count (storefront.md §2 Layout: "cart badge with item
 * count"). Pressing it opens the cart drawer; the count is part of the button's name, so a screen
 * reader hears "Cart, 2 items".
 */
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.js';
import * as styles from './CartBadge.css.js';

export interface CartBadgeProps {
  /** The number of items in the cart. */
  readonly count: number;
  /** Opens the cart drawer. */
  readonly onPress: () => void;
}

/**
 * @example
 * <CartBadge count={cart.items.length} onPress={() => openDrawer('cart')} />
 */
export function CartBadge({ count, onPress }: CartBadgeProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.button}
      onClick={onPress}
      aria-label={t('store.cart.badge', { count })}
      data-empty={count === 0 || undefined}
    >
      <Icon name="cart" />
      <span className={styles.count}>{count}</span>
    </button>
  );
}
