import { codeSchema, newPasswordSchema, signUpSchema } from './auth-forms.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('sign-up validation (docs/product.md §5)', () => {
  const valid = { firstName: 'Maya', lastName: 'Okafor', email: 'maya@example.com', password: 'secret' };

  test('accepts a 6-character password and an email with @', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  test("an email without @ gets 'Please provide a valid email address'", () => {
    expect(messages(signUpSchema.safeParse({ ...valid, email: 'maya.example.com' }))).toEqual([
      'Please provide a valid email address',
    ]);
  });

  test("a 5-character password gets 'Password must be at least 6 characters long'", () => {
    expect(messages(signUpSchema.safeParse({ ...valid, password: 'short' }))).toEqual([
      'Password must be at least 6 characters long',
    ]);
  });
});

describe('codes and new passwords', () => {
  test('a code is six digits', () => {
    expect(codeSchema.safeParse({ code: ' 123456 ' }).success).toBe(true);
    expect(codeSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(codeSchema.safeParse({ code: '12345a' }).success).toBe(false);
  });
  test('the two passwords must match', () => {
    expect(
      messages(newPasswordSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' })),
    ).toEqual(['The passwords do not match']);
  });
});
