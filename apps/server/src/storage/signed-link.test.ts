import { createHmac } from 'node:crypto';
import { fileLinkSignature, signedFileLink, verifyFileLink } from './signed-link.ts';

const jwtSecret = 'a-test-jwt-secret-that-is-long-enough-0123';
const fileId = '6f1f6a9e-8a53-4a5e-9d1c-2a1f3b4c5d6e';
const now = new Date('2026-05-01T10:00:00Z');
const inAnHour = Math.floor(now.getTime() / 1000) + 3600;

const linkParts = (url: string) => {
  const parsed = new URL(url);
  return {
    variant: parsed.searchParams.get('variant') ?? undefined,
    expires: parsed.searchParams.get('expires') ?? undefined,
    signature: parsed.searchParams.get('signature') ?? undefined,
  };
};

describe('signed file links', () => {
  const url = signedFileLink({
    jwtSecret,
    publicUrl: 'https://reelhire.example',
    fileId,
    variant: 'original',
    expires: inAnHour,
  });

  it('points at the file route on PUBLIC_URL and verifies until it expires', () => {
    expect(url).toMatch(
      new RegExp(
        `^https://reelhire\\.example/api/files/${fileId}\\?variant=original&expires=${inAnHour}&signature=[\\w-]{43}$`,
      ),
    );
    expect(verifyFileLink({ jwtSecret, fileId, ...linkParts(url), now })).toBe('valid');
    const later = new Date((inAnHour + 1) * 1000);
    expect(verifyFileLink({ jwtSecret, fileId, ...linkParts(url), now: later })).toBe('expired');
  });

  it('is not valid once any part is changed, or under another secret', () => {
    const parts = linkParts(url);
    const cases = [
      {
        ...parts,
        signature: `${parts.signature!.slice(0, -1)}${parts.signature!.endsWith('A') ? 'B' : 'A'}`,
      },
      { ...parts, variant: 'thumbnail' },
      { ...parts, expires: String(inAnHour + 86_400) },
      { ...parts, signature: undefined },
      { ...parts, signature: '' },
      { ...parts, expires: 'soon' },
      { ...parts, variant: 'raw' },
    ];
    for (const changed of cases)
      expect(verifyFileLink({ jwtSecret, fileId, ...changed, now })).toBe('invalid');
    expect(verifyFileLink({ jwtSecret, fileId: fileId.replace('6f', '7f'), ...parts, now })).toBe('invalid');
    expect(verifyFileLink({ jwtSecret: `${jwtSecret}x`, fileId, ...parts, now })).toBe('invalid');
  });

  it('says "invalid" rather than "expired" for an edited expiry in the past', () => {
    const parts = linkParts(url);
    expect(verifyFileLink({ jwtSecret, fileId, ...parts, expires: '1000', now })).toBe('invalid');
  });

  it('uses a key derived for file links, not the JWT secret itself', () => {
    const claims = { fileId, variant: 'original' as const, expires: inAnHour };
    const withRawSecret = createHmac('sha256', jwtSecret)
      .update(`${fileId}\noriginal\n${inAnHour}`)
      .digest('base64url');
    expect(fileLinkSignature(jwtSecret, claims)).not.toBe(withRawSecret);
  });
});

describe('signed file links for pages', () => {
  it('are relative without PUBLIC_URL, so a page loads them from the address it was opened at', () => {
    const relative = signedFileLink({ jwtSecret, fileId, variant: 'thumbnail', expires: inAnHour });
    expect(relative).toMatch(new RegExp(`^/api/files/${fileId}\\?variant=thumbnail&expires=${inAnHour}&`));
    const parts = linkParts(new URL(relative, 'http://127.0.0.1:3000').toString());
    expect(verifyFileLink({ jwtSecret, fileId, ...parts, now })).toBe('valid');
  });
});
