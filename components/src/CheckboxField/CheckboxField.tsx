/**
 * Staff checkboxes (admin.md §3 a product's flags and tags): one checkbox, and a labelled group of
 * them, on react-aria, so they are ticked by Space and read with their state; state shows as
 * `data-*` attributes that the styles select on.
 */
import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import * as styles from './CheckboxField.css.js';

export interface CheckboxFieldProps {
  readonly children: ReactNode;
  readonly isSelected: boolean;
  readonly onChange: (isSelected: boolean) => void;
  /** @default false */
  readonly isDisabled?: boolean;
}

/**
 * @example
 * <CheckboxField isSelected={onSale} onChange={setOnSale} isDisabled={!canToggle}>On sale</CheckboxField>
 */
export function CheckboxField({ children, isSelected, onChange, isDisabled }: CheckboxFieldProps) {
  return (
    <Checkbox
      className={styles.checkbox}
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled ?? false}
    >
      <span className={styles.box} aria-hidden />
      {children}
    </Checkbox>
  );
}

export interface CheckboxGroupFieldProps {
  readonly label: string;
  readonly options: readonly { readonly id: string; readonly label: string }[];
  /** The ids ticked. */
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  /** @default false */
  readonly isRequired?: boolean;
  /** @default false */
  readonly isDisabled?: boolean;
  /** A problem to show under the group, read as its error. */
  readonly errorMessage?: string;
}

/**
 * @example
 * <CheckboxGroupField label="System" options={systemTags} value={ticked} onChange={setTicked} isRequired />
 */
export function CheckboxGroupField(props: CheckboxGroupFieldProps) {
  const { label, options, value, onChange, isRequired, isDisabled, errorMessage } = props;
  return (
    <CheckboxGroup
      className={styles.group}
      value={[...value]}
      onChange={onChange}
      isRequired={isRequired ?? false}
      isDisabled={isDisabled ?? false}
      isInvalid={errorMessage !== undefined}
      validationBehavior="aria"
    >
      <Label className={styles.groupLabel}>{label}</Label>
      {options.map((option) => (
        <Checkbox key={option.id} value={option.id} className={styles.checkbox}>
          <span className={styles.box} aria-hidden />
          {option.label}
        </Checkbox>
      ))}
      <FieldError className={styles.problem}>{errorMessage}</FieldError>
    </CheckboxGroup>
  );
}
