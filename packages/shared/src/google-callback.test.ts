import {
  decideGoogleCallback,
  isNewGoogleAccount,
  profileSetupPathFor,
  splitFullName,
} from './google-callback.ts';

describe('the Google callback (docs/product.md §4)', () => {
  test('an existing type with a profile goes to its dashboard, with no setup', () => {
    expect(
      decideGoogleCallback({
        userType: 'client',
        hasProfile: true,
        urlUserType: 'filmmaker',
        fullName: 'A B',
      }),
    ).toEqual({ kind: 'dashboard', to: '/client/dashboard' });
    expect(
      decideGoogleCallback({ userType: 'both', hasProfile: true, urlUserType: null, fullName: null }),
    ).toEqual({ kind: 'dashboard', to: '/filmmaker/dashboard' });
  });

  test('a type without a profile needs profile setup', () => {
    expect(
      decideGoogleCallback({ userType: 'filmmaker', hasProfile: false, urlUserType: null, fullName: 'A' }),
    ).toEqual({ kind: 'profile-setup', to: '/filmmaker/profile-setup/basic' });
    expect(
      decideGoogleCallback({ userType: 'client', hasProfile: false, urlUserType: null, fullName: 'A' }),
    ).toEqual({ kind: 'profile-setup', to: '/client/profile-setup/basic' });
  });

  test('no type but user_type in the URL saves it with the name split from the full name', () => {
    expect(
      decideGoogleCallback({
        userType: undefined,
        hasProfile: false,
        urlUserType: 'client',
        fullName: '  Ada  Lovelace King ',
      }),
    ).toEqual({
      kind: 'save-type',
      to: '/client/profile-setup/basic',
      metadata: { user_type: 'client', first_name: 'Ada', last_name: 'Lovelace King' },
    });
  });

  test('neither a type nor a usable user_type in the URL: role selection', () => {
    for (const urlUserType of [null, 'director', 'admin']) {
      expect(
        decideGoogleCallback({ userType: null, hasProfile: false, urlUserType, fullName: 'A B' }),
      ).toEqual({ kind: 'role-selection', to: '/role-selection' });
    }
  });

  test('an admin needs no profile', () => {
    expect(
      decideGoogleCallback({ userType: 'admin', hasProfile: false, urlUserType: null, fullName: null }),
    ).toEqual({ kind: 'dashboard', to: '/admin' });
  });
});

describe('splitFullName', () => {
  test.each([
    ['Maya Okafor', 'Maya', 'Okafor'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
    ['Jean Luc Godard', 'Jean', 'Luc Godard'],
  ])('%s', (full, firstName, lastName) => {
    expect(splitFullName(full)).toEqual({ firstName, lastName });
  });
  test('no name at all', () => {
    expect(splitFullName(undefined)).toEqual({ firstName: '', lastName: '' });
  });
});

describe('isNewGoogleAccount: created within 5 minutes', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  test.each([
    ['2026-03-01T11:55:00Z', true],
    ['2026-03-01T11:59:59Z', true],
    ['2026-03-01T11:54:59Z', false],
    ['2025-03-01T12:00:00Z', false],
  ])('%s is new: %s', (createdAt, expected) => {
    expect(isNewGoogleAccount(createdAt, now)).toBe(expected);
  });
  test('an unknown creation time is not new', () => {
    expect(isNewGoogleAccount(undefined, now)).toBe(false);
    expect(isNewGoogleAccount('not a date', now)).toBe(false);
  });
});

describe('profileSetupPathFor', () => {
  test.each([
    ['filmmaker', '/filmmaker/profile-setup/basic'],
    ['both', '/filmmaker/profile-setup/basic'],
    ['client', '/client/profile-setup/basic'],
    ['admin', '/admin'],
    [null, '/dashboard'],
  ] as const)('%s starts at %s', (type, path) => {
    expect(profileSetupPathFor(type)).toBe(path);
  });
});
