import { receiptMoney, receiptNumber, receiptPdfFileName } from './receipts.ts';

describe('receipt numbers', () => {
  it('are the year and a six-digit sequence', () => {
    expect(receiptNumber(2026, 1)).toBe('RC-2026-000001');
    expect(receiptNumber(2027, 123_456)).toBe('RC-2027-123456');
    expect(receiptPdfFileName('RC-2026-000001')).toBe('reelhire-receipt-RC-2026-000001.pdf');
  });
});

describe('amounts on a receipt', () => {
  it('always print to the minor unit of their currency', () => {
    expect(receiptMoney(105_000, 'GBP')).toBe('£1,050.00');
    expect(receiptMoney(-4_000, 'EUR')).toBe('-€40.00');
    expect(receiptMoney(12_345, 'JPY')).toBe('JP¥12,345');
  });
});
