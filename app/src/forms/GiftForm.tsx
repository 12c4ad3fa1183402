/**
 * storefront.md §4 "Gift flow": the recipient's details, then the item goes into the cart as a
 * gift (§5 Gift form rules).
 */
import { useSetAtom } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../graphql/types.js';
import { addToCartAtom } from '../state/cart.js';
import { drawerAtom } from '../state/drawer.js';
import { showSnackbarAtom } from '../state/snackbar.js';
import { cartItemOf } from './cart-item.js';
import { Field } from './Field.js';
import { GIFT_SCHEMA } from './schemas.js';
import { useForm } from './use-form.js';

export function GiftForm({ product }: { readonly product: ProductSummary }) {
  const { t } = useTranslation('app');
  const form = useForm(GIFT_SCHEMA, { toFirstName: '', toLastName: '', toEmail: '', message: '' });
  const add = useSetAtom(addToCartAtom);
  const setDrawer = useSetAtom(drawerAtom);
  const snackbar = useSetAtom(showSnackbarAtom);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { toFirstName, toLastName, toEmail, message } = form.values;
    add(
      cartItemOf(product, {
        toFirstName: toFirstName.trim(),
        toLastName: toLastName.trim(),
        toEmail: toEmail.trim(),
        message,
      }),
    );
    snackbar(t('cart.giftAdded'));
    setDrawer({ type: 'cart' });
  };
  return (
    <form onSubmit={submit} className="form" aria-label={t('gift.title')}>
      <h2>{t('gift.title')}</h2>
      <p>{product.title}</p>
      <Field
        label={t('gift.firstName')}
        value={form.values.toFirstName}
        onChange={form.set('toFirstName')}
        error={form.errors.toFirstName}
        maxLength={100}
      />
      <Field
        label={t('gift.lastName')}
        value={form.values.toLastName}
        onChange={form.set('toLastName')}
        error={form.errors.toLastName}
        maxLength={100}
      />
      <Field
        label={t('gift.email')}
        type="email"
        value={form.values.toEmail}
        onChange={form.set('toEmail')}
        error={form.errors.toEmail}
        maxLength={100}
      />
      <Field
        label={t('gift.message')}
        multiline
        value={form.values.message}
        onChange={form.set('message')}
        error={form.errors.message}
        maxLength={500}
      />
      <button type="submit" disabled={!form.valid}>
        {t('cart.add')}
      </button>
    </form>
  );
}
