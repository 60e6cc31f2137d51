import { ACCOUNT_EMAIL_TYPES, NOTIFICATION_EMAIL_TYPES } from './email.ts';
import {
  EMAIL_PREFERENCE_GROUPS,
  ESSENTIAL_NOTIFICATION_EMAIL_TYPES,
  OPTIONAL_EMAIL_TYPES,
  PROFILE_REMINDER,
  emailHonoursPreferences,
  isOptionalEmailType,
  updateEmailPreferencesSchema,
} from './email-preferences.ts';

describe('email preferences (decision 0063)', () => {
  test('every notification type is in exactly one group of the form', () => {
    const listed = EMAIL_PREFERENCE_GROUPS.flatMap((group) => group.types.map((entry) => entry.type));
    expect([...listed].sort()).toEqual([...NOTIFICATION_EMAIL_TYPES].sort());
  });

  test('a member may turn off every notification type but the essential ones, and no account email', () => {
    expect(OPTIONAL_EMAIL_TYPES).toHaveLength(
      NOTIFICATION_EMAIL_TYPES.length - ESSENTIAL_NOTIFICATION_EMAIL_TYPES.length,
    );
    for (const type of ESSENTIAL_NOTIFICATION_EMAIL_TYPES) expect(isOptionalEmailType(type)).toBe(false);
    for (const type of ACCOUNT_EMAIL_TYPES) expect(isOptionalEmailType(type)).toBe(false);
    expect(isOptionalEmailType('weekly_digest')).toBe(true);
  });

  test('the reminder before an automatic approval ignores preferences; the first delivery email does not', () => {
    expect(emailHonoursPreferences('deliverable_submitted', {})).toBe(true);
    expect(emailHonoursPreferences('deliverable_submitted', { autoReleaseOn: '2026-03-20' })).toBe(false);
    expect(emailHonoursPreferences('password_reset', {})).toBe(false);
    expect(emailHonoursPreferences('payout_notification', {})).toBe(false);
  });

  test('an update may turn optional types on and off, and essential ones on (a no-op), never off', () => {
    expect(
      updateEmailPreferencesSchema.safeParse({ preferences: { weekly_digest: false, job_match: true } })
        .success,
    ).toBe(true);
    expect(updateEmailPreferencesSchema.safeParse({ preferences: { welcome: true } }).success).toBe(true);
    const refused = updateEmailPreferencesSchema.safeParse({ preferences: { payment_reminder: false } });
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['preferences', 'payment_reminder'],
      message: '“Payment reminders” emails cannot be turned off',
    });
    expect(updateEmailPreferencesSchema.safeParse({ preferences: { sign_in_code: false } }).success).toBe(
      false,
    );
    expect(updateEmailPreferencesSchema.safeParse({ preferences: { weekly_digest: 'no' } }).success).toBe(
      false,
    );
    expect(updateEmailPreferencesSchema.safeParse({ preferences: {}, user_id: 'someone' }).success).toBe(
      false,
    );
  });

  test('profile reminder stages are increasing days after sign-up', () => {
    const stages = [...PROFILE_REMINDER.stageAfterDays];
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
    expect(stages[0]).toBeGreaterThan(0);
  });
});
