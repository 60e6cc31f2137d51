import { describe, expect, test } from 'vitest';
import { completenessPercent, nextStep, type DashboardRole } from './dashboard.ts';

const live: DashboardRole = {
  setup: true,
  verified: true,
  completeness: 100,
  missing: [],
  suggestions: [],
  verification_state: 'approved',
  rejection_reason: null,
  public_path: '/portfolio/maya-okafor',
  display_name: 'Maya Okafor',
};

describe('nextStep', () => {
  test('an unfinished profile goes back to the step of its first gap', () => {
    const step = nextStep('filmmaker', {
      ...live,
      setup: false,
      verified: false,
      verification_state: 'none',
      missing: [{ step: 'professional', field: 'day_rate_minor', message: 'Set your day rate' }],
    });
    expect(step).toMatchObject({
      href: '/filmmaker/profile-setup/professional',
      title: 'Finish your profile',
    });
    expect(step?.description).toContain('Set your day rate');
  });

  test('a complete draft is sent to the preview to submit', () => {
    expect(nextStep('client', { ...live, setup: false, verified: false })?.href).toBe(
      '/client/profile-setup/preview',
    );
  });

  test('a live but unverified profile is sent to verify, told to wait, or told why it was rejected', () => {
    const unverified = { ...live, verified: false };
    expect(nextStep('client', { ...unverified, verification_state: 'none' })).toMatchObject({
      title: 'Verify your identity',
      href: '/client/verify-identity',
    });
    expect(nextStep('client', { ...unverified, verification_state: 'pending' })?.title).toBe(
      'Your documents are being reviewed',
    );
    const rejected = nextStep('filmmaker', {
      ...unverified,
      verification_state: 'rejected',
      rejection_reason: 'The photo of the passport is blurred',
    });
    expect(rejected?.title).toBe('Send your documents again');
    expect(rejected?.description).toContain('The photo of the passport is blurred');
  });

  test('a live, verified profile has no next step, suggestions or not', () => {
    const suggestions = [{ step: 'basic' as const, field: 'avatar', message: 'Add a profile photo' }];
    expect(nextStep('filmmaker', { ...live, suggestions })).toBeNull();
    expect(nextStep('filmmaker', live)).toBeNull();
  });
});

test('completeness counts required fields and suggestions alike', () => {
  expect(completenessPercent(0, 0, 19)).toBe(100);
  expect(completenessPercent(10, 9, 19)).toBe(0);
  expect(completenessPercent(0, 9, 19)).toBe(53);
});
