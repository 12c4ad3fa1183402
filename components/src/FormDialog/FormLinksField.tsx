/**
 * An author's links in a `FormDialog` (admin.md §3 Author "authorLinks", §5: "link URL max 255;
 * a link is added only when type and URL are both set"; each type at most once): one row per
 * link with its type and address, rows added and removed, a type taken by one row not offered to
 * another. The caller drops half-filled rows before saving; the resolver's messages show under
 * their fields and, for the whole list, under it.
 */
import { Button } from 'react-aria-components';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { button } from '../ActionButton/ActionButton.css.js';
import * as styles from '../forms/forms.css.js';
import * as linkStyles from './FormLinksField.css.js';
import { FormSelectField, type FormSelectOption } from './FormSelectField.js';
import { FormTextField } from './FormTextField.js';

/** One row's values. */
export interface FormLink {
  linkType: string;
  linkUrl: string;
}

export interface FormLinksFieldProps {
  /** The list's path in the form's values: an array of {@link FormLink}. */
  readonly name: string;
  readonly label: string;
  /** The link types, in the order offered. */
  readonly types: readonly FormSelectOption[];
  /** The longest address (admin.md §5: 255). */
  readonly maxLength: number;
}

/**
 * @example
 * <FormLinksField name="links" label={t('authors.links')} types={linkTypes} maxLength={LINK_URL_MAX} />
 */
export function FormLinksField({ name, label, types, maxLength }: FormLinksFieldProps) {
  const { t } = useTranslation('staff');
  const { control, getFieldState, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const rows = (useWatch({ name }) as FormLink[] | undefined) ?? [];
  const listError = getFieldState(name, formState).error;
  const listMessage = listError?.message ?? listError?.root?.message;
  const offered = (index: number) => {
    const taken = new Set(rows.filter((_, other) => other !== index).map((row) => row.linkType));
    return types.filter((type) => !taken.has(type.id));
  };
  return (
    <fieldset className={linkStyles.root}>
      <legend className={styles.label}>{label}</legend>
      {fields.length === 0 && <p className={styles.intro}>{t('links.none')}</p>}
      {fields.map((row, index) => (
        <div key={row.id} className={linkStyles.row}>
          <FormSelectField
            name={`${name}.${index}.linkType`}
            label={t('links.type', { number: index + 1 })}
            options={offered(index)}
          />
          <FormTextField
            name={`${name}.${index}.linkUrl`}
            label={t('links.url', { number: index + 1 })}
            type="url"
            maxLength={maxLength}
          />
          <Button className={button} onPress={() => remove(index)}>
            {t('links.remove', { number: index + 1 })}
          </Button>
        </div>
      ))}
      {listMessage && <p className={styles.problem}>{listMessage}</p>}
      <div>
        <Button
          className={button}
          isDisabled={fields.length >= types.length}
          onPress={() => append({ linkType: offered(-1)[0]?.id ?? '', linkUrl: '' })}
        >
          {t('links.add')}
        </Button>
      </div>
    </fieldset>
  );
}
