import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit.ts';
import { feedback } from '../../db/schema/feedback.ts';
import { files } from '../../db/schema/files.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { identityVerifications } from '../../db/schema/verification.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hiringClient, hiringFilmmaker } from '../applications/hiring-test-kit.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { createdDraft } from '../claims/claims-test-kit.ts';

// Decision 0064: every admin action leaves one audit entry with what it changed, written in the action's
// own transaction; a refused action leaves none.

let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAccount(t, { email: 'admin@audited.example', metadata: { user_type: 'admin' } });
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/rest/v1${url}`,
    headers: {
      apikey: t.anonKey,
      authorization: `Bearer ${admin.token}`,
      'idempotency-key': crypto.randomUUID(),
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const entriesFor = (recordId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordId, recordId), eq(auditLog.actorUserId, admin.id)))
    .orderBy(auditLog.createdAt);

async function pendingVerification(userId: string) {
  const [document] = await t.database.db
    .insert(files)
    .values({
      ownerId: userId,
      kind: 'identity_document',
      visibility: 'private',
      storageKey: `audit-${crypto.randomUUID()}`,
      mimeType: 'image/png',
      sizeBytes: 10,
      originalName: 'id.png',
      sha256: 'a'.repeat(64),
    })
    .returning();
  const [row] = await t.database.db
    .insert(identityVerifications)
    .values({
      userId,
      role: 'filmmaker',
      status: 'pending',
      documentType: 'passport',
      identityDocumentFileId: document!.id,
      selfieFileId: document!.id,
    })
    .returning();
  return row!.id;
}

test('approving and rejecting a verification are audited with the status before and after', async () => {
  const lena = await hiringFilmmaker(t, { email: 'lena@audited.example', verified: false, portfolio: 0 });
  const first = await pendingVerification(lena.userId);
  expect((await call('POST', `/admin/verifications/${first}/approve`)).statusCode).toBe(200);
  expect(await entriesFor(first)).toMatchObject([
    {
      action: 'verification.approve',
      recordType: 'verification',
      before: { status: 'pending', user_id: lena.userId },
      after: { status: 'approved' },
    },
  ]);
  const second = await pendingVerification(lena.userId);
  await call('POST', `/admin/verifications/${second}/reject`, { reason: 'The photo is blurred' });
  expect(await entriesFor(second)).toMatchObject([
    {
      action: 'verification.reject',
      before: { status: 'pending', rejection_reason: null },
      after: { status: 'rejected', rejection_reason: 'The photo is blurred' },
    },
  ]);
  // Refused (already rejected, so not pending): nothing is written.
  expect((await call('POST', `/admin/verifications/${second}/approve`)).statusCode).toBe(409);
  expect(await entriesFor(second)).toHaveLength(1);
});

test("an admin's job transitions and edits are audited; the client's own are not", async () => {
  const client = await hiringClient(t, { email: 'client@audited.example' });
  const unpublished = await call('POST', `/jobs/${client.jobId}/unpublish`, { reason: 'Rates too low' });
  expect(unpublished.statusCode, unpublished.body).toBe(200);
  const job = unpublished.json();
  const fields = {
    title: 'Gaffer for two days',
    craft: job.craft,
    description: job.description,
    deliverables: job.deliverables,
    rate_type: job.rate_type,
    rate_min_minor: job.rate_min_minor,
    rate_max_minor: job.rate_max_minor,
    dates: job.dates,
    location: job.location,
    required_kit: job.required_kit,
    openings: job.openings,
    application_deadline: job.application_deadline,
  };
  const edited = await call('PUT', `/jobs/${client.jobId}`, fields);
  expect(edited.statusCode, edited.body).toBe(200);
  const entries = await entriesFor(client.jobId);
  expect(entries.map((entry) => entry.action)).toEqual(['job.unpublish', 'job.update']);
  expect(entries[0]).toMatchObject({
    before: { status: 'published' },
    after: { status: 'draft', note: 'Rates too low' },
  });
  expect(entries[1]).toMatchObject({ before: { title: job.title }, after: { title: 'Gaffer for two days' } });
  // The client publishing it again is the client's own business, not an admin action.
  await t.app.inject({
    method: 'POST',
    url: `/api/rest/v1/jobs/${client.jobId}/publish`,
    headers: { apikey: t.anonKey, authorization: `Bearer ${client.token}` },
  });
  expect(await t.database.db.select().from(auditLog).where(eq(auditLog.recordId, client.jobId))).toHaveLength(
    2,
  );
});

test('drafts, payouts and the sandbox clock are audited', async () => {
  const draft = await createdDraft(t, admin.token);
  await call('POST', `/admin/drafts/${draft.draft.id}/renew`);
  const draftEntries = await entriesFor(draft.draft.id);
  expect(draftEntries.map((entry) => entry.action)).toEqual(['draft.create', 'draft.renew_link']);
  expect(JSON.stringify(draftEntries)).not.toContain(draft.token);

  const maya = await hiringFilmmaker(t, { email: 'maya@audited.example', portfolio: 0 });
  const [payout] = await t.database.db
    .insert(payouts)
    .values({ filmmakerId: maya.entityId, currency: 'GBP', amountMinor: 5000, idempotencyKey: 'audit-1' })
    .returning();
  expect((await call('POST', `/payouts/${payout!.id}/approve`)).statusCode).toBe(200);
  expect(await entriesFor(payout!.id)).toMatchObject([
    {
      action: 'payout.approve',
      recordType: 'payout',
      before: { status: 'requested' },
      after: { status: 'approved' },
    },
  ]);

  const clock = await call('POST', '/sandbox/clock', { days: 2 });
  expect(clock.statusCode, clock.body).toBe(200);
  expect(await entriesFor('sandbox')).toMatchObject([
    { action: 'sandbox_clock.advance', recordType: 'sandbox_clock', after: { days: 2, released: 0 } },
  ]);
});

test('announcements made, edited and ended are audited with what readers see before and after', async () => {
  const created = await call('POST', '/announcements', {
    title: 'Maintenance on Sunday',
    body: 'Payments pause for an hour.',
    audience: 'everyone',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const edited = await call('PATCH', `/announcements/${id}`, { audience: 'filmmakers' });
  expect(edited.statusCode, edited.body).toBe(200);
  expect((await call('POST', `/announcements/${id}/end`)).statusCode).toBe(200);

  const entries = await entriesFor(id);
  expect(entries.map((entry) => entry.action)).toEqual([
    'announcement.create',
    'announcement.update',
    'announcement.end',
  ]);
  expect(entries[0]).toMatchObject({
    recordType: 'announcement',
    before: null,
    after: { title: 'Maintenance on Sunday', audience: 'everyone', ends_at: null },
  });
  expect(entries[1]).toMatchObject({ before: { audience: 'everyone' }, after: { audience: 'filmmakers' } });
  expect(entries[2]).toMatchObject({ before: { ends_at: null }, after: { ends_at: expect.any(String) } });

  // Refused (the end before the start): nothing is written.
  const refused = await call('PATCH', `/announcements/${id}`, {
    starts_at: '2030-01-02T00:00:00Z',
    ends_at: '2030-01-01T00:00:00Z',
  });
  expect(refused.statusCode).toBe(400);
  expect(await entriesFor(id)).toHaveLength(3);
});

test('feedback triage and replies are audited, a later reply with the one it replaced', async () => {
  const author = await signedInAccount(t, {
    email: 'author@audited.example',
    metadata: { user_type: 'client' },
  });
  const [row] = await t.database.db
    .insert(feedback)
    .values({ userId: author.id, rating: 4, category: 'idea', message: 'A dark mode, please.' })
    .returning();
  const id = row!.id;
  expect((await call('POST', `/feedback/${id}/plan`)).statusCode).toBe(200);
  expect((await call('POST', `/feedback/${id}/reply`, { message: 'On our list.' })).statusCode).toBe(200);
  expect((await call('POST', `/feedback/${id}/reply`, { message: 'Shipping next week.' })).statusCode).toBe(
    200,
  );

  expect(await entriesFor(id)).toMatchObject([
    {
      action: 'feedback.plan',
      recordType: 'feedback',
      before: { status: 'new' },
      after: { status: 'planned' },
    },
    {
      action: 'feedback.reply',
      recordType: 'feedback',
      before: { reply: null, replied_by: null },
      after: { reply: 'On our list.', replied_by: admin.id },
    },
    {
      action: 'feedback.reply',
      before: { reply: 'On our list.' },
      after: { reply: 'Shipping next week.' },
    },
  ]);
});

test('social posts drafted, edited and scheduled are audited; an edit refused leaves nothing', async () => {
  const created = await call('POST', '/social_posts', { text: 'Meet our gaffers', channel: 'instagram' });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const edited = await call('PATCH', `/social_posts/${id}`, {
    text: 'Meet our gaffers and grips',
    channel: 'instagram',
    scheduled_at: '2030-03-01T09:00:00Z',
  });
  expect(edited.statusCode, edited.body).toBe(200);
  expect((await call('POST', `/social_posts/${id}/schedule`)).statusCode).toBe(200);
  expect((await call('POST', `/social_posts/${id}/publish`)).statusCode).toBe(200);

  // Published is what went out: an edit is a 409 and writes no entry.
  const refused = await call('PATCH', `/social_posts/${id}`, { text: 'Too late', channel: 'instagram' });
  expect(refused.statusCode).toBe(409);

  const entries = await entriesFor(id);
  expect(entries.map((entry) => entry.action)).toEqual([
    'social_post.create',
    'social_post.update',
    'social_post.schedule',
    'social_post.publish',
  ]);
  expect(entries[0]).toMatchObject({
    recordType: 'social_post',
    before: null,
    after: { status: 'draft', text: 'Meet our gaffers', channel: 'instagram', scheduled_at: null },
  });
  expect(entries[1]).toMatchObject({
    before: { text: 'Meet our gaffers', scheduled_at: null },
    after: { text: 'Meet our gaffers and grips', scheduled_at: '2030-03-01T09:00:00.000Z' },
  });
});
