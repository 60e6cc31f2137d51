import { CLAIM_TEXTS } from '@reelhire/shared/claims';
import { and, eq, sql } from 'drizzle-orm';
import { claimLinks, hiringEvents, jobs, projects } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { callAs, chatParty, type ChatParty } from '../chat/chat-test-kit.ts';
import { createdDraft, draftInput } from './claims-test-kit.ts';

let t: TestApp;
let admin: { id: string; token: string };
let ana: ChatParty;
let ben: ChatParty;
let lena: ChatParty;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://reelhire.example' } });
  admin = await signedInAccount(t, { email: 'admin@example.com', metadata: { user_type: 'admin' } });
  ana = await chatParty(t, { email: 'ana@fieldhouse.example', role: 'client', name: 'Fieldhouse Coffee' });
  ben = await chatParty(t, { email: 'ben@northlight.example', role: 'client', name: 'Northlight' });
  lena = await chatParty(t, { email: 'lena@example.com', role: 'filmmaker', name: 'Lena Park' });
});
afterAll(() => t?.close());

const preview = (token: string) => callAs(t, undefined, 'GET', `/api/rest/v1/claims/${token}`);
const claim = (party: { token: string } | undefined, token: string) =>
  callAs(t, party?.token, 'POST', `/api/rest/v1/claims/${token}/claim`);
const listDrafts = (query = '', token = admin.token) =>
  callAs(t, token, 'GET', `/api/rest/v1/admin/drafts${query}`);

test('an admin drafts a project and a job; a client opens the link signed out, claims it and owns both', async () => {
  const created = await createdDraft(t, admin.token);
  expect(created.claim_url).toMatch(/^https:\/\/reelhire\.example\/claim-job\/[A-Za-z0-9_-]{43}$/);
  expect(created.draft).toMatchObject({
    project_title: 'Spring campaign for Fieldhouse Coffee',
    job_title: 'Director of photography',
    recipient_email: 'ana@fieldhouse.example',
    test: false,
    state: 'open',
    claimed_at: null,
    claimed_by: null,
  });
  const days = (Date.parse(created.draft.expires_at) - Date.parse(created.draft.created_at)) / 86_400_000;
  expect(Math.round(days)).toBe(14);

  // Only the hash is kept: the token itself is nowhere in the database.
  const [stored] = await t.database.db.select().from(claimLinks).where(eq(claimLinks.id, created.draft.id));
  expect(JSON.stringify(stored)).not.toContain(created.token);

  // Both drafts wait without a client.
  const [project] = await t.database.db
    .select()
    .from(projects)
    .where(eq(projects.id, created.draft.project_id));
  const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, created.draft.job_id));
  expect(project).toMatchObject({ clientId: null, status: 'draft', currency: 'GBP' });
  expect(job).toMatchObject({
    clientId: null,
    status: 'draft',
    currency: 'GBP',
    productionType: 'commercial',
  });

  const seen = await preview(created.token);
  expect(seen.status).toBe(200);
  expect(seen.body).toMatchObject({
    state: 'open',
    test: false,
    project: { title: 'Spring campaign for Fieldhouse Coffee', budget_minor: 1_500_000, currency: 'GBP' },
    job: { title: 'Director of photography', rate_type: 'day', rate_min_minor: 60_000, currency: 'GBP' },
  });

  const claimed = await claim(ana, created.token);
  expect(claimed).toEqual({
    status: 200,
    body: { project_id: created.draft.project_id, job_id: created.draft.job_id },
  });

  const [owned] = await t.database.db
    .select()
    .from(projects)
    .where(eq(projects.id, created.draft.project_id));
  const [ownedJob] = await t.database.db.select().from(jobs).where(eq(jobs.id, created.draft.job_id));
  expect(owned).toMatchObject({ clientId: ana.entityId, status: 'draft' });
  expect(ownedJob).toMatchObject({ clientId: ana.entityId, status: 'draft' });
  const events = await t.database.db
    .select()
    .from(hiringEvents)
    .where(and(eq(hiringEvents.transition, 'claim'), eq(hiringEvents.recordId, created.draft.project_id)));
  expect(events).toEqual([
    expect.objectContaining({ recordType: 'project', actor: 'client', actorUserId: ana.userId }),
  ]);

  // The link is spent, for the same client and for anyone else, and its page says so.
  expect(await claim(ana, created.token)).toEqual({
    status: 410,
    body: { error: CLAIM_TEXTS.claimed, state: 'claimed' },
  });
  expect((await claim(ben, created.token)).status).toBe(410);
  expect(await preview(created.token)).toEqual({
    status: 410,
    body: { error: CLAIM_TEXTS.claimed, state: 'claimed' },
  });

  // The admin's list shows who claimed it and when, never the link.
  const list = await listDrafts();
  const row = (list.body.items as { id: string }[]).find((item) => item.id === created.draft.id);
  expect(row).toMatchObject({
    state: 'claimed',
    claimed_by: { email: 'ana@fieldhouse.example', company_name: 'Fieldhouse Coffee' },
  });
  expect(JSON.stringify(list.body)).not.toContain(created.token);
});

test('an expired link is refused with 410 and its page says it expired', async () => {
  const created = await createdDraft(t, admin.token);
  await t.database.db
    .update(claimLinks)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(claimLinks.id, created.draft.id));

  expect(await preview(created.token)).toEqual({
    status: 410,
    body: { error: CLAIM_TEXTS.expired, state: 'expired' },
  });
  expect(await claim(ana, created.token)).toEqual({
    status: 410,
    body: { error: CLAIM_TEXTS.expired, state: 'expired' },
  });
  const [project] = await t.database.db
    .select()
    .from(projects)
    .where(eq(projects.id, created.draft.project_id));
  expect(project!.clientId).toBeNull();
  const row = ((await listDrafts()).body.items as { id: string; state: string }[]).find(
    (item) => item.id === created.draft.id,
  );
  expect(row?.state).toBe('expired');
});

