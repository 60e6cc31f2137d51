import { adminOverviewSchema } from '@reelhire/shared/admin';
import { files } from '../../db/schema/files.ts';
import { supportRequests } from '../../db/schema/support.ts';
import { identityVerifications } from '../../db/schema/verification.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const overview = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/rest/v1/admin/overview',
    headers: { apikey: t.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function submitVerification(userId: string, status: 'pending' | 'approved') {
  const [document] = await t.database.db
    .insert(files)
    .values({
      ownerId: userId,
      kind: 'identity_document',
      visibility: 'private',
      storageKey: `k-${userId}-${status}`,
      mimeType: 'image/png',
      sizeBytes: 10,
      originalName: 'id.png',
      sha256: 'a'.repeat(64),
    })
    .returning();
  await t.database.db.insert(identityVerifications).values({
    userId,
    role: 'filmmaker',
    status,
    documentType: 'passport',
    identityDocumentFileId: document!.id,
    selfieFileId: document!.id,
  });
}

test('counts what waits for the team: pending verifications and open support requests', async () => {
  const admin = await signedInAccount(t, { email: 'admin@example.com', metadata: { user_type: 'admin' } });
  expect((await overview(admin.token)).json()).toEqual({
    pending_verifications: 0,
    open_support_requests: 0,
  });

  const lena = await signedInAccount(t, { email: 'lena@example.com', metadata: { user_type: 'filmmaker' } });
  const kwame = await signedInAccount(t, {
    email: 'kwame@example.com',
    metadata: { user_type: 'filmmaker' },
  });
  await submitVerification(lena.id, 'pending');
  await submitVerification(kwame.id, 'pending');
  await submitVerification(kwame.id, 'approved');
  const request = {
    name: 'Tom',
    email: 'tom@example.com',
    topic: 'payments',
    message: 'Where is my deposit?',
  };
  await t.database.db.insert(supportRequests).values([
    { ...request, status: 'open' },
    { ...request, status: 'answered' },
    { ...request, status: 'closed' },
  ]);

  const response = await overview(admin.token);
  expect(response.statusCode).toBe(200);
  expect(adminOverviewSchema.parse(response.json())).toEqual({
    pending_verifications: 2,
    open_support_requests: 1,
  });
});

test('is for admins only', async () => {
  expect((await overview()).statusCode).toBe(401);
  const client = await signedInAccount(t, { email: 'client@example.com', metadata: { user_type: 'client' } });
  expect((await overview(client.token)).statusCode).toBe(403);
});
