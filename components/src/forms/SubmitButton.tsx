/**
 * A store form's submit button: the kit's primary action button, disabled until the form may be
 * submitted and while it is being sent (storefront.md §5 "Generic forms").
 */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { button } from '../ActionButton/ActionButton.css.js';

export interface SubmitButtonProps {
  readonly isDisabled: boolean;
  /** The form is being sent: the button says so and cannot be pressed again. */
  readonly isPending?: boolean;
  readonly children: ReactNode;
}

/**
 * @example
 * <SubmitButton isDisabled={!form.canSubmit} isPending={sending}>{t('store.login.submit')}</SubmitButton>
 */
export function SubmitButton({ isDisabled, isPending = false, children }: SubmitButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      className={button}
      data-variant="primary"
      isDisabled={isDisabled || isPending}
      data-pending={isPending || undefined}
    >
      {isPending ? t('store.form.sending') : children}
    </Button>
  );
}
