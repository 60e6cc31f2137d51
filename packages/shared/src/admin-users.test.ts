import { rolesDropped, rolesOf, suspendUserSchema } from './admin-users.ts';

describe('decision 0064: what a role change takes away', () => {
  it('names the roles an account of each type uses', () => {
    expect(rolesOf('both')).toEqual(['filmmaker', 'client']);
    expect(rolesOf('client')).toEqual(['client']);
    expect(rolesOf('admin')).toEqual([]);
    expect(rolesOf(null)).toEqual([]);
  });

  it('drops the roles the new type does not have', () => {
    expect(rolesDropped('both', 'client')).toEqual(['filmmaker']);
    expect(rolesDropped('filmmaker', 'both')).toEqual([]);
    expect(rolesDropped('both', 'admin')).toEqual(['filmmaker', 'client']);
    expect(rolesDropped('admin', 'client')).toEqual([]);
  });
});

test('a suspension needs a reason of a few characters', () => {
  expect(suspendUserSchema.safeParse({ reason: '  ' }).success).toBe(false);
  expect(suspendUserSchema.parse({ reason: ' Spam in chat ' })).toEqual({ reason: 'Spam in chat' });
  expect(suspendUserSchema.safeParse({ reason: 'x'.repeat(501) }).success).toBe(false);
});
