import {
  adminFeedbackRecordSchema,
  feedbackRecordSchema,
  myFeedbackPageSchema,
} from '@reelhire/shared/feedback';
import { clients } from '../../db/schema/profiles.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, hiringFilmmaker, keyed, queuedEmails, type Party } from '../applications/hiring-test-kit.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { makeImage } from '../files/file-fixtures.ts';
import { fetchLink, uploaded } from '../files/upload-test-kit.ts';

// Feedback through HTTP (decision 0065): only verified members with their profile set up send it, the
// server deciding as the /feedback guard does; each reads only their own; admins triage and reply.

let t: TestApp;
let maya: Party;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  maya = await hiringFilmmaker(t, { email: 'maya@film.test', name: 'Maya Okafor' });
  admin = await signedInAccount(t, { email: 'admin@reelhire.test', metadata: { user_type: 'admin' } });
});
afterAll(async () => {
  await t?.close();
});

const feedback = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  category: 'idea',
  message: 'A calendar export to Google would save me an hour a week.',
  ...overrides,
});

async function clientAccount(email: string, record: { verified: boolean; setup: boolean } | null) {
  const user = await signedInAccount(t, { email, metadata: { user_type: 'client', first_name: 'Ola' } });
  if (record) {
    await t.database.db.insert(clients).values({ userId: user.id, companyName: 'Ola Films', ...record });
  }
  return user;
}

