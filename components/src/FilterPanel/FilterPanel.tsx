/**
 * The product list's filters (storefront.md §2 Screens): one react-aria CheckboxGroup per tag
 * group (Purchase type, Difficulty, System, Type, Author). A group with more than 5 tags shows
 * its first 5 and a "Show n more" button (storefront.md §9: "filter groups collapse above 5
 * tags"). Clear filters empties the selection.
 */
import { useState } from 'react';
import { Button, Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './FilterPanel.css.js';
import {
  FILTER_COLLAPSE_AT,
  type FilterGroupTags,
  type FilterSelection,
  startsCollapsed,
} from './filters.js';

export interface FilterPanelProps {
  /** The groups with their tags; a group without tags is not shown. */
  readonly groups: readonly FilterGroupTags[];
  readonly selection: FilterSelection;
  readonly onChange: (selection: FilterSelection) => void;
}

/**
 * @example
 * <FilterPanel groups={groups} selection={selection} onChange={setSelection} />
 */
export function FilterPanel({ groups, selection, onChange }: FilterPanelProps) {
  const { t } = useTranslation();
  const anyChosen = Object.values(selection).some((chosen) => chosen && chosen.length > 0);
  return (
    <section className={styles.panel} aria-label={t('store.filters.label')}>
      {groups
        .filter(({ tags }) => tags.length > 0)
        .map(({ group, tags }) => (
          <FilterGroupBox
            key={group}
            group={group}
            tags={tags}
            chosen={selection[group] ?? []}
            onChange={(chosen) => onChange({ ...selection, [group]: chosen })}
          />
        ))}
      {anyChosen && (
        <Button className={styles.clear} onPress={() => onChange({})}>
          {t('store.filters.clear')}
        </Button>
      )}
    </section>
  );
}

interface FilterGroupBoxProps extends FilterGroupTags {
  readonly chosen: readonly string[];
  readonly onChange: (chosen: string[]) => void;
}

function FilterGroupBox({ group, tags, chosen, onChange }: FilterGroupBoxProps) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState(() => startsCollapsed(tags, chosen));
  const collapsible = tags.length > FILTER_COLLAPSE_AT;
  const shown = collapsed ? tags.slice(0, FILTER_COLLAPSE_AT) : tags;
  return (
    <CheckboxGroup
      className={styles.group}
      value={[...chosen]}
      onChange={onChange}
      data-collapsed={collapsed || undefined}
    >
      <Label className={styles.groupLabel}>{t(`store.filters.group.${group}`)}</Label>
      {shown.map((tag) => (
        <Checkbox key={tag.id} value={tag.id} className={styles.checkbox}>
          <span className={styles.box} aria-hidden="true" />
          {tag.name}
        </Checkbox>
      ))}
      {collapsible && (
        <Button
          className={styles.more}
          aria-expanded={!collapsed}
          onPress={() => setCollapsed((value) => !value)}
        >
          {collapsed
            ? t('store.filters.showMore', { count: tags.length - FILTER_COLLAPSE_AT })
            : t('store.filters.showFewer')}
        </Button>
      )}
    </CheckboxGroup>
  );
}
