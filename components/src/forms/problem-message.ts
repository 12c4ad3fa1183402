/** The text of a field's problem in the current language (storefront.md §5's messages in English). */
import type { FieldProblem } from '@tenace/model';
import { useTranslation } from 'react-i18next';

/**
 * @example
 * const message = useProblemMessage();
 * <FieldError>{problem && message(problem)}</FieldError>
 */
export function useProblemMessage(): (problem: FieldProblem) => string {
  const { t } = useTranslation();
  return ({ message, max = 0, min = 0 }) =>
    t(`store.validation.${message}`, { max: String(max), min: String(min) });
}
