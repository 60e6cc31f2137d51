import { BOOKING_DAYS_MAX } from '@reelhire/shared/booking-days';
import { contractDays } from './create-booking-from-contract.ts';

test('a day rate books every date of the contract range as a full day', () => {
  expect(contractDays({ rate_type: 'day', start_date: '2027-02-27', end_date: '2027-03-01' })).toEqual([
    { date: '2027-02-27', part: 'full' },
    { date: '2027-02-28', part: 'full' },
    { date: '2027-03-01', part: 'full' },
  ]);
  expect(contractDays({ rate_type: 'half_day', start_date: '2027-03-01', end_date: '2027-03-01' })).toEqual([
    { date: '2027-03-01', part: 'full' },
  ]);
});

test('a long range books the first BOOKING_DAYS_MAX dates; a fixed fee books none', () => {
  const days = contractDays({ rate_type: 'day', start_date: '2027-01-01', end_date: '2027-12-31' });
  expect(days).toHaveLength(BOOKING_DAYS_MAX);
  expect(days.at(-1)).toEqual({ date: '2027-02-11', part: 'full' });
  expect(contractDays({ rate_type: 'fixed', start_date: '2027-01-01', end_date: '2027-01-31' })).toEqual([]);
});