test('an unknown token is a 404 for the preview and the claim', async () => {
  const unknown = 'x'.repeat(43);
  expect(await preview(unknown)).toEqual({
    status: 404,
    body: { error: CLAIM_TEXTS.unknown, state: 'unknown' },
  });
  expect((await claim(ana, unknown)).status).toBe(404);
});

test('a test draft previews like a real one but cannot be claimed, and is listed apart', async () => {
  const created = await createdDraft(t, admin.token, { test: true, recipient_email: null });
  const seen = await preview(created.token);
  expect(seen.status).toBe(200);
  expect(seen.body).toMatchObject({ state: 'open', test: true });

  expect(await claim(ana, created.token)).toEqual({
    status: 409,
    body: { error: CLAIM_TEXTS.test, state: 'open' },
  });
  const [project] = await t.database.db
    .select()
    .from(projects)
    .where(eq(projects.id, created.draft.project_id));
  expect(project!.clientId).toBeNull();

  const testIds = ((await listDrafts('?test=true')).body.items as { id: string }[]).map((item) => item.id);
  const sentIds = ((await listDrafts('?test=false')).body.items as { id: string }[]).map((item) => item.id);
  expect(testIds).toContain(created.draft.id);
  expect(sentIds).not.toContain(created.draft.id);
});

test('renewing a link replaces it: the old one is unknown, the new one works for 14 more days', async () => {
  const created = await createdDraft(t, admin.token);
  const renewed = await callAs(t, admin.token, 'POST', `/api/rest/v1/admin/drafts/${created.draft.id}/renew`);
  expect(renewed.status).toBe(200);
  const newToken = (renewed.body.claim_url as string).split('/claim-job/')[1]!;
  expect(newToken).not.toBe(created.token);

  expect((await preview(created.token)).status).toBe(404);
  expect((await preview(newToken)).status).toBe(200);
  expect((await claim(ben, newToken)).status).toBe(200);

  // A claimed draft keeps its link's history: no renewal.
  const again = await callAs(t, admin.token, 'POST', `/api/rest/v1/admin/drafts/${created.draft.id}/renew`);
  expect(again).toEqual({ status: 409, body: { error: CLAIM_TEXTS.renewClaimed, status: 'claimed' } });
  const missing = await callAs(
    t,
    admin.token,
    'POST',
    '/api/rest/v1/admin/drafts/00000000-0000-4000-8000-000000000000/renew',
  );
  expect(missing.status).toBe(404);
});

test('only admins draft, list and renew; only a client claims; claiming needs a session', async () => {
  const created = await createdDraft(t, admin.token);
  for (const party of [ana, lena]) {
    expect((await callAs(t, party.token, 'POST', '/api/rest/v1/admin/drafts', draftInput())).status).toBe(
      403,
    );
    expect((await listDrafts('', party.token)).status).toBe(403);
    const renew = await callAs(t, party.token, 'POST', `/api/rest/v1/admin/drafts/${created.draft.id}/renew`);
    expect(renew.status).toBe(403);
  }
  expect((await callAs(t, undefined, 'POST', '/api/rest/v1/admin/drafts', draftInput())).status).toBe(401);

  expect((await claim(lena, created.token)).status).toBe(403);
  expect((await claim(undefined, created.token)).status).toBe(401);
  // An admin is not a client either.
  expect((await claim(admin, created.token)).status).toBe(403);
  // None of that spent the link.
  expect((await preview(created.token)).status).toBe(200);
});

test('a bad draft is a 400 that stores nothing', async () => {
  const before = await t.database.db.$count(claimLinks);
  const bad = draftInput();
  bad.job = { ...bad.job, rate_min_minor: 90_000, rate_max_minor: 10_000 };
  const refused = await callAs(t, admin.token, 'POST', '/api/rest/v1/admin/drafts', bad);
  expect(refused.status).toBe(400);
  expect(refused.body.error).toMatch(/highest rate/);
  expect(await t.database.db.$count(claimLinks)).toBe(before);
});

test('two clients claiming one link at the same moment: exactly one wins', async () => {
  const created = await createdDraft(t, admin.token);
  const results = await Promise.all([claim(ana, created.token), claim(ben, created.token)]);
  expect(results.map((result) => result.status).sort()).toEqual([200, 410]);
  const winner = results[0]!.status === 200 ? ana : ben;
  const [project] = await t.database.db
    .select()
    .from(projects)
    .where(eq(projects.id, created.draft.project_id));
  expect(project!.clientId).toBe(winner.entityId);
  const events = await t.database.db
    .select()
    .from(hiringEvents)
    .where(and(eq(hiringEvents.transition, 'claim'), eq(hiringEvents.recordId, created.draft.project_id)));
  expect(events).toHaveLength(1);
});

test('the draft list pages newest first with an opaque cursor', async () => {
  for (let i = 0; i < 3; i += 1) await createdDraft(t, admin.token, { test: true });
  const all = (await listDrafts('?test=true&limit=100')).body.items as { id: string }[];
  const first = await listDrafts('?test=true&limit=2');
  expect((first.body.items as { id: string }[]).map((item) => item.id)).toEqual(
    all.slice(0, 2).map((d) => d.id),
  );
  const second = await listDrafts(`?test=true&limit=2&after=${first.body.next_cursor as string}`);
  expect((second.body.items as { id: string }[]).map((item) => item.id)).toEqual(
    all.slice(2, 4).map((d) => d.id),
  );
  expect((await listDrafts('?test=true&after=nonsense')).status).toBe(400);
});
