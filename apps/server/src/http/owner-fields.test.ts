import { createTestApp } from '../test/test-app.ts';
import { call, hiringFilmmaker } from '../modules/applications/hiring-test-kit.ts';
import { signedInAccount } from '../modules/auth/auth-test-kit.ts';
import { createdDraft } from '../modules/claims/claims-test-kit.ts';
import { ownerFieldRefused } from './owner-fields.ts';

// Decision 0056: what a caller may not do is refused in words that fit them, never silently ignored.

const t = await createTestApp();
afterAll(() => t.close());

const maya = await hiringFilmmaker(t, { email: 'maya@owner-fields.example' });
const other = await hiringFilmmaker(t, { email: 'other@owner-fields.example', name: 'Tom Other' });
const calendar = async (filmmakerId: string) =>
  (
    await call<{ days: { date: string; am: string }[] }>(
      t,
      undefined,
      'GET',
      `/availability?filmmaker_id=${filmmakerId}&from=2027-06-01&to=2027-06-01`,
    )
  ).body;

test("another filmmaker's filmmaker_id on POST /availability/unavailable is refused, changing nothing", async () => {
  const before = { mine: await calendar(maya.entityId), theirs: await calendar(other.entityId) };
  const refused = await call(t, maya.token, 'POST', '/availability/unavailable', {
    filmmaker_id: other.entityId,
    days: [{ date: '2027-06-01', part: 'am' }],
  });
  expect(refused).toEqual({ status: 400, body: { error: ownerFieldRefused('filmmaker_id') } });
  expect(await calendar(maya.entityId)).toEqual(before.mine);
  expect(await calendar(other.entityId)).toEqual(before.theirs);

  // Without it, the same request marks the caller's own calendar.
  const own = await call(t, maya.token, 'POST', '/availability/unavailable', {
    days: [{ date: '2027-06-01', part: 'am' }],
  });
  expect(own.status).toBe(200);
  expect(await calendar(maya.entityId)).not.toEqual(before.mine);
});

test('an owner field is refused on other routes that act for the caller alone', async () => {
  const cleared = await call(t, maya.token, 'POST', '/availability/available', {
    days: [{ date: '2027-06-01', part: 'am' }],
    user_id: other.userId,
  });
  expect(cleared).toEqual({ status: 400, body: { error: ownerFieldRefused('user_id') } });
});

test('a filmmaker claiming a job link is told that client accounts claim jobs', async () => {
  const admin = await signedInAccount(t, {
    email: 'admin@owner-fields.example',
    metadata: { user_type: 'admin' },
  });
  const { token } = await createdDraft(t, admin.token);
  const claimed = await call(t, maya.token, 'POST', `/claims/${token}/claim`);
  expect(claimed.status).toBe(403);
  expect(claimed.body.error).toBe(
    'Jobs are claimed by client accounts. Sign in with a client account (or make one) to claim this job.',
  );
  expect(claimed.body.error).not.toMatch(/set one up/);
});
