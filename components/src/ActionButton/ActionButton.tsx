/**
 * A button of the player's actions (Restart hand, Skip to summary, Continue, Close Preview…):
 * react-aria's Button, so it presses with a pointer, Enter or Space, and shows a focus ring for
 * the keyboard only.
 */
import type { ReactNode, Ref } from 'react';
import { Button, type ButtonProps } from 'react-aria-components';
import * as styles from './ActionButton.css.js';

export const ACTION_VARIANTS = ['primary', 'secondary'] as const;
export type ActionVariant = (typeof ACTION_VARIANTS)[number];

export interface ActionButtonProps
  extends Pick<ButtonProps, 'onPress' | 'isDisabled' | 'autoFocus' | 'slot' | 'aria-label'> {
  /** @default 'secondary' */
  readonly variant?: ActionVariant;
  readonly ref?: Ref<HTMLButtonElement>;
  readonly children: ReactNode;
}

/**
 * @example
 * <ActionButton variant="primary" onPress={next}>Continue</ActionButton>
 */
export function ActionButton({ variant = 'secondary', children, ...props }: ActionButtonProps) {
  return (
    <Button {...props} className={styles.button} data-variant={variant}>
      {children}
    </Button>
  );
}
