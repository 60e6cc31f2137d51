import { Secret, TOTP } from 'otpauth';
import { acceptedStep, newTotpSecret, qrCodeSvg, totpFor } from './totp.ts';

const at = (iso: string) => new Date(iso);
const codeAt = (secret: string, when: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: when.getTime() });

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const totp = totpFor({ secret, issuer: 'Reelhire', accountName: 'maya@example.com' });
  const now = at('2030-01-01T12:00:10Z');
  const step = Math.floor(now.getTime() / 30_000);

  it('makes 160-bit base32 secrets and a standard otpauth URI', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totp.toString()).toBe(
      `otpauth://totp/Reelhire:maya%40example.com?issuer=Reelhire&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('accepts the current code and one step of clock drift either way, telling which step it was', () => {
    expect(acceptedStep(totp, codeAt(secret, now), now)).toBe(step);
    expect(acceptedStep(totp, codeAt(secret, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(acceptedStep(totp, codeAt(secret, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
  });

  it('refuses codes two steps away, other secrets and malformed input', () => {
    expect(acceptedStep(totp, codeAt(secret, new Date(now.getTime() - 60_000)), now)).toBeNull();
    expect(acceptedStep(totp, codeAt(secret, new Date(now.getTime() + 60_000)), now)).toBeNull();
    expect(acceptedStep(totp, codeAt(newTotpSecret(), now), now)).toBeNull();
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 123456']) {
      expect(acceptedStep(totp, bad, now)).toBeNull();
    }
  });

  it('draws the QR code as SVG that survives being put in a data: URL', async () => {
    const svg = await qrCodeSvg(totp.toString());
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/[#%]/);
    expect(svg).toContain('rgb(0,0,0)');
  });
});
