/**
 * The store's search box (storefront.md §2 Layout): a search landmark with react-aria's
 * SearchField (Escape clears it) and a search button. Enter or the button searches for the
 * sanitised term; empty or blank input is ignored (storefront.md §5).
 */
import { type FormEvent, useState } from 'react';
import { Button, Input, Label, SearchField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.js';
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import * as styles from './SearchBox.css.js';
import { sanitiseSearchTerm } from './search-term.js';

export interface SearchBoxProps {
  /** Called with the sanitised, non-blank term. */
  readonly onSearch: (term: string) => void;
  /** The term the box starts with (the current search on the results page). */
  readonly defaultValue?: string;
  /**
   * Stretches the box over its container (the menu drawer).
   * @default false
   */
  readonly fullWidth?: boolean;
}

/**
 * @example
 * <SearchBox onSearch={(term) => navigate(`/search?search=${encodeURIComponent(term)}`)} />
 */
export function SearchBox({ onSearch, defaultValue = '', fullWidth = false }: SearchBoxProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(defaultValue);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = sanitiseSearchTerm(value);
    if (term !== '') onSearch(term);
  };
  return (
    // A form with the search role rather than the newer <search> element, which not every
    // screen reader announces yet.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      role="search"
      className={styles.form}
      data-full-width={fullWidth || undefined}
      onSubmit={submit}
    >
      <SearchField className={styles.field} value={value} onChange={setValue}>
        <Label className={visuallyHidden}>{t('store.search.label')}</Label>
        <Input className={styles.input} placeholder={t('store.search.placeholder')} />
      </SearchField>
      <Button type="submit" className={styles.button} aria-label={t('store.search.submit')}>
        <Icon name="search" />
      </Button>
    </form>
  );
}
