import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import type { StripeProviderOptions } from './stripe-provider.ts';

export interface PaymentProviders {
  /** Who takes card payments now: Stripe when configured, else the sandbox. */
  card: PaymentProvider;
  /**
   * The providers whose webhooks are accepted, by name: only the one taking payments. With Stripe set up
   * the sandbox is off entirely (no checkout, no webhooks), so its test cards can never pay for real work.
   */
  byName: Map<string, PaymentProvider>;
}

export async function paymentProviders(
  config: Config,
  stripeApi?: StripeProviderOptions['api'],
): Promise<PaymentProviders> {
  // Stripe's SDK (about 200 modules) is loaded only where it takes payments (decision 0082).
  const card = config.stripe
    ? (await import('./stripe-provider.ts')).stripeProvider({
        ...config.stripe,
        ...(stripeApi ? { api: stripeApi } : {}),
      })
    : sandboxProvider(config);
  return { card, byName: new Map([[card.name, card]]) };
}
