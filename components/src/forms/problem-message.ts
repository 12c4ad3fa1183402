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
  return ({ message, max = 0 }) =>
    message === 'tooLong'
      ? t('store.validation.tooLong', { max: String(max) })
      : t(`store.validation.${message}`);
}
