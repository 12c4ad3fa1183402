/**
 * The sort dropdown of the product lists (storefront.md §2): react-aria's Select with the
 * orders it is given (`productListSorts(hasAuthors)` or `SEARCH_SORTS`). Its label sits beside
 * it on wide screens and above it below 770 px (storefront.md §9: "770 px (sort placement)"),
 * by a container query on the space it is given.
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
import { Icon } from '../icons/Icon.js';
import * as listBox from '../styles/list-box.css.js';
import { tenaceTheme } from '../theme/theme.css.js';
import * as styles from './SortControl.css.js';
import type { SortKey } from './sorts.js';

export interface SortControlProps {
  readonly options: readonly SortKey[];
  readonly value: SortKey;
  readonly onChange: (sort: SortKey) => void;
}

/**
 * @example
 * <SortControl options={SEARCH_SORTS} value={sort} onChange={setSort} />
 */
export function SortControl({ options, value, onChange }: SortControlProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.container}>
      <Select
        className={styles.select}
        selectedKey={value}
        onSelectionChange={(key) => {
          if (key !== value) onChange(key as SortKey);
        }}
      >
        <Label className={styles.label}>{t('store.sort.label')}</Label>
        <Button className={styles.button}>
          <SelectValue />
          <Icon name="chevronDown" size="s" />
        </Button>
        <Popover className={`${tenaceTheme} ${listBox.popover}`}>
          <ListBox className={listBox.list}>
            {options.map((option) => (
              <ListBoxItem key={option} id={option} className={listBox.option}>
                {t(`store.sort.${option}`)}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
    </div>
  );
}
