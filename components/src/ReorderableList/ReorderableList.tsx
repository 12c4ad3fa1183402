/**
 * An ordered list staff rearrange one place at a time (admin.md §2 "a collection shows its sets
 * list", §7 ReorderCollection (direction)): each entry links to its own page and, when the list
 * is editable, has Move up, Move down and Remove buttons named after it, so a keyboard or a
 * screen reader reaches each one. The first cannot go up nor the last down. The owner keeps the
 * order: the list only asks for a move or a removal.
 */
import type { Key } from 'react-aria-components';
import { Button, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from './ReorderableList.css.js';

export interface ReorderableItem {
  readonly id: Key;
  readonly title: string;
  /** The entry's own page. */
  readonly href?: string;
}

export type MoveDirection = 'up' | 'down';

export interface ReorderableListProps {
  /** The list's accessible name. */
  readonly label: string;
  readonly items: readonly ReorderableItem[];
  /** Shows the buttons. @default false */
  readonly editable?: boolean;
  /** While a change is on its way: the buttons wait. @default false */
  readonly isPending?: boolean;
  readonly onMove?: (id: Key, direction: MoveDirection) => void;
  readonly onRemove?: (id: Key) => void;
  /** Shown with no entries. @default the kit's 'Nothing to show.' */
  readonly emptyText?: string;
}

/**
 * @example
 * <ReorderableList label="Sets" items={sets} editable onMove={move} onRemove={askToRemove} />
 */
export function ReorderableList(props: ReorderableListProps) {
  const { label, items, editable = false, isPending = false } = props;
  const { t } = useTranslation('staff');
  if (items.length === 0)
    return <p className={styles.empty}>{props.emptyText ?? t('table.empty')}</p>;
  return (
    <ol className={styles.list} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id} className={styles.item} data-place={index}>
          <span className={styles.place} aria-hidden="true">
            {index + 1}.
          </span>
          {item.href === undefined ? (
            <span className={styles.plainTitle}>{item.title}</span>
          ) : (
            <Link className={styles.title} href={item.href}>
              {item.title}
            </Link>
          )}
          {editable && (
            <span className={styles.actions}>
              <Button
                className={styles.action}
                aria-label={t('reorder.moveUp', { title: item.title })}
                isDisabled={isPending || index === 0}
                onPress={() => props.onMove?.(item.id, 'up')}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                className={styles.action}
                aria-label={t('reorder.moveDown', { title: item.title })}
                isDisabled={isPending || index === items.length - 1}
                onPress={() => props.onMove?.(item.id, 'down')}
              >
                <span aria-hidden="true">↓</span>
              </Button>
              <Button
                className={styles.action}
                aria-label={t('reorder.remove', { title: item.title })}
                isDisabled={isPending}
                onPress={() => props.onRemove?.(item.id)}
              >
                {t('reorder.removeShort')}
              </Button>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
