import { emptyFilmmakerProfile } from './empty-profiles.ts';
import { filmmakerProfileSchema } from './filmmaker-profile.ts';

describe('emptyFilmmakerProfile', () => {
  const empty = emptyFilmmakerProfile({ user_id: 'user-1', first_name: 'Maya', last_name: 'Okafor' });

  test('is a valid, unsaved draft that starts from the sign-up names', () => {
    expect(filmmakerProfileSchema.parse(empty)).toEqual(empty);
    expect(empty).toMatchObject({
      id: null,
      user_id: 'user-1',
      first_name: 'Maya',
      last_name: 'Okafor',
      currency: 'GBP',
      availability: 'available',
      setup: false,
      updated_at: null,
    });
  });

  test('lists what submitting still needs, the names aside', () => {
    const fields = empty.missing.map((gap) => gap.field);
    expect(fields).toEqual(
      expect.arrayContaining(['username', 'headline', 'primary_craft', 'day_rate_minor']),
    );
    expect(fields).not.toContain('first_name');
    expect(emptyFilmmakerProfile({ user_id: 'u', first_name: '', last_name: '' }).missing[0]!.field).toBe(
      'first_name',
    );
  });
});
