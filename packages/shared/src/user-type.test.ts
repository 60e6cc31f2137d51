import { dashboardPathFor, isUserType, sectionFromPath, USER_TYPES } from './user-type.ts';

describe('sectionFromPath (docs/product.md §2: the role is inferred from the path)', () => {
  test.each([
    ['/client/dashboard', 'client'],
    ['/client/dashboard/messages', 'client'],
    ['/client/profile-setup/basic', 'client'],
    ['/admin', 'admin'],
    ['/admin/messages', 'admin'],
    ['/admin/dashboard/messages', 'admin'],
    ['/filmmaker/dashboard/messages', 'filmmaker'],
    ['/filmmaker/verify-identity', 'filmmaker'],
    ['/dashboard', 'filmmaker'],
    ['/dashboard/messages', 'filmmaker'],
  ] as const)('%s is %s', (path, section) => {
    expect(sectionFromPath(path)).toBe(section);
  });

  test('only a whole /client or /admin segment counts', () => {
    expect(sectionFromPath('/clientele')).toBe('filmmaker');
    expect(sectionFromPath('/administration')).toBe('filmmaker');
    expect(sectionFromPath('/talent/client/x')).toBe('filmmaker');
  });
});

describe('dashboardPathFor (docs/product.md §4 "Dashboard by type")', () => {
  test.each([
    ['filmmaker', '/filmmaker/dashboard'],
    ['both', '/filmmaker/dashboard'],
    ['client', '/client/dashboard'],
    ['admin', '/admin'],
    [null, '/dashboard'],
    [undefined, '/dashboard'],
  ] as const)('%s goes to %s', (userType, path) => {
    expect(dashboardPathFor(userType)).toBe(path);
  });
});

describe('user types', () => {
  test('are exactly filmmaker, client, both and admin', () => {
    expect([...USER_TYPES].sort()).toEqual(['admin', 'both', 'client', 'filmmaker']);
    for (const type of USER_TYPES) expect(isUserType(type)).toBe(true);
    for (const other of ['producer', 'Admin', '', null, undefined, 1, ['client']])
      expect(isUserType(other)).toBe(false);
  });
});
