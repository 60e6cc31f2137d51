import type { AddressInfo } from 'node:net';
import { GoTrueClient } from '@supabase/auth-js';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { mfaChallenges, mfaFactors, sessions } from '../../../db/schema/auth.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { seedDemo } from '../../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const FILMMAKER = 'filmmaker@reelhire.test';
const CLIENT = 'client@reelhire.test';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

/** The code an authenticator app shows, now or `stepsAhead` 30-second steps later. */
const codeFor = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });

describe('MFA (TOTP) with the real @supabase/auth-js client', () => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo({ db: t.database.db });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/auth/v1`;
  });
  afterAll(() => t.close());

  const signedIn = async (email: string) => {
    const client = new GoTrueClient({
      url,
      headers: { apikey: t.anonKey },
      storage: memoryStorage(),
      storageKey: `reelhire-test-${email}`,
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
    });
    const { error } = await client.signInWithPassword({ email, password: DEMO_PASSWORD });
    expect(error).toBeNull();
    return client;
  };

  const accessToken = async (client: GoTrueClient) => (await client.getSession()).data.session!.access_token;

  it('enrols, verifies to aal2, refuses replayed and wrong codes, and unenrols only at aal2', async () => {
    const client = await signedIn(FILMMAKER);
    // A second device, signed in with the password only: enabling MFA signs it out.
    const otherDevice = await signedIn(FILMMAKER);
    const otherSessionId = JSON.parse(
      Buffer.from((await accessToken(otherDevice)).split('.')[1]!, 'base64url').toString(),
    ).session_id as string;

    const enrolled = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor.type).toBe('totp');
    expect(factor.friendly_name).toBe('Phone');
    expect(factor.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    // A '#' would end the data URL early.
    expect(factor.totp.qr_code).not.toContain('#');
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\/Reelhire:filmmaker%40reelhire\.test\?/);
    expect(factor.totp.uri).toContain(`secret=${factor.totp.secret}`);
    // At rest the secret is encrypted.
    const [stored] = await t.database.db.select().from(mfaFactors).where(eq(mfaFactors.id, factor.id));
    expect(stored!.secretEncrypted).not.toContain(factor.totp.secret);
    expect(stored!.status).toBe('unverified');

    let factors = await client.mfa.listFactors();
    expect(factors.data!.all).toEqual([expect.objectContaining({ id: factor.id, status: 'unverified' })]);
    expect(factors.data!.totp).toEqual([]);

    // A wrong code changes nothing.
    const challenge = await client.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    expect(challenge.data!.type).toBe('totp');
    expect(challenge.data!.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    expect(challenge.data!.expires_at - Date.now() / 1000).toBeLessThanOrEqual(300);
    const currentCode = codeFor(factor.totp.secret);
    const wrongCode = String((Number(currentCode) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await client.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: wrongCode,
    });
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const verified = await client.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: currentCode,
    });
    expect(verified.error).toBeNull();
    const aal = await client.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(
      aal.data!.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)).sort(),
    ).toEqual(['password', 'totp']);
    factors = await client.mfa.listFactors();
    expect(factors.data!.totp).toEqual([
      expect.objectContaining({
        id: factor.id,
        status: 'verified',
        friendly_name: 'Phone',
        factor_type: 'totp',
      }),
    ]);
    // The refreshed session stays at aal2.
    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe('aal2');
    // The password-only session on the other device was ended.
    const [other] = await t.database.db.select().from(sessions).where(eq(sessions.id, otherSessionId));
    expect(other!.revokedAt).not.toBeNull();

    // The same code (time step) is never accepted twice, not even on a new challenge.
    const again = await client.mfa.challenge({ factorId: factor.id });
    const replay = await client.mfa.verify({
      factorId: factor.id,
      challengeId: again.data!.id,
      code: currentCode,
    });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    // Nor is an answered challenge.
    const reused = await client.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: codeFor(factor.totp.secret, 1),
    });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });

    // A new password sign-in is aal1 and must pass the factor before changing factors.
    const laptop = await signedIn(FILMMAKER);
    expect((await laptop.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    const extra = await laptop.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' });
    expect(extra.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const early = await laptop.mfa.unenroll({ factorId: factor.id });
    expect(early.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const step = await laptop.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret, 1),
    });
    expect(step.error).toBeNull();
    expect((await laptop.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe('aal2');
    // A verified name cannot be taken twice.
    const sameName = await laptop.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(sameName.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });

    const removed = await laptop.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor.id });
    expect((await laptop.mfa.listFactors()).data!.all).toEqual([]);
    // Sessions that reached aal2 with the removed factor are back to aal1 from their next token on.
    await laptop.refreshSession();
    expect((await laptop.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
  });

  it("keeps a user's factors to themselves", async () => {
    const owner = await signedIn(CLIENT);
    const stranger = await signedIn('lena.fischer@reelhire.test');
    const { data: factor } = await owner.mfa.enroll({ factorType: 'totp' });
    const { data: challenge } = await owner.mfa.challenge({ factorId: factor!.id });

    const code = codeFor(factor!.totp.secret);
    const theirChallenge = await stranger.mfa.challenge({ factorId: factor!.id });
    expect(theirChallenge.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const theirVerify = await stranger.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code });
    expect(theirVerify.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const theirDelete = await stranger.mfa.unenroll({ factorId: factor!.id });
    expect(theirDelete.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await stranger.mfa.getAuthenticatorAssuranceLevel()).data!.currentLevel).toBe('aal1');

    // The owner's factor is untouched and still verifies.
    const mine = await owner.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code });
    expect(mine.error).toBeNull();
    expect(mine.data!.user.factors).toEqual([
      expect.objectContaining({ id: factor!.id, status: 'verified' }),
    ]);
  });

  it('refuses an expired challenge and unknown factors, and needs a session', async () => {
    const client = await signedIn('kwame.asante@reelhire.test');
    const { data: factor } = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Old phone' });
    const { data: challenge } = await client.mfa.challenge({ factorId: factor!.id });
    await t.database.db
      .update(mfaChallenges)
      .set({ createdAt: new Date(Date.now() - 301_000) })
      .where(eq(mfaChallenges.id, challenge!.id));
    const expired = await client.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: codeFor(factor!.totp.secret),
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const [row] = await t.database.db.select().from(mfaFactors).where(eq(mfaFactors.id, factor!.id));
    expect(row!.status).toBe('unverified');

    const unknown = await client.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const malformed = await client.mfa.challenge({ factorId: 'not-a-uuid' });
    expect(malformed.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const phone = await client.mfa.enroll({ factorType: 'phone', phone: '+15555550100' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });

    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/auth/v1/factors/${factor!.id}/challenge`,
      headers: { apikey: t.anonKey },
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('allows at most 10 factors and replaces an unfinished enrolment of the same name', async () => {
    const client = await signedIn('ines.moreau@reelhire.test');
    const first = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' });
    const restarted = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Work phone' });
    expect(restarted.error).toBeNull();
    let all = (await client.mfa.listFactors()).data!.all;
    expect(all.map((f) => f.id)).toEqual([restarted.data!.id]);
    expect(all.map((f) => f.id)).not.toContain(first.data!.id);

    for (let i = 2; i <= 10; i += 1) {
      const { error } = await client.mfa.enroll({ factorType: 'totp', friendlyName: `Device ${i}` });
      expect(error).toBeNull();
    }
    const eleventh = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Device 11' });
    expect(eleventh.error).toMatchObject({ status: 422, code: 'too_many_enrolled_mfa_factors' });
    all = (await client.mfa.listFactors()).data!.all;
    expect(all).toHaveLength(10);
  });
});
