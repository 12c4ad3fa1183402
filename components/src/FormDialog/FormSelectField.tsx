/**
 * A choice of a `FormDialog`, bound to the form by its name: react-aria's Select over the
 * options, marked invalid with the resolver's message, read as the field's error. The value is
 * the chosen option's id.
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
import { useController } from 'react-hook-form';
import * as styles from '../forms/forms.css.js';
import { Icon } from '../icons/Icon.js';
import * as listBox from '../styles/list-box.css.js';
import { tenaceTheme } from '../theme/theme.css.js';

export interface FormSelectOption {
  readonly id: string;
  readonly label: string;
}

export interface FormSelectFieldProps {
  /** The value's path in the form's values. */
  readonly name: string;
  readonly label: string;
  readonly options: readonly FormSelectOption[];
  /** Marks the field required for assistive technology; the resolver checks it. @default false */
  readonly isRequired?: boolean;
}

/**
 * @example
 * <FormSelectField name="language" label={t('tags.language')} options={languages} isRequired />
 */
export function FormSelectField({
  name,
  label,
  options,
  isRequired = false,
}: FormSelectFieldProps) {
  const { field, fieldState } = useController({ name });
  const value = (field.value as string | undefined) ?? '';
  return (
    <Select
      className={styles.field}
      name={field.name}
      selectedKey={value === '' ? null : value}
      onSelectionChange={(key) => field.onChange(key === null ? '' : String(key))}
      onBlur={field.onBlur}
      isRequired={isRequired}
      isInvalid={fieldState.error !== undefined}
      validationBehavior="aria"
    >
      <Label className={styles.label}>{label}</Label>
      <Button ref={field.ref} className={`${styles.input} ${styles.selectButton}`}>
        <SelectValue />
        <Icon name="chevronDown" size="s" />
      </Button>
      <FieldError className={styles.problem}>{fieldState.error?.message}</FieldError>
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
