import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('turns minor units into a price, without .00 on whole amounts', () => {
    expect(formatMoney(65000, 'GBP')).toBe('£650');
    expect(formatMoney(65050, 'GBP')).toBe('£650.50');
    expect(formatMoney(90000, 'EUR')).toBe('€900');
  });

  it('respects currencies without minor units', () => {
    expect(formatMoney(5000, 'JPY')).toBe('JP¥5,000');
  });
});
