/**
 * The store's side drawer (storefront.md §2 Layout: "Side drawer on the right, 375 px wide.
 * Types: cart, gift, login, forgotten, menu"): react-aria's ModalOverlay, Modal and Dialog, so
 * focus moves in and stays there, Escape or a click outside closes it, and focus returns to the
 * button that opened it. The drawer is titled by its type; its contents are the app's to choose
 * (`CartContents`, `GiftForm`, `LoginForm`, `ForgottenPasswordForm`, `DrawerMenu`).
 */
import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.js';
import { tenaceTheme } from '../theme/theme.css.js';
import * as styles from './Drawer.css.js';

/** storefront.md §2: the drawer's types. */
export const DRAWER_TYPES = ['cart', 'gift', 'login', 'forgotten', 'menu'] as const;
export type DrawerType = (typeof DRAWER_TYPES)[number];

export interface DrawerProps {
  /** The open drawer's type, or `null` when it is closed. */
  readonly type: DrawerType | null;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * @example
 * <Drawer type={drawer} onClose={() => setDrawer(null)}><CartContents … /></Drawer>
 */
export function Drawer({ type, onClose, children }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      className={`${tenaceTheme} ${styles.overlay}`}
      isOpen={type !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable
    >
      <Modal className={styles.drawer} data-type={type ?? undefined}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {type && t(`store.drawer.${type}`)}
            </Heading>
            <Button className={styles.close} slot="close" aria-label={t('store.drawer.close')}>
              <Icon name="close" />
            </Button>
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
