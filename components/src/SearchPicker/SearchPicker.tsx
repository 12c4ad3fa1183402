/**
 * Picks one thing by typing part of its title (admin.md §4 "Collection building": adding a set to
 * a collection): react-aria's ComboBox, so the options open as one types, move with the arrow
 * keys and pick with Enter, and a screen reader hears the count and the active option. The owner
 * searches with the text (`onInputChange`) and gives the matches; the box empties after a pick,
 * keeping the focus.
 */
import { useState } from 'react';
import {
  ComboBox,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as listBox from '../styles/list-box.css.js';
import { tenaceTheme } from '../theme/theme.css.js';
import * as styles from './SearchPicker.css.js';

export interface SearchPickerOption {
  readonly id: Key;
  readonly title: string;
}

export interface SearchPickerProps {
  readonly label: string;
  readonly placeholder?: string;
  /** The matches of the text typed so far. */
  readonly options: readonly SearchPickerOption[];
  /** The text changed: search with it. */
  readonly onInputChange: (text: string) => void;
  readonly onPick: (id: Key) => void;
  /** Shown when nothing matches. @default the kit's 'Nothing to show.' */
  readonly emptyText?: string;
  /** @default false */
  readonly isDisabled?: boolean;
}

/**
 * @example
 * <SearchPicker label="Set to add" options={matches} onInputChange={setTerm} onPick={add} />
 */
export function SearchPicker(props: SearchPickerProps) {
  const { t } = useTranslation('staff');
  // Each pick starts a new box (empty, closed), with the focus back in it for the next one.
  const [round, setRound] = useState(0);
  return (
    <ComboBox
      key={round}
      className={styles.field}
      items={props.options}
      onInputChange={props.onInputChange}
      onSelectionChange={(id) => {
        if (id === null) return;
        props.onPick(id);
        props.onInputChange('');
        setRound(round + 1);
      }}
      menuTrigger="input"
      allowsEmptyCollection
      isDisabled={props.isDisabled}
    >
      <Label className={styles.label}>{props.label}</Label>
      <Input className={styles.input} placeholder={props.placeholder} autoFocus={round > 0} />
      <Popover className={`${tenaceTheme} ${listBox.popover}`}>
        <ListBox
          className={listBox.list}
          renderEmptyState={() => (
            <p className={styles.empty}>{props.emptyText ?? t('table.empty')}</p>
          )}
        >
          {(option: SearchPickerOption) => (
            <ListBoxItem id={option.id} textValue={option.title} className={listBox.option}>
              {option.title}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
