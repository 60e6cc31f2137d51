import { z } from 'zod';

/**
 * The currencies Reelhire supports, where our filmmakers and clients work: the one list (decision 0059) that
 * rates, budgets, offers, booking requests, deposits, payouts, search filters and every currency picker use.
 * SPEC names no list; a code outside it is refused at the edge, so no wallet or ledger account is ever
 * opened in a currency nobody can quote, fund or be paid in.
 */
export const CURRENCIES = [
  'GBP',
  'EUR',
  'USD',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'ZAR',
  'NGN',
  'KES',
  'INR',
  'AED',
  'SGD',
  'JPY',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** A supported currency's code, exactly as listed (GBP, not gbp); anything else is a 400 at the edge. */
export const currencySchema = z.enum(CURRENCIES, { error: 'Choose a currency from the list' });

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** How many minor units a currency has after the point: 2 for pounds and euros, 0 for yen. */
export function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** An amount people typed (650, 650.5) in minor units (65000, 65050); rounds to the nearest unit. */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorUnitDigits(currency));
}

export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** minorUnitDigits(currency);
}

/** Money is integer minor units everywhere (DESIGN section 2); this turns it into text for people. */
export function formatMoney(minor: number, currency: string, locale = 'en-GB'): string {
  const digits = minorUnitDigits(currency);
  const amount = minor / 10 ** digits;
  // Whole amounts read better without ".00" (a day rate of £650, not £650.00).
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : digits,
  }).format(amount);
}
