import { dashboardSummarySchema, nextStep } from '@reelhire/shared/dashboard';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { files } from '../../db/schema/files.ts';
import { identityVerifications } from '../../db/schema/verification.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';

let t: TestApp;

async function account(email: string, userType: string) {
  return signedInAccount(t, { email, metadata: { user_type: userType } });
}

const summary = async (token?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/rest/v1/dashboard/me',
    headers: { apikey: t.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json() };
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

test('a new filmmaker starts at 0% with the first missing field as the next step', async () => {
  const maya = await account('new-filmmaker@example.com', 'filmmaker');
  const { status, body } = await summary(maya.token);
  expect(status).toBe(200);
  const parsed = dashboardSummarySchema.parse(body);
  expect(parsed.client).toBeNull();
  expect(parsed.filmmaker).toMatchObject({ setup: false, verified: false, verification_state: 'none' });
  // Sign-up names are not there in this account, so nothing at all is done.
  expect(parsed.filmmaker!.completeness).toBe(0);
  expect(nextStep('filmmaker', parsed.filmmaker!)).toMatchObject({
    title: 'Finish your profile',
    href: '/filmmaker/profile-setup/basic',
  });
});

test('a live filmmaker with a pending review is told to wait, and sees their public page', async () => {
  const lena = await account('lena@example.com', 'filmmaker');
  await t.database.db.insert(filmmakers).values({
    userId: lena.id,
    firstName: 'Lena',
    lastName: 'Fischer',
    username: 'lena-fischer',
    headline: 'Documentary DP',
    city: 'Berlin',
    country: 'DE',
    crafts: ['director of photography'],
    yearsExperience: 8,
    dayRateMinor: 60_000,
    workLinks: [{ url: 'https://example.com/reel', provider: 'other', video_id: null, title: null }],
    setup: true,
  });
  const [document] = await t.database.db
    .insert(files)
    .values([
      {
        ownerId: lena.id,
        kind: 'identity_document',
        visibility: 'private',
        storageKey: 'k1',
        mimeType: 'image/png',
        sizeBytes: 10,
        originalName: 'id.png',
        sha256: 'a'.repeat(64),
      },
    ])
    .returning();
  await t.database.db.insert(identityVerifications).values({
    userId: lena.id,
    role: 'filmmaker',
    documentType: 'passport',
    identityDocumentFileId: document!.id,
    selfieFileId: document!.id,
  });

  const { body } = await summary(lena.token);
  const filmmaker = dashboardSummarySchema.parse(body).filmmaker!;
  expect(filmmaker).toMatchObject({
    setup: true,
    verified: false,
    verification_state: 'pending',
    public_path: '/portfolio/lena-fischer',
    display_name: 'Lena Fischer',
    missing: [],
  });
  // Required fields done, the nine extras not: 10 of 19.
  expect(filmmaker.completeness).toBe(53);
  expect(nextStep('filmmaker', filmmaker)?.title).toBe('Your documents are being reviewed');
});

test("a 'both' account gets both roles; admins and visitors get nothing of the kind", async () => {
  const sam = await account('sam@example.com', 'both');
  await t.database.db.insert(clients).values({ userId: sam.id, companyName: 'Rivera Films', setup: false });
  const both = dashboardSummarySchema.parse((await summary(sam.token)).body);
  expect(both.filmmaker).not.toBeNull();
  expect(both.client).toMatchObject({ display_name: 'Rivera Films', setup: false });
  expect(nextStep('client', both.client!)?.href).toBe('/client/profile-setup/basic');

  const admin = await account('root@example.com', 'admin');
  expect((await summary(admin.token)).body).toEqual({ filmmaker: null, client: null });
  expect((await summary()).status).toBe(401);
});
