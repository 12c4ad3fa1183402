/** The text of a field's problem in the current language (storefront.md §5's messages in English). */
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './validation.js';

/**
 * @example
 * const message = useProblemMessage();
 * <FieldError>{problem && message(problem)}</FieldError>
 */
export function useProblemMessage(): (problem: FieldProblem) => string {
  const { t } = useTranslation();
  return ({ message, max = 0, min = 0 }) => {
    if (message === 'tooLong') return t('store.validation.tooLong', { max: String(max) });
    if (message === 'passwordTooShort')
      return t('store.validation.passwordTooShort', { min: String(min) });
    return t(`store.validation.${message}`);
  };
}
