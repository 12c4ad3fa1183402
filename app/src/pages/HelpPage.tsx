/** /help (storefront.md §2): help and the kit's contact form (§5 Contact form). */
import { ContactForm, type ContactMessage } from '@tenace/components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useFormError } from '../forms/use-form-error.js';
import { ContactUsDocument } from '../graphql/documents/ContactUs.generated.js';
import { userAtom } from '../state/auth.js';
import { localeAtom } from '../state/locale.js';

export default function HelpPage() {
  const { t } = useTranslation('app');
  const user = useAtomValue(userAtom);
  // The sender's copy is written in the language they are reading (docs/decisions.md).
  const { language } = useAtomValue(localeAtom);
  const [{ data, fetching, error }, send] = useMutation(ContactUsDocument);
  const formError = useFormError(error);
  const submit = ({ phone, ...message }: ContactMessage) =>
    void send({ ...message, language, ...(phone !== '' && { phone }) });
  return (
    <section className="narrow">
      <h1>{t('help.title')}</h1>
      <p>{t('help.intro')}</p>
      {data?.contactUs ? (
        <p role="status">{t('help.sent')}</p>
      ) : (
        <ContactForm
          onSubmit={submit}
          isPending={fetching}
          {...(user && {
            defaultValues: {
              firstName: user.firstName,
              lastName: user.lastName,
              email: user.email,
            },
          })}
          {...(formError && { error: formError })}
        />
      )}
    </section>
  );
}
