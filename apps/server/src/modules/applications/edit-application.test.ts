import { APPLICATION_STATUSES, type Application } from '@reelhire/shared/applications';
import { and, eq } from 'drizzle-orm';
import { applications, hiringEvents } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import {
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  type HiringClient,
  type Party,
} from './hiring-test-kit.ts';

// PATCH /applications/{id} (decision 0057): the filmmaker edits what they sent while the client has not
// decided on it; the edit is an event on the application's timeline and recomputes its fit score.

let t: TestApp;
let client: HiringClient;
let maya: Party;
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await hiringClient(t, { email: 'edit-client@example.com' });
  maya = await hiringFilmmaker(t, { email: 'edit-maya@example.com' });
});
afterAll(() => t?.close());

const edit = (token: string | undefined, id: string, body: unknown) =>
  call<Application>(t, token, 'PATCH', `/applications/${id}`, body);

async function stored(id: string) {
  const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
  return row!;
}
async function editEvents(id: string) {
  return t.database.db
    .select()
    .from(hiringEvents)
    .where(and(eq(hiringEvents.recordId, id), eq(hiringEvents.transition, 'edit')));
}

test('the filmmaker edits message and rate; the fit score follows and the client sees it edited', async () => {
  const sent = await apply(t, maya, client.jobId);
  expect(sent.status).toBe(201);
  expect(sent.body).toMatchObject({ fit_score: 1, edited_at: null });

  // Far above the job's range: the rate part of the fit falls away.
  const message = 'A new message with a sharper pitch for this two-day shoot.';
  const edited = await edit(maya.token, sent.body.id, {
    cover_message: message,
    proposed_rate_minor: 200_000,
    availability: 'flexible',
  });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  expect(edited.body).toMatchObject({
    id: sent.body.id,
    status: 'submitted',
    cover_message: message,
    proposed_rate_minor: 200_000,
    availability: 'flexible',
    edited_at: expect.any(String),
  });
  expect(edited.body.fit_score).toBeLessThan(sent.body.fit_score);

  const events = await editEvents(sent.body.id);
  expect(events).toEqual([
    expect.objectContaining({
      actor: 'filmmaker',
      actorUserId: maya.userId,
      fromStatus: 'submitted',
      toStatus: 'submitted',
      note: 'Changed: message, rate, availability',
    }),
  ]);

  // The client opens it (marking it viewed) and reads the new terms with when they were edited.
  const seen = await call<Application>(t, client.token, 'GET', `/applications/${sent.body.id}`);
  expect(seen.body).toMatchObject({
    status: 'viewed',
    cover_message: message,
    edited_at: edited.body.edited_at,
  });

  // Still editable once viewed; the same terms again record nothing.
  const again = await edit(maya.token, sent.body.id, { proposed_rate_minor: 60_000 });
  expect(again.body).toMatchObject({ status: 'viewed', proposed_rate_minor: 60_000, fit_score: 0.94 });
  const repeat = await edit(maya.token, sent.body.id, { proposed_rate_minor: 60_000 });
  expect(repeat.status).toBe(200);
  expect(await editEvents(sent.body.id)).toHaveLength(2);
});

test.each(APPLICATION_STATUSES.filter((status) => status !== 'submitted' && status !== 'viewed'))(
  'an application %s can no longer be edited: 409 with the state, nothing changes',
  async (status) => {
    const filmmaker = await hiringFilmmaker(t, { email: `edit-${status}@example.com`, portfolio: 0 });
    const sent = await apply(t, filmmaker, client.jobId);
    await t.database.db.update(applications).set({ status }).where(eq(applications.id, sent.body.id));
    const before = await stored(sent.body.id);

    const refused = await edit(filmmaker.token, sent.body.id, { proposed_rate_minor: 70_000 });
    expect(refused).toMatchObject({ status: 409, body: { status } });
    expect(await stored(sent.body.id)).toEqual(before);
    expect(await editEvents(sent.body.id)).toEqual([]);
  },
);

test('another filmmaker, the client, an admin and a stranger cannot edit it; a bad body is a 400', async () => {
  const filmmaker = await hiringFilmmaker(t, { email: 'edit-owner@example.com', portfolio: 1 });
  const theo = await hiringFilmmaker(t, { email: 'edit-theo@example.com', name: 'Theo Marsh' });
  const admin = await signedInAccount(t, {
    email: 'edit-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  const sent = await apply(t, filmmaker, client.jobId);
  const before = await stored(sent.body.id);
  const change = { proposed_rate_minor: 1_000 };

  expect((await edit(theo.token, sent.body.id, change)).status).toBe(404);
  expect((await edit(client.token, sent.body.id, change)).status).toBe(403);
  expect((await edit(admin.token, sent.body.id, change)).status).toBe(403);
  expect((await edit(undefined, sent.body.id, change)).status).toBe(401);
  expect((await edit(filmmaker.token, '00000000-0000-4000-8000-000000000000', change)).status).toBe(404);

  for (const bad of [
    {},
    { proposed_rate_minor: -5 },
    { cover_message: 'short' },
    { availability: 'sometimes' },
    { portfolio_image_ids: [theo.portfolio[0]] },
  ]) {
    const refused = await edit(filmmaker.token, sent.body.id, bad);
    expect(refused.status, JSON.stringify(bad)).toBe(400);
  }
  expect(await stored(sent.body.id)).toEqual(before);
  expect(await editEvents(sent.body.id)).toEqual([]);
});
