import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

export interface PaymentProviders {
  /** Who takes card payments now: Stripe when configured, else the sandbox. */
  card: PaymentProvider;
  /** Every provider whose webhooks are accepted, by name (a sandbox session started before Stripe was set up
   * still settles). */
  byName: Map<string, PaymentProvider>;
}

export function paymentProviders(config: Config, stripeApi?: Parameters<typeof stripeProvider>[0]['api']) {
  const sandbox = sandboxProvider(config);
  const stripe = config.stripe
    ? stripeProvider({ ...config.stripe, ...(stripeApi ? { api: stripeApi } : {}) })
    : undefined;
  const byName = new Map<string, PaymentProvider>([['sandbox', sandbox]]);
  if (stripe) byName.set('stripe', stripe);
  return { card: stripe ?? sandbox, byName } satisfies PaymentProviders;
}
