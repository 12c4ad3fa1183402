/**
 * The payment configuration for a component (payment-config.ts): undefined while asked, 'failed'
 * when the API could not say, and the browser's provider calls that go with it.
 */
import { useEffect, useMemo, useState } from 'react';
import type { BrowserPayments } from './browser-payments.js';
import { LOCAL_PAYMENTS } from './local-provider.js';
import { type PaymentConfig, paymentConfig } from './payment-config.js';
import { stripePayments } from './stripe-payments.js';

export type PaymentConfigState = PaymentConfig | 'failed' | undefined;

export function usePaymentConfig(): PaymentConfigState {
  const [config, setConfig] = useState<PaymentConfigState>();
  useEffect(() => {
    let live = true;
    paymentConfig().then(
      (answered) => live && setConfig(answered),
      () => live && setConfig('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** The provider calls of a configuration, or undefined until it is known. */
export function useBrowserPayments(config: PaymentConfigState): BrowserPayments | undefined {
  return useMemo(() => {
    if (config === undefined || config === 'failed') return undefined;
    return config.provider === 'stripe' ? stripePayments(config.publishableKey) : LOCAL_PAYMENTS;
  }, [config]);
}
