/**
 * The staff tables' pages (admin.md §4 "Tables", §9): the page size (10, 25 or 50 rows), where
 * the shown rows sit in the whole ('26–50 of 120'), and the previous and next pages. Pages count
 * from 0, as the admin list search parameters do (§3: page, offset, limit).
 */
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { input as formInput, label as formLabel, selectButton } from '../forms/forms.css.js';
import { Icon } from '../icons/Icon.js';
import * as listBox from '../styles/list-box.css.js';
import { tenaceTheme } from '../theme/theme.css.js';
import * as styles from './Pagination.css.js';

/** admin.md §9: "Table page sizes 10, 25, 50". */
export const TABLE_PAGE_SIZES = [10, 25, 50] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];

export interface PaginationProps {
  /** The page shown, from 0. */
  readonly page: number;
  readonly pageSize: TablePageSize;
  /** How many rows there are in all. */
  readonly count: number;
  readonly onPageChange: (page: number) => void;
  /** A new page size; the page goes back to the first. */
  readonly onPageSizeChange: (pageSize: TablePageSize) => void;
}

/**
 * @example
 * <Pagination page={page} pageSize={25} count={data.count} onPageChange={setPage}
 *   onPageSizeChange={(size) => { setPageSize(size); setPage(0); }} />
 */
export function Pagination({
  page,
  pageSize,
  count,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const { t } = useTranslation('staff');
  const from = count === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(count, (page + 1) * pageSize);
  const isLast = to >= count;
  return (
    <nav className={styles.bar} aria-label={t('pagination.label')}>
      <Select
        className={styles.size}
        selectedKey={pageSize}
        onSelectionChange={(key) => onPageSizeChange(Number(key) as TablePageSize)}
      >
        <Label className={formLabel}>{t('pagination.pageSize')}</Label>
        <Button className={`${formInput} ${selectButton}`}>
          <SelectValue />
          <Icon name="chevronDown" size="s" />
        </Button>
        <Popover className={`${tenaceTheme} ${listBox.popover}`}>
          <ListBox className={listBox.list}>
            {TABLE_PAGE_SIZES.map((size) => (
              <ListBoxItem key={size} id={size} className={listBox.option}>
                {String(size)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <p className={styles.position} aria-live="polite">
        {t('pagination.position', { from, to, count })}
      </p>
      <div className={styles.steps}>
        <Button
          className={styles.step}
          isDisabled={page === 0}
          onPress={() => onPageChange(page - 1)}
          aria-label={t('pagination.previous')}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <Button
          className={styles.step}
          isDisabled={isLast}
          onPress={() => onPageChange(page + 1)}
          aria-label={t('pagination.next')}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
    </nav>
  );
}
