/**
 * The header's language selector (storefront.md §2 Layout; §1: en-gb and nl-nl): react-aria's
 * Select, so it opens with the keyboard and reads as a labelled list box. Each language is
 * named in itself ("English", "Nederlands"), as people look for their own; in the header on a
 * phone the button shows the language's code ("NL"), the name staying its accessible name.
 */

import { LANGUAGES, type Language as StoreLanguage } from '@tenace/model';
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
import { visuallyHidden } from '../styles/visually-hidden.css.js';
import { tenaceTheme } from '../theme/theme.css.js';
import * as styles from './LanguageSelector.css.js';

export interface LanguageSelectorProps {
  readonly language: StoreLanguage;
  /** Called with the chosen language (the app saves it, and to the user when logged in: §4). */
  readonly onChange: (language: StoreLanguage) => void;
}

/**
 * @example
 * <LanguageSelector language="enGB" onChange={setLanguage} />
 */
export function LanguageSelector({ language, onChange }: LanguageSelectorProps) {
  const { t } = useTranslation();
  return (
    <Select
      className={styles.select}
      selectedKey={language}
      onSelectionChange={(key) => {
        if (key !== language) onChange(key as StoreLanguage);
      }}
    >
      <Label className={visuallyHidden}>{t('store.language.label')}</Label>
      <Button className={styles.button}>
        {/* The code is part of the button's name too, so its visible text is in its name. */}
        <SelectValue className={styles.value}>
          {({ selectedText }) => (
            <>
              <span className={styles.name}>{selectedText}</span>{' '}
              <span className={styles.code}>{t(`store.language.codes.${language}`)}</span>
            </>
          )}
        </SelectValue>
        <Icon name="chevronDown" size="s" />
      </Button>
      {/* The popover is drawn in a portal, outside the themed page: it carries the theme. */}
      <Popover className={`${tenaceTheme} ${listBox.popover}`}>
        <ListBox className={listBox.list}>
          {LANGUAGES.map((option) => (
            <ListBoxItem
              key={option}
              id={option}
              className={listBox.option}
              lang={option === 'nlNL' ? 'nl' : 'en'}
            >
              {t(`store.language.${option}`)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
