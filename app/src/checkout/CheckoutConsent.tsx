/**
 * The checkout's consents (docs/decisions.md "Legal"), for guests and signed-in buyers alike,
 * a free order too: the terms accepted, and the express consent to immediate access to the
 * digital content with the acknowledgement that the 14-day right of withdrawal is then lost
 * (EU Directive 2011/83/EU art. 16(m)). Pay waits for both; the API refuses without them.
 */
import { STORE_PATHS, TermsConsent } from '@tenace/components';
import { useCheckoutText } from './checkout-texts.js';

export interface CheckoutConsents {
  readonly acceptTerms: boolean;
  readonly acceptImmediateAccess: boolean;
}

export const NO_CONSENTS: CheckoutConsents = { acceptTerms: false, acceptImmediateAccess: false };

export function CheckoutConsent({
  consents,
  onChange,
  showErrors,
}: {
  readonly consents: CheckoutConsents;
  readonly onChange: (consents: CheckoutConsents) => void;
  /** Whether to say what is missing (once everything else is ready). */
  readonly showErrors: boolean;
}) {
  const { t } = useCheckoutText();
  return (
    <section className="checkout-section" aria-labelledby="checkout-consent">
      <h2 id="checkout-consent">{t('consent.title')}</h2>
      <TermsConsent
        name="acceptTerms"
        isSelected={consents.acceptTerms}
        onChange={(acceptTerms) => onChange({ ...consents, acceptTerms })}
        label={t('consent.acceptTerms')}
        link={{ text: t('consent.termsLink'), href: STORE_PATHS.terms }}
        error={t('consent.termsRequired')}
        showError={showErrors}
      />
      <TermsConsent
        name="acceptImmediateAccess"
        isSelected={consents.acceptImmediateAccess}
        onChange={(acceptImmediateAccess) => onChange({ ...consents, acceptImmediateAccess })}
        label={t('consent.immediateAccess')}
        link={{ text: t('consent.withdrawalLink'), href: STORE_PATHS.withdrawal }}
        error={t('consent.immediateAccessRequired')}
        showError={showErrors}
      />
    </section>
  );
}
