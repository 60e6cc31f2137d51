import { decryptFactorSecret, encryptFactorSecret } from './factor-secret.ts';

const binding = {
  jwtSecret: 'a-jwt-secret-of-at-least-32-characters!!',
  factorId: '3f1f0c52-8d0e-4a53-9f43-4a4c1b0b6c11',
  userId: '9a7d2e41-1c55-4a8e-b0f2-2f6d8e1c9b30',
};
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('TOTP secrets at rest', () => {
  it('round-trips, and never stores the secret in the clear or twice the same', () => {
    const sealed = encryptFactorSecret(SECRET, binding);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(encryptFactorSecret(SECRET, binding)).not.toBe(sealed);
    expect(decryptFactorSecret(sealed, binding)).toBe(SECRET);
  });

  it('does not open under another JWT secret, on another factor or user, or when altered', () => {
    const sealed = encryptFactorSecret(SECRET, binding);
    expect(() => decryptFactorSecret(sealed, { ...binding, jwtSecret: `${binding.jwtSecret}x` })).toThrow();
    expect(() =>
      decryptFactorSecret(sealed, { ...binding, factorId: '00000000-0000-4000-8000-000000000000' }),
    ).toThrow();
    expect(() =>
      decryptFactorSecret(sealed, { ...binding, userId: '00000000-0000-4000-8000-000000000000' }),
    ).toThrow();
    const [version, iv, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptFactorSecret(`${version}.${iv}.${flipped.toString('base64url')}`, binding)).toThrow();
    expect(() => decryptFactorSecret(SECRET, binding)).toThrow();
  });
});
