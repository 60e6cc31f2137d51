import { conversationTime, dayLabel, formatMessageTime, isSameDay } from './chat-time';

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

describe('message times', () => {
  it('are 24-hour hh:mm', () => {
    expect(formatMessageTime(at(2025, 11, 12, 9, 5))).toBe('09:05');
    expect(formatMessageTime(at(2025, 11, 12, 18, 40))).toBe('18:40');
    expect(formatMessageTime(at(2025, 11, 12, 0, 0))).toBe('00:00');
  });
});

describe('date labels', () => {
  const now = new Date(2025, 10, 14, 10, 0);

  it('say Today, Yesterday or a short date', () => {
    expect(dayLabel(at(2025, 11, 14, 0, 1), now)).toBe('Today');
    expect(dayLabel(at(2025, 11, 13, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(at(2025, 11, 12), now)).toBe('12 Nov');
  });

  it('add the year for another year', () => {
    expect(dayLabel(at(2024, 11, 12), now)).toBe('12 Nov 2024');
  });

  it('tell whether two times fall on the same local day', () => {
    expect(isSameDay(at(2025, 11, 14, 0, 1), at(2025, 11, 14, 23, 59))).toBe(true);
    expect(isSameDay(at(2025, 11, 13, 23, 59), at(2025, 11, 14, 0, 1))).toBe(false);
  });

  it('in the conversation list: the time today, else the day', () => {
    expect(conversationTime(at(2025, 11, 14, 8, 30), now)).toBe('08:30');
    expect(conversationTime(at(2025, 11, 13, 8, 30), now)).toBe('Yesterday');
  });
});
