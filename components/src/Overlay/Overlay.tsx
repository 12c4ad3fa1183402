/**
 * A modal dialog of the kit (react-aria's ModalOverlay, Modal and Dialog): focus moves in and is
 * kept there, the page behind is hidden from screen readers, and it closes with Escape when
 * dismissable. The overlay carries the theme, because it is drawn outside the player's element
 * (in a portal); an embedding page can redirect that portal with react-aria's PortalProvider.
 */
import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { tenaceTheme } from '../theme/theme.css.js';
import * as styles from './Overlay.css.js';

/** Where the dialog sits: centred, along the bottom (popup cards), or over the whole screen. */
export const OVERLAY_PLACEMENTS = ['center', 'bottom', 'full'] as const;
export type OverlayPlacement = (typeof OVERLAY_PLACEMENTS)[number];

export interface OverlayProps {
  readonly isOpen: boolean;
  /** Called when the dialog asks to close (Escape or a click outside, when dismissable). */
  readonly onClose?: () => void;
  /**
   * Closes on Escape and on a click outside.
   * @default false
   */
  readonly isDismissable?: boolean;
  /** @default 'center' */
  readonly placement?: OverlayPlacement;
  /** The dialog's name, when no heading names it. */
  readonly 'aria-label'?: string;
  /** The id of the heading that names the dialog. */
  readonly 'aria-labelledby'?: string;
  /** The id of the text read out when the dialog opens. */
  readonly 'aria-describedby'?: string;
  /** `alertdialog` for a message that interrupts. @default 'dialog' */
  readonly role?: 'dialog' | 'alertdialog';
  readonly children: ReactNode;
}

/**
 * @example
 * <Overlay isOpen={open} onClose={close} isDismissable aria-labelledby="title">…</Overlay>
 */
export function Overlay(props: OverlayProps) {
  const { isOpen, onClose, isDismissable = false, placement = 'center', children } = props;
  return (
    <ModalOverlay
      className={`${tenaceTheme} ${styles.overlay}`}
      data-placement={placement}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={styles.modal} data-placement={placement}>
        <Dialog
          className={styles.dialog}
          aria-label={props['aria-label']}
          aria-labelledby={props['aria-labelledby']}
          aria-describedby={props['aria-describedby']}
          role={props.role}
        >
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
