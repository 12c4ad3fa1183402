import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createLocalPaymentRepository } from '../repositories/local-payments.js';
import { CARDS } from '../testing/sales.testkit.js';
import { testDatabaseTargets } from '../testing/test-database.testkit.js';
import { createLocalProvider, type LocalProvider } from './local-provider.js';
import { PaymentProviderError } from './provider.js';
import { CARD_DECLINED } from './test-cards.js';

/**
 * The local provider honours idempotency keys as Stripe does, finds an intent by its key, and
 * cancels an intent only while its customer could still complete it (docs/decisions.md
 * "Checkout once").
 */
describe.each(testDatabaseTargets())('the local provider on $name', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let provider: LocalProvider;
  let customerId: string;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    provider = createLocalProvider({
      repo: createLocalPaymentRepository(database),
      now: () => new Date(),
      publicUrl: 'https://tenace.test',
    });
    customerId = await provider.createCustomer({ email: 'ann@example.com', name: 'Ann Lee' });
  });
  afterAll(async () => drop());

  const card = async (number: string) =>
    (
      await provider.createPaymentMethod({
        type: 'card',
        card: { number, expMonth: 12, expYear: 2040, cvc: '123' },
      })
    ).id;
  const intent = async (number: string, idempotencyKey: string) => ({
    amount: 1299,
    currency: 'usd',
    customerId,
    paymentMethodId: await card(number),
    method: 'card' as const,
    saveCard: false,
    metadata: { purchaseId: '1' },
    idempotencyKey,
  });

  it('answers a creation repeated with its key with the first intent, charging once', async () => {
    const input = await intent(CARDS.visa, 'checkout_a');
    const [first, second] = await Promise.all([
      provider.createPaymentIntent(input),
      provider.createPaymentIntent(input),
    ]);
    expect(second?.id).toBe(first?.id);
    expect(first?.metadata).toEqual({ purchaseId: '1', checkoutKey: 'checkout_a' });
    const again = await provider.createPaymentIntent(input);
    expect(again).toMatchObject({ id: first?.id, status: 'succeeded' });
    expect((await provider.findPaymentIntent('checkout_a'))?.id).toBe(first?.id);
    expect(await provider.findPaymentIntent('checkout_none')).toBeUndefined();
  });

  it('answers a declined creation repeated with its key with the same refusal', async () => {
    const input = await intent(CARDS.declined, 'checkout_b');
    await expect(provider.createPaymentIntent(input)).rejects.toThrow(
      new PaymentProviderError(CARD_DECLINED),
    );
    await expect(provider.createPaymentIntent(input)).rejects.toThrow(
      new PaymentProviderError(CARD_DECLINED),
    );
    expect((await provider.findPaymentIntent('checkout_b'))?.lastError).toBe(CARD_DECLINED);
  });

  it('cancels an intent waiting for authentication, never one that succeeded', async () => {
    const waiting = await provider.createPaymentIntent(
      await intent(CARDS.authenticate, 'checkout_c'),
    );
    expect(waiting.status).toBe('requires_action');
    const cancelled = await provider.cancelPaymentIntent(waiting.id);
    expect(cancelled.status).toBe('canceled');
    // The authentication page can no longer complete it.
    expect(await provider.decide(waiting.id, waiting.clientSecret, true)).toBeUndefined();
    const paid = await provider.createPaymentIntent(await intent(CARDS.visa, 'checkout_d'));
    expect((await provider.cancelPaymentIntent(paid.id)).status).toBe('succeeded');
    await expect(provider.cancelPaymentIntent('pi_local_none')).rejects.toThrow(
      PaymentProviderError,
    );
  });
});
