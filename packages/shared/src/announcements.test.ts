import { announcementInputSchema, announcementStanding, audiencesOf } from './announcements.ts';

test('each account type hears its own audiences; both hears filmmakers and clients', () => {
  expect(audiencesOf('filmmaker')).toEqual(['everyone', 'filmmakers']);
  expect(audiencesOf('client')).toEqual(['everyone', 'clients']);
  expect(audiencesOf('both')).toEqual(['everyone', 'filmmakers', 'clients']);
  expect(audiencesOf('admin')).toEqual(['everyone']);
});

test('an announcement must end after it starts', () => {
  const base = { title: 'Maintenance', body: 'Down for an hour', audience: 'everyone' as const };
  expect(
    announcementInputSchema.safeParse({
      ...base,
      starts_at: '2026-01-02T00:00:00Z',
      ends_at: '2026-01-01T00:00:00Z',
    }).success,
  ).toBe(false);
  expect(announcementInputSchema.safeParse({ ...base, ends_at: null }).success).toBe(true);
  expect(announcementInputSchema.safeParse({ ...base, audience: 'admins' }).success).toBe(false);
});

test('scheduled, live and ended read from the dates', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  expect(announcementStanding({ starts_at: '2026-06-02T00:00:00Z', ends_at: null }, now)).toBe('scheduled');
  expect(announcementStanding({ starts_at: '2026-05-01T00:00:00Z', ends_at: null }, now)).toBe('live');
  expect(
    announcementStanding({ starts_at: '2026-05-01T00:00:00Z', ends_at: '2026-06-01T00:00:00Z' }, now),
  ).toBe('ended');
});
