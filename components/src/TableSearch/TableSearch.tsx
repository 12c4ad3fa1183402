/**
 * The staff tables' search (admin.md §4 "Tables", §5): a search field of at most 100 characters
 * whose submit is disabled while it is empty. A submitted search shows as a chip with the result
 * count; removing the chip (its button, or Delete or Backspace on it) clears the term.
 */
import { type FormEvent, useState } from 'react';
import { Button, Input, Label, SearchField, Tag, TagGroup, TagList } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.js';
import * as styles from './TableSearch.css.js';

/** admin.md §5: "Table search text max 100". */
export const TABLE_SEARCH_MAX_LENGTH = 100;

export interface TableSearchProps {
  /** The search in force, or null: the chip shows it with `count`. */
  readonly term: string | null;
  /** How many rows the search found; the chip waits for it. */
  readonly count?: number;
  /** A search is submitted, trimmed and never empty. */
  readonly onSearch: (term: string) => void;
  /** The chip is removed. */
  readonly onClear: () => void;
  /** The field's label. @default the kit's 'Search' */
  readonly label?: string;
}

/**
 * @example
 * <TableSearch term={term} count={data?.count} onSearch={setTerm} onClear={() => setTerm(null)} />
 */
export function TableSearch({ term, count, onSearch, onClear, label }: TableSearchProps) {
  const { t } = useTranslation('staff');
  const [draft, setDraft] = useState(term ?? '');
  const trimmed = draft.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed !== '') onSearch(trimmed);
  };
  const clear = () => {
    setDraft('');
    onClear();
  };
  return (
    <div className={styles.frame}>
      {/* The search role, as SearchBox has it: not every screen reader announces <search> yet. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <form className={styles.form} role="search" onSubmit={submit}>
        <SearchField
          className={styles.field}
          value={draft}
          onChange={setDraft}
          maxLength={TABLE_SEARCH_MAX_LENGTH}
        >
          <Label className={styles.label}>{label ?? t('search.label')}</Label>
          <Input className={styles.input} />
        </SearchField>
        <Button type="submit" className={styles.submit} isDisabled={trimmed === ''}>
          <Icon name="search" size="s" />
          {t('search.submit')}
        </Button>
      </form>
      {term !== null && count !== undefined && (
        <TagGroup className={styles.chips} aria-label={t('search.active')} onRemove={clear}>
          <TagList className={styles.chipList}>
            <Tag
              id="search"
              className={styles.chip}
              textValue={t('search.results', { count, term })}
            >
              <span>{t('search.results', { count, term })}</span>
              <Button slot="remove" className={styles.remove} aria-label={t('search.clear')}>
                <Icon name="close" size="s" />
              </Button>
            </Tag>
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}
