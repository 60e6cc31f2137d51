/** Money is integer minor units everywhere (DESIGN section 2); this turns it into text for people. */
export function formatMoney(minor: number, currency: string, locale = 'en-GB'): string {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  const amount = minor / 10 ** digits;
  // Whole amounts read better without ".00" (a day rate of £650, not £650.00).
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : digits,
  }).format(amount);
}
