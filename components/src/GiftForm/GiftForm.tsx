/**
 * The gift form in the gift drawer (storefront.md §4 Gift flow: "item selected, recipient details
 * filled, item added to the cart as a gift"; §5 Gift form): the recipient's first and last name
 * and e-mail (max 100 each) and a message (max 500, a 4-row text area). Add to cart stays
 * disabled until all four are filled with no errors.
 */

import { GIFT_SCHEMA } from '@tenace/model';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import * as styles from '../forms/forms.css.js';
import { SubmitButton } from '../forms/SubmitButton.js';
import { TextFormField } from '../forms/TextFormField.js';
import { useStoreForm } from '../forms/use-store-form.js';

/** The recipient's details (storefront.md §3 PurchaseItem gift). */
export interface GiftDetails {
  readonly toFirstName: string;
  readonly toLastName: string;
  readonly toEmail: string;
  readonly message: string;
}

export interface GiftFormProps {
  /** The title of the product being given. */
  readonly productTitle: string;
  /** Called with the trimmed details; the app adds the item to the cart as a gift. */
  readonly onSubmit: (gift: GiftDetails) => void;
  /** Details to start from (changing a gift already in the cart). */
  readonly defaultValues?: GiftDetails;
}

const EMPTY: GiftDetails = { toFirstName: '', toLastName: '', toEmail: '', message: '' };

/**
 * @example
 * <GiftForm productTitle="Weak two bids" onSubmit={(gift) => addToCart(product, gift)} />
 */
export function GiftForm({ productTitle, onSubmit, defaultValues = EMPTY }: GiftFormProps) {
  const { t } = useTranslation();
  const form = useStoreForm(GIFT_SCHEMA, defaultValues);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.canSubmit) return form.touchAll();
    const { toFirstName, toLastName, toEmail, message } = form.values;
    onSubmit({
      toFirstName: toFirstName.trim(),
      toLastName: toLastName.trim(),
      toEmail: toEmail.trim(),
      message: message.trim(),
    });
  };
  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
      <p className={styles.intro}>{t('store.gift.intro', { title: productTitle })}</p>
      <TextFormField
        label={t('store.field.recipientFirstName')}
        isRequired
        autoComplete="off"
        {...form.field('toFirstName')}
      />
      <TextFormField
        label={t('store.field.recipientLastName')}
        isRequired
        autoComplete="off"
        {...form.field('toLastName')}
      />
      <TextFormField
        label={t('store.field.recipientEmail')}
        type="email"
        isRequired
        autoComplete="off"
        {...form.field('toEmail')}
      />
      <TextFormField
        label={t('store.field.giftMessage')}
        rows={4}
        isRequired
        {...form.field('message')}
      />
      <div className={styles.actions}>
        <SubmitButton isDisabled={!form.canSubmit}>{t('store.gift.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
