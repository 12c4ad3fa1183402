/** /help (storefront.md §2): help and the contact form (§5 Contact form). */
import { useAtomValue } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Field } from '../forms/Field.js';
import { CONTACT_SCHEMA } from '../forms/schemas.js';
import { useForm } from '../forms/use-form.js';
import { ContactUsDocument } from '../graphql/operations.generated.js';
import { ErrorAlert } from '../layout/ErrorAlert.js';
import { userAtom } from '../state/auth.js';

export default function HelpPage() {
  const { t } = useTranslation('app');
  const user = useAtomValue(userAtom);
  const form = useForm(CONTACT_SCHEMA, {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: '',
    message: '',
  });
  const [{ data, fetching, error }, send] = useMutation(ContactUsDocument);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { firstName, lastName, email, phone, message } = form.values;
    void send({
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      email: email.trim(),
      message,
      ...(phone.trim() !== '' && { phone: phone.trim() }),
    });
  };
  return (
    <section className="narrow">
      <h1>{t('help.title')}</h1>
      <p>{t('help.intro')}</p>
      {data?.contactUs ? (
        <p role="status">{t('help.sent')}</p>
      ) : (
        <form onSubmit={submit} className="form" aria-label={t('help.form')}>
          <ErrorAlert error={error} fallback="sending-your-message" />
          <Field
            label={t('form.firstName')}
            value={form.values.firstName}
            onChange={form.set('firstName')}
            error={form.errors.firstName}
          />
          <Field
            label={t('form.lastName')}
            value={form.values.lastName}
            onChange={form.set('lastName')}
            error={form.errors.lastName}
          />
          <Field
            label={t('form.email')}
            type="email"
            value={form.values.email}
            onChange={form.set('email')}
            error={form.errors.email}
          />
          <Field
            label={t('form.phone')}
            type="tel"
            value={form.values.phone}
            onChange={form.set('phone')}
            error={form.errors.phone}
          />
          <Field
            label={t('form.message')}
            multiline
            value={form.values.message}
            onChange={form.set('message')}
            error={form.errors.message}
            maxLength={500}
          />
          <button type="submit" disabled={!form.valid || fetching}>
            {t('help.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
