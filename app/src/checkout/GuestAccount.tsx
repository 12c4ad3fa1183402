/**
 * A guest's account at checkout (storefront.md §2 "Checkout": "account create/login for
 * guests"): the registration fields and captcha (registered when the order is placed, §4), or
 * the login drawer for someone who has an account. The captcha is the register page's
 * (reCAPTCHA v3 or the development captcha, as the API is configured).
 */
import { PasswordFormField, PersonFields, type StoreForm } from '@tenace/components';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { drawerAtom } from '../state/drawer.js';
import { useCheckoutText } from './checkout-texts.js';

/** The registration form's state, held by the checkout so that it registers on submit. */
export type GuestForm = StoreForm<'firstName' | 'lastName' | 'email' | 'password'>;

export function GuestAccount({
  form,
  captcha,
}: {
  readonly form: GuestForm;
  /** The captcha's widget (forms/captcha/use-captcha.tsx), held by the checkout for its submit. */
  readonly captcha: ReactNode;
}) {
  const { t } = useCheckoutText();
  const { t: kit } = useTranslation();
  const setDrawer = useSetAtom(drawerAtom);
  return (
    <section className="checkout-section" aria-labelledby="checkout-account">
      <h2 id="checkout-account">{t('account.title')}</h2>
      <p>
        {t('account.haveAccount')}{' '}
        <button type="button" className="link" onClick={() => setDrawer({ type: 'login' })}>
          {t('account.login')}
        </button>
      </p>
      <p>{t('account.intro')}</p>
      <div className="form">
        <PersonFields form={form} />
        <PasswordFormField
          label={kit('store.field.password')}
          autoComplete="new-password"
          {...form.field('password')}
        />
        {captcha}
      </div>
    </section>
  );
}