test('a verified member with their profile set up sends feedback with a screenshot and reads it back', async () => {
  const screenshot = await uploaded(t, {
    token: maya.token,
    kind: 'feedback_screenshot',
    name: 'calendar.png',
    type: 'image/png',
    data: await makeImage({ format: 'png', width: 800, height: 500 }),
  });
  expect(screenshot).toMatchObject({ kind: 'feedback_screenshot', visibility: 'private' });

  const sent = await call(
    t,
    maya.token,
    'POST',
    '/feedback',
    feedback({ screenshot_file_id: screenshot.id }),
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const record = feedbackRecordSchema.parse(sent.body);
  expect(record).toMatchObject({ status: 'new', rating: 4, category: 'idea', reply: null });
  expect(record.screenshot_url).toEqual(expect.any(String));
  expect((await fetchLink(t, record.screenshot_url!)).statusCode).toBe(200);

  const mine = await call(t, maya.token, 'GET', '/feedback/mine');
  expect(mine.status).toBe(200);
  expect(myFeedbackPageSchema.parse(mine.body).items.map((item) => item.id)).toContain(record.id);
});

test('the server refuses whoever the /feedback page would turn away, and changes nothing', async () => {
  const before = (await call(t, admin.token, 'GET', '/feedback?limit=100')).body as { items: unknown[] };

  expect((await call(t, undefined, 'POST', '/feedback', feedback())).status).toBe(401);

  const notSetUp = await clientAccount('draft@client.test', { verified: false, setup: false });
  const refused = await call(t, notSetUp.token, 'POST', '/feedback', feedback());
  expect(refused.status).toBe(403);
  expect(refused.body.error).toBe('Finish setting up your profile before sending feedback');

  const unverified = await clientAccount('unverified@client.test', { verified: false, setup: true });
  const notVerified = await call(t, unverified.token, 'POST', '/feedback', feedback());
  expect(notVerified.status).toBe(403);
  expect(notVerified.body.error).toBe('Verify your identity before sending feedback');

  const noRecord = await clientAccount('norecord@client.test', null);
  expect((await call(t, noRecord.token, 'POST', '/feedback', feedback())).status).toBe(403);

  const noType = await signedInAccount(t, { email: 'notype@example.test' });
  expect((await call(t, noType.token, 'POST', '/feedback', feedback())).status).toBe(403);

  expect((await call(t, admin.token, 'POST', '/feedback', feedback())).status).toBe(403);

  const after = (await call(t, admin.token, 'GET', '/feedback?limit=100')).body as { items: unknown[] };
  expect(after.items).toHaveLength(before.items.length);
});

test('bad input is a 400 that stores nothing; a screenshot must be the sender’s own feedback screenshot', async () => {
  const bad = await call(t, maya.token, 'POST', '/feedback', feedback({ rating: 6 }));
  expect(bad.status).toBe(400);
  expect(bad.body.error).toMatch(/rating from 1 to 5/);
  expect((await call(t, maya.token, 'POST', '/feedback', feedback({ category: 'rant' }))).status).toBe(400);
  expect((await call(t, maya.token, 'POST', '/feedback', feedback({ message: 'meh' }))).status).toBe(400);

  const kwame = await hiringFilmmaker(t, { email: 'kwame@film.test', name: 'Kwame Asante' });
  const theirs = await uploaded(t, {
    token: kwame.token,
    kind: 'feedback_screenshot',
    name: 'theirs.png',
    type: 'image/png',
    data: await makeImage({ format: 'png', width: 40, height: 40 }),
  });
  const notMine = await call(t, maya.token, 'POST', '/feedback', feedback({ screenshot_file_id: theirs.id }));
  expect(notMine.status).toBe(400);
  expect(notMine.body.error).toMatch(/screenshot_file_id/);
  const avatar = await uploaded(t, {
    token: maya.token,
    kind: 'avatar',
    name: 'me.png',
    type: 'image/png',
    data: await makeImage({ format: 'png', width: 40, height: 40 }),
  });
  expect(
    (await call(t, maya.token, 'POST', '/feedback', feedback({ screenshot_file_id: avatar.id }))).status,
  ).toBe(400);
});

test('a retried submit with the same Idempotency-Key stores the feedback once', async () => {
  const headers = keyed();
  const first = await call(
    t,
    maya.token,
    'POST',
    '/feedback',
    feedback({ message: 'Retried once, kept once.' }),
    headers,
  );
  const again = await call(
    t,
    maya.token,
    'POST',
    '/feedback',
    feedback({ message: 'Retried once, kept once.' }),
    headers,
  );
  expect([first.status, again.status]).toEqual([201, 200]);
  expect(again.body.id).toBe(first.body.id);
});

test('a member reads only their own feedback, and the admin endpoints refuse everyone but admins', async () => {
  const lena = await hiringFilmmaker(t, { email: 'lena@film.test', name: 'Lena Berg' });
  const hers = await call(
    t,
    lena.token,
    'POST',
    '/feedback',
    feedback({ category: 'bug', message: 'The map does not load on Safari.' }),
  );
  expect(hers.status).toBe(201);

  const mayas = myFeedbackPageSchema.parse(
    (await call(t, maya.token, 'GET', '/feedback/mine?limit=100')).body,
  );
  expect(mayas.items.map((item) => item.id)).not.toContain(hers.body.id);
  const lenas = myFeedbackPageSchema.parse((await call(t, lena.token, 'GET', '/feedback/mine')).body);
  expect(lenas.items.map((item) => item.id)).toEqual([hers.body.id]);

  for (const [method, url] of [
    ['GET', '/feedback'],
    ['GET', `/feedback/${hers.body.id}`],
    ['POST', `/feedback/${hers.body.id}/plan`],
  ] as const) {
    expect((await call(t, maya.token, method, url)).status, `${method} ${url}`).toBe(403);
    expect((await call(t, undefined, method, url)).status, `${method} ${url}`).toBe(401);
  }
  expect(
    (await call(t, maya.token, 'POST', `/feedback/${hers.body.id}/reply`, { message: 'Hi' })).status,
  ).toBe(403);
  // Her feedback did not move.
  expect((await call(t, admin.token, 'GET', `/feedback/${hers.body.id}`)).body.status).toBe('new');
});

test('the admin lists by status and category, a page at a time, and moves feedback through its machine', async () => {
  const sent = await call(
    t,
    maya.token,
    'POST',
    '/feedback',
    feedback({ category: 'praise', rating: 5, message: 'Booking a gaffer took two minutes.' }),
  );
  const id = sent.body.id as string;

  const praise = (await call(t, admin.token, 'GET', '/feedback?category=praise&status=new')).body as {
    items: { id: string; author: { name: string; email: string } }[];
  };
  expect(praise.items.map((item) => item.id)).toEqual([id]);
  expect(praise.items[0]!.author).toMatchObject({ name: 'Maya Okafor', email: 'maya@film.test' });

  const first = (await call(t, admin.token, 'GET', '/feedback?limit=1')).body as {
    items: { id: string }[];
    next_cursor: string;
  };
  expect(first.items).toHaveLength(1);
  const second = (await call(t, admin.token, 'GET', `/feedback?limit=1&after=${first.next_cursor}`)).body as {
    items: { id: string }[];
  };
  expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  expect((await call(t, admin.token, 'GET', '/feedback?after=nonsense')).status).toBe(400);

  const planned = await call(t, admin.token, 'POST', `/feedback/${id}/plan`);
  expect(planned.status).toBe(200);
  expect(adminFeedbackRecordSchema.parse(planned.body).status).toBe('planned');
  const twice = await call(t, admin.token, 'POST', `/feedback/${id}/plan`);
  expect(twice.status).toBe(409);
  expect(twice.body).toEqual({ error: expect.any(String), status: 'planned' });
  expect((await call(t, admin.token, 'POST', `/feedback/${id}/complete`)).body.status).toBe('done');
  const closed = await call(t, admin.token, 'POST', `/feedback/${id}/decline`);
  expect(closed.status).toBe(409);
  expect(closed.body.status).toBe('done');

  expect(
    (await call(t, admin.token, 'POST', '/feedback/00000000-0000-4000-8000-000000000000/plan')).status,
  ).toBe(404);
  expect((await call(t, admin.token, 'POST', '/feedback/not-an-id/plan')).status).toBe(400);
});

test('a reply is kept on the feedback, shown to its author and emailed to them', async () => {
  const sent = await call(
    t,
    maya.token,
    'POST',
    '/feedback',
    feedback({ category: 'bug', message: 'The invoice PDF shows the wrong VAT number.' }),
  );
  const id = sent.body.id as string;
  await call(t, admin.token, 'POST', `/feedback/${id}/plan`);

  expect((await call(t, admin.token, 'POST', `/feedback/${id}/reply`, { message: '  ' })).status).toBe(400);
  const headers = keyed();
  const replied = await call(
    t,
    admin.token,
    'POST',
    `/feedback/${id}/reply`,
    { message: 'Fixed in tomorrow’s release.' },
    headers,
  );
  expect(replied.status).toBe(200);
  expect(replied.body).toMatchObject({
    reply: 'Fixed in tomorrow’s release.',
    replied_at: expect.any(String),
  });
  // A retry of the same reply queues no second email.
  await call(
    t,
    admin.token,
    'POST',
    `/feedback/${id}/reply`,
    { message: 'Fixed in tomorrow’s release.' },
    headers,
  );

  const emails = await queuedEmails(t, 'maya@film.test', 'feedback_reply');
  expect(emails).toEqual([
    {
      firstName: 'Maya',
      feedbackExcerpt: 'The invoice PDF shows the wrong VAT number.',
      reply: 'Fixed in tomorrow’s release.',
      status: 'planned',
    },
  ]);
  const mine = myFeedbackPageSchema.parse(
    (await call(t, maya.token, 'GET', '/feedback/mine?limit=100')).body,
  );
  expect(mine.items.find((item) => item.id === id)).toMatchObject({
    status: 'planned',
    reply: 'Fixed in tomorrow’s release.',
  });
});

test('a filmmaker whose profile is unset cannot send feedback even while verified', async () => {
  const half = await hiringFilmmaker(t, {
    email: 'half@film.test',
    setup: false,
    verified: true,
    portfolio: 0,
  });
  expect((await call(t, half.token, 'POST', '/feedback', feedback())).status).toBe(403);
});
