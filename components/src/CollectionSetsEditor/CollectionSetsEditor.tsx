/**
 * A collection's sets as staff edit them (admin.md §2 "a collection shows its sets list", §4
 * "Collection building" and "Deleting asks for confirmation", §7): the sets in order, each
 * linking to its page; when editable, each moves a place up or down, is removed once the
 * confirmation says so, and a picker adds another. The owner holds the sets and makes the calls;
 * this says what was asked for.
 */
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.js';
import {
  type MoveDirection,
  type ReorderableItem,
  ReorderableList,
} from '../ReorderableList/ReorderableList.js';
import { SearchPicker, type SearchPickerOption } from '../SearchPicker/SearchPicker.js';
import * as styles from './CollectionSetsEditor.css.js';

export interface CollectionSetsEditorProps {
  /** The collection's sets, in order. */
  readonly sets: readonly ReorderableItem[];
  /** @default false */
  readonly editable?: boolean;
  /** While a change is on its way. @default false */
  readonly isPending?: boolean;
  readonly onMove?: (id: Key, direction: MoveDirection) => void;
  /** A removal the user confirmed. */
  readonly onRemove?: (id: Key) => void | Promise<void>;
  /** The sets matching the picker's text. @default [] */
  readonly options?: readonly SearchPickerOption[];
  /** The picker's text changed: search with it. */
  readonly onSearch?: (text: string) => void;
  readonly onAdd?: (id: Key) => void;
}

/**
 * @example
 * <CollectionSetsEditor sets={sets} editable options={matches} onSearch={setTerm}
 *   onAdd={add} onMove={move} onRemove={remove} />
 */
export function CollectionSetsEditor(props: CollectionSetsEditorProps) {
  const { sets, editable = false, isPending = false } = props;
  const { t } = useTranslation('staff');
  const [removing, setRemoving] = useState<ReorderableItem | null>(null);
  return (
    <div className={styles.editor}>
      <ReorderableList
        label={t('collection.sets')}
        items={sets}
        editable={editable}
        isPending={isPending}
        emptyText={t('collection.empty')}
        onMove={props.onMove}
        onRemove={(id) => setRemoving(sets.find((set) => set.id === id) ?? null)}
      />
      {editable && (
        <SearchPicker
          label={t('collection.add')}
          placeholder={t('collection.addPlaceholder')}
          emptyText={t('collection.noMatches')}
          options={props.options ?? []}
          onInputChange={(text) => props.onSearch?.(text)}
          onPick={(id) => props.onAdd?.(id)}
          isDisabled={isPending}
        />
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('collection.removeTitle', { title: removing?.title ?? '' })}
        message={t('collection.removeMessage')}
        confirmLabel={t('collection.removeConfirm')}
        isPending={isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing === null) return;
          await props.onRemove?.(removing.id);
          setRemoving(null);
        }}
      />
    </div>
  );
}
