/** /help (storefront.md §2): help and the contact form (§5 Contact form), with the kit's fields and rules. */
import {
  CONTACT_FORM,
  FormAlert,
  SubmitButton,
  TextFormField,
  useStoreForm,
} from '@tenace/components';
import { useAtomValue } from 'jotai';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useFormError } from '../forms/use-form-error.js';
import { ContactUsDocument } from '../graphql/operations.generated.js';
import { userAtom } from '../state/auth.js';

export default function HelpPage() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const form = useStoreForm(CONTACT_FORM, {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: '',
    message: '',
  });
  const [{ data, fetching, error }, send] = useMutation(ContactUsDocument);
  const formError = useFormError(error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!form.canSubmit) return;
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
      <h1>{t('help.title', { ns: 'app' })}</h1>
      <p>{t('help.intro', { ns: 'app' })}</p>
      {data?.contactUs ? (
        <p role="status">{t('help.sent', { ns: 'app' })}</p>
      ) : (
        <form
          id="contact"
          onSubmit={submit}
          className="form"
          aria-label={t('store.contact.title')}
          noValidate
        >
          <h2>{t('store.contact.title')}</h2>
          {formError && <FormAlert error={formError} task="sendingMessage" />}
          <TextFormField
            label={t('store.field.firstName')}
            isRequired
            {...form.field('firstName')}
          />
          <TextFormField label={t('store.field.lastName')} isRequired {...form.field('lastName')} />
          <TextFormField
            label={t('store.field.email')}
            type="email"
            isRequired
            {...form.field('email')}
          />
          <TextFormField
            label={t('store.field.phone')}
            type="tel"
            isOptional
            {...form.field('phone')}
          />
          <TextFormField
            label={t('store.field.message')}
            rows={4}
            isRequired
            {...form.field('message')}
          />
          <SubmitButton isDisabled={!form.canSubmit} isPending={fetching}>
            {t('store.contact.submit')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
