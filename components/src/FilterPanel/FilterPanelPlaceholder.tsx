/**
 * The filter panel's look while its code loads (the product list loads it once the page has
 * loaded and the browser is idle, see LazyFilterPanel.ts): the groups with their labels, tags,
 * chosen boxes, "Show n more" and "Clear filters", the same elements and classes as the real
 * panel draws, in its place and size; inert (neither focusable nor read out) until the real
 * panel replaces it.
 */
import { useTranslation } from 'react-i18next';
import * as styles from './FilterPanel.css.js';
import type { FilterPanelProps } from './FilterPanel.js';
import { FILTER_COLLAPSE_AT, startsCollapsed } from './filters.js';

export function FilterPanelPlaceholder({ groups, selection }: FilterPanelProps) {
  const { t } = useTranslation();
  const anyChosen = Object.values(selection).some((chosen) => chosen && chosen.length > 0);
  return (
    <section className={styles.panel} inert>
      {groups
        .filter(({ tags }) => tags.length > 0)
        .map(({ group, tags }) => {
          const chosen = selection[group] ?? [];
          const collapsed = startsCollapsed(tags, chosen);
          return (
            <div key={group} className={styles.group} data-collapsed={collapsed || undefined}>
              <span className={styles.groupLabel}>{t(`store.filters.group.${group}`)}</span>
              {(collapsed ? tags.slice(0, FILTER_COLLAPSE_AT) : tags).map((tag) => (
                <span
                  key={tag.id}
                  className={styles.checkbox}
                  data-selected={chosen.includes(tag.id) || undefined}
                >
                  <span className={styles.box} />
                  {tag.name}
                </span>
              ))}
              {tags.length > FILTER_COLLAPSE_AT && (
                <button type="button" className={styles.more}>
                  {collapsed
                    ? t('store.filters.showMore', { count: tags.length - FILTER_COLLAPSE_AT })
                    : t('store.filters.showFewer')}
                </button>
              )}
            </div>
          );
        })}
      {anyChosen && (
        <button type="button" className={styles.clear}>
          {t('store.filters.clear')}
        </button>
      )}
    </section>
  );
}
