/**
 * The local provider's authentication page (3-D Secure) in a frame (storefront.md §4 "Checkout":
 * a card payment that requires action is confirmed with the provider). Pay is at the foot of a
 * long form, so on a phone the frame would open below the fold, where the buyer does not see the
 * payment waiting for them: it is scrolled into view as it opens, and its heading takes the
 * focus, so a screen reader says what is asked. Stripe's own authentication is a dialog over
 * the page, in view already.
 */
import { useEffect, useRef } from 'react';
import { useCheckoutText } from './checkout-texts.js';

export function AuthenticationFrame({ url }: { readonly url: string }) {
  const { t } = useCheckoutText();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section ref={section} className="checkout-section" aria-labelledby="checkout-authenticate">
      <h2 id="checkout-authenticate" ref={heading} tabIndex={-1}>
        {t('payment.authenticate')}
      </h2>
      <iframe className="authentication-frame" title={t('payment.authenticate')} src={url} />
    </section>
  );
}
