import { CURRENCIES, formatMoney, fromMinorUnits, isCurrency, toMinorUnits } from './money.ts';

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

describe('minor units', () => {
  it('turns typed amounts into minor units and back, by the currency', () => {
    expect(toMinorUnits(650, 'GBP')).toBe(65000);
    expect(toMinorUnits(800.5, 'EUR')).toBe(80050);
    // Floating point must not cost a penny: 19.99 * 100 is 1998.9999...
    expect(toMinorUnits(19.99, 'USD')).toBe(1999);
    expect(toMinorUnits(5000, 'JPY')).toBe(5000);
    expect(fromMinorUnits(65050, 'GBP')).toBe(650.5);
    expect(fromMinorUnits(5000, 'JPY')).toBe(5000);
  });

  it('lists the currencies rates can be quoted in', () => {
    expect(CURRENCIES).toEqual(expect.arrayContaining(['GBP', 'EUR', 'USD']));
    expect(isCurrency('GBP')).toBe(true);
    expect(isCurrency('BTC')).toBe(false);
  });
});
