/**
 * The name and e-mail fields that the register, contact and personal-details forms share
 * (storefront.md §5): first and last name side by side, then the e-mail address.
 */
import { useTranslation } from 'react-i18next';
import * as styles from './forms.css.js';
import { TextFormField } from './TextFormField.js';
import type { StoreForm } from './use-store-form.js';

/** The fields this group binds; the form may hold more. */
export type PersonField = 'firstName' | 'lastName' | 'email';

/**
 * @example
 * const form = useStoreForm(CONTACT_FORM, initial);
 * <PersonFields form={form} />
 */
export function PersonFields({ form }: { readonly form: Pick<StoreForm<PersonField>, 'field'> }) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.row}>
        <TextFormField
          label={t('store.field.firstName')}
          isRequired
          autoComplete="given-name"
          {...form.field('firstName')}
        />
        <TextFormField
          label={t('store.field.lastName')}
          isRequired
          autoComplete="family-name"
          {...form.field('lastName')}
        />
      </div>
      <TextFormField
        label={t('store.field.email')}
        type="email"
        isRequired
        autoComplete="email"
        {...form.field('email')}
      />
    </>
  );
}
