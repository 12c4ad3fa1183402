/**
 * The sign-up-for-samples banner (storefront.md §2 "Subscription detail", §4 "Sample sign-up"):
 * an e-mail field for a signed-out visitor (none when signed in), the sign-up button, loading,
 * then the title 'look out for your article' in place of the form.
 */
import { FormAlert, SubmitButton, TextFormField, useStoreForm } from '@tenace/components';
import { SAMPLE_SIGNUP_SCHEMA } from '@tenace/model';
import { useAtomValue } from 'jotai';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useFormError } from '../forms/use-form-error.js';
import { SignUpForSamplesDocument } from '../graphql/documents/SignUpForSamples.generated.js';
import { userAtom } from '../state/auth.js';
import { canSignUp } from './sample-signup.js';
import { useSubscriptionText } from './subscription-texts.js';

export function SampleSignUp({ subscriptionId }: { readonly subscriptionId: number }) {
  const { t } = useSubscriptionText();
  const { t: kit } = useTranslation();
  const signedIn = Boolean(useAtomValue(userAtom));
  const form = useStoreForm(SAMPLE_SIGNUP_SCHEMA, { email: '' });
  const [{ fetching, error, data }, signUp] = useMutation(SignUpForSamplesDocument);
  const formError = useFormError(error);
  const enabled = canSignUp(signedIn, form.values.email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!enabled || fetching) return form.touchAll();
    void signUp({
      subscriptionId,
      ...(!signedIn && { email: form.values.email.trim() }),
    });
  };

  return (
    <section className="samples-banner" aria-labelledby="samples-title">
      {data?.signUpForSamples === true ? (
        <div role="status">
          <h2 id="samples-title">{t('samples.signedUp')}</h2>
          <p>{t('samples.signedUpText')}</p>
        </div>
      ) : (
        <>
          <h2 id="samples-title">{t('samples.title')}</h2>
          <p>{t('samples.intro')}</p>
          {formError && <FormAlert error={formError} task="signingUp" />}
          <Form onSubmit={submit} validationBehavior="aria">
            {!signedIn && (
              <TextFormField
                label={kit('store.field.email')}
                type="email"
                isRequired
                autoComplete="email"
                {...form.field('email')}
              />
            )}
            <SubmitButton isDisabled={!enabled} isPending={fetching}>
              {t('samples.signUp')}
            </SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}
