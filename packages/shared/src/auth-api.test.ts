import { accountEmailSchema, authCheckRequestSchema, userMetadataInputSchema } from './auth-api.ts';
import { profileRecordsQuerySchema } from './auth-profiles.ts';

describe('accountEmailSchema', () => {
  test('trims and lower-cases, as accounts are stored', () => {
    expect(accountEmailSchema.parse('  Maya.Okafor@Example.COM ')).toBe('maya.okafor@example.com');
  });

  test.each(['', 'maya', 'maya@', `${'a'.repeat(250)}@example.com`])(
    'refuses %j with the SPEC text',
    (value) => {
      const result = accountEmailSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please provide a valid email address');
    },
  );
});

describe('userMetadataInputSchema', () => {
  test('takes the SPEC keys and short plain extras, and null to remove a key', () => {
    const value = { user_type: 'both', first_name: 'Sam', use_otp: true, avatar_url: null, visits: 3 };
    expect(userMetadataInputSchema.parse(value)).toEqual(value);
  });

  test.each([
    [{ user_type: 'admin' }],
    [{ user_type: 'producer' }],
    [{ first_name: 'x'.repeat(101) }],
    [{ nested: { a: 1 } }],
    [Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i]))],
  ])('refuses %j', (value) => {
    expect(userMetadataInputSchema.safeParse(value).success).toBe(false);
  });
});

test('authCheckRequestSchema takes signin and signup only', () => {
  expect(authCheckRequestSchema.parse({ email: 'A@B.co', action: 'signin' })).toEqual({
    email: 'a@b.co',
    action: 'signin',
  });
  expect(authCheckRequestSchema.safeParse({ email: 'a@b.co', action: 'signout' }).success).toBe(false);
});

test("profileRecordsQuerySchema takes a user id, or PostgREST's eq. form", () => {
  const id = '0b9c7c2e-5d8e-4d4b-9a55-3f8d2f0b6a11';
  expect(profileRecordsQuerySchema.parse({ user_id: id })).toEqual({ user_id: id });
  expect(profileRecordsQuerySchema.parse({ user_id: `eq.${id}` })).toEqual({ user_id: id });
  expect(profileRecordsQuerySchema.parse({})).toEqual({});
  expect(profileRecordsQuerySchema.safeParse({ user_id: '42' }).success).toBe(false);
});
