import { Secret, TOTP } from 'otpauth';

/** What every authenticator app understands: SHA-1, 6 digits, 30-second steps (RFC 6238 defaults). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the step before and after the current one are accepted too, for clock drift. */
const DRIFT_STEPS = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor({
  secret,
  issuer,
  accountName,
}: {
  secret: string;
  issuer: string;
  accountName: string;
}) {
  return new TOTP({
    issuer,
    label: accountName,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/**
 * The time step a code belongs to when it is right, or null. The caller stores the step so that the
 * same code (or an older one) is never accepted again.
 */
export function acceptedStep(totp: TOTP, code: string, now: Date = new Date()): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * The otpauth:// URI as an SVG QR code. @supabase/auth-js prepends `data:image/svg+xml;utf-8,` to this
 * (as with GoTrue, the server sends bare SVG). In such a URL a `#` would start the fragment and cut the
 * image short, so the hex colours are written as rgb().
 */
export async function qrCodeSvg(uri: string): Promise<string> {
  // Loaded when first asked for (about 60 modules), not at every start (decision 0082).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return svg.trim().replace(/#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?/gi, (_, r, g, b) => {
    return `rgb(${parseInt(r, 16)},${parseInt(g, 16)},${parseInt(b, 16)})`;
  });
}
