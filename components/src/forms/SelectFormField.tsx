/**
 * A labelled choice of the store forms (the currency of the personal details): react-aria's
 * Select, marked invalid with its problem once the user has left it.
 */
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { Icon } from '../icons/Icon.js';
import * as listBox from '../styles/list-box.css.js';
import { tenaceTheme } from '../theme/theme.css.js';
import * as styles from './forms.css.js';
import { useProblemMessage } from './problem-message.js';
import type { FieldBinding } from './use-store-form.js';

export interface SelectOption {
  readonly id: string;
  readonly label: string;
}

export interface SelectFormFieldProps extends FieldBinding {
  readonly label: string;
  readonly options: readonly SelectOption[];
}

/**
 * @example
 * <SelectFormField label={t('store.field.currency')} options={currencies} {...form.field('currency')} />
 */
export function SelectFormField(props: SelectFormFieldProps) {
  const { label, options, problem, value, onChange, onBlur } = props;
  const message = useProblemMessage();
  return (
    <Select
      className={styles.field}
      name={props.name}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key) => {
        onChange(key === null ? '' : String(key));
        onBlur();
      }}
      onBlur={onBlur}
      isRequired
      isInvalid={problem !== undefined}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={`${styles.input} ${styles.selectButton}`}>
        <SelectValue />
        <Icon name="chevronDown" size="s" />
      </Button>
      <FieldError className={styles.problem}>{problem && message(problem)}</FieldError>
      <Popover className={`${tenaceTheme} ${listBox.popover}`}>
        <ListBox className={listBox.list}>
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} className={listBox.option}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
