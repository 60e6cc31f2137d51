// Over 400 lines on purpose: every test shares the one app and admin made in beforeAll and the person,
// submission and upload helpers below; splitting would repeat the setup.

import { randomUUID } from 'node:crypto';
import type { FileKind } from '@reelhire/shared/file-kinds';
import type { FileRecord } from '@reelhire/shared/file-records';
import {
  VERIFICATION_TEXTS,
  type AdminVerification,
  type AdminVerificationList,
  type MyVerification,
  type VerificationRole,
  type VerificationSubmission,
} from '@reelhire/shared/verification';
import { and, count, eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { files } from '../../db/schema/files.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { identityVerificationEvents, identityVerifications } from '../../db/schema/verification.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { makeImage, makePdf } from '../files/file-fixtures.ts';
import { fetchLink, uploaded } from '../files/upload-test-kit.ts';
import { VERIFICATION_LINK_TTL_SECONDS } from './routes.ts';

interface Person {
  id: string;
  email: string;
  token: string;
}

let t: TestApp;
let admin: Person;

/** An account with sign-up names, signed in with a password. */
async function person(firstName: string, userType: string): Promise<Person> {
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
  return {
    ...(await signedInAccount(t, {
      email,
      metadata: { user_type: userType, first_name: firstName, last_name: 'Tester' },
    })),
    email,
  };
}

async function filmmaker(firstName: string, userType = 'filmmaker'): Promise<Person> {
  const p = await person(firstName, userType);
  await t.database.db
    .insert(filmmakers)
    .values({ userId: p.id, firstName, lastName: 'Tester', setup: true, verified: false });
  return p;
}

async function client(firstName: string, kind: 'company' | 'individual'): Promise<Person> {
  const p = await person(firstName, 'client');
  await t.database.db
    .insert(clients)
    .values({ userId: p.id, companyName: `${firstName} Films Ltd`, clientKind: kind, setup: true });
  return p;
}

const IDENTITY_PDF = makePdf(64);

async function upload(p: Person, kind: FileKind): Promise<FileRecord> {
  if (kind === 'selfie') {
    return uploaded(t, {
      token: p.token,
      kind,
      name: 'me.jpg',
      type: 'image/jpeg',
      data: await makeImage({ width: 300, height: 400 }),
    });
  }
  return uploaded(t, {
    token: p.token,
    kind,
    name: 'document.pdf',
    type: 'application/pdf',
    data: IDENTITY_PDF,
  });
}

/** A complete, valid submission body with fresh uploads of the person's own. */
async function documents(p: Person, role: VerificationRole, business = false) {
  const [identity, selfie, businessDocument] = await Promise.all([
    upload(p, 'identity_document'),
    upload(p, 'selfie'),
    business ? upload(p, 'business_document') : undefined,
  ]);
  return {
    role,
    document_type: 'passport',
    identity_document_file_id: identity.id,
    selfie_file_id: selfie.id,
    business_document_file_id: businessDocument?.id ?? null,
  };
}

const headers = (token?: string) => ({
  apikey: t.anonKey,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: headers(token) });
const post = (url: string, token: string | undefined, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: headers(token), ...(payload ? { payload } : {}) });

const me = (p: Person, role: VerificationRole) => get(`/api/rest/v1/verification/me?role=${role}`, p.token);
const submit = (p: Person, body: object) => post('/api/rest/v1/verification/me', p.token, body);
const approve = (id: string, token = admin.token) =>
  post(`/api/rest/v1/admin/verifications/${id}/approve`, token);
const reject = (id: string, reason: string, token = admin.token) =>
  post(`/api/rest/v1/admin/verifications/${id}/reject`, token, { reason });

async function submitted(p: Person, role: VerificationRole, business = false) {
  const response = await submit(p, await documents(p, role, business));
  if (response.statusCode !== 201)
    throw new Error(`submit answered ${response.statusCode}: ${response.body}`);
  return response.json<VerificationSubmission>();
}

const submissionsOf = async (userId: string) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, userId))
  )[0]!.n;

const emailsTo = (email: string, type: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipientEmail, email), eq(emailOutbox.emailType, type)));

/** A document's link, fetched as a browser would: 200 with the stored bytes. */
async function expectWorkingLink(url: string | null, bytes?: Buffer) {
  expect(url).toEqual(expect.any(String));
  const response = await fetchLink(t, url!);
  expect(response.statusCode).toBe(200);
  if (bytes) expect(response.rawPayload.equals(bytes)).toBe(true);
  const expires = Number(new URL(url!, 'http://localhost').searchParams.get('expires'));
  expect(expires - Date.now() / 1000).toBeLessThanOrEqual(VERIFICATION_LINK_TTL_SECONDS);
}

/** The answer without its links, which are signed afresh for every response. */
const withoutLinks = (value: unknown) =>
  JSON.parse(JSON.stringify(value), (key, item: unknown) => (key === 'url' ? null : item)) as unknown;

beforeAll(async () => {
  t = await createTestApp();
  admin = await person('Ada', 'admin');
});
afterAll(() => t?.close());

describe('GET /api/rest/v1/verification/me', () => {
  test('before any submission: state none, not verified, latest null', async () => {
    const maya = await filmmaker('Maya');
    const response = await me(maya, 'filmmaker');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      role: 'filmmaker',
      state: 'none',
      verified: false,
      business_document_required: false,
      latest: null,
    });
  });

  test('a company client needs a business document, an individual does not', async () => {
    const company = await client('Carla', 'company');
    const individual = await client('Ivan', 'individual');
    expect((await me(company, 'client')).json<MyVerification>().business_document_required).toBe(true);
    expect((await me(individual, 'client')).json<MyVerification>().business_document_required).toBe(false);
  });

  test('a role the account does not have is 403; no session 401; a bad role 400', async () => {
    const maya = await filmmaker('Mia');
    const response = await me(maya, 'client');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(VERIFICATION_TEXTS.roleNotYours('client'));
    expect((await me(admin, 'filmmaker')).statusCode).toBe(403);
    expect((await get('/api/rest/v1/verification/me?role=filmmaker')).statusCode).toBe(401);
    expect((await get('/api/rest/v1/verification/me?role=admin', maya.token)).statusCode).toBe(400);
  });
});

describe('POST /api/rest/v1/verification/me', () => {
  test('stores a pending submission with its documents and a submitted event', async () => {
    const maya = await filmmaker('Maya');
    const body = await documents(maya, 'filmmaker');
    const response = await submit(maya, body);
    expect(response.statusCode).toBe(201);
    const submission = response.json<VerificationSubmission>();
    expect(submission).toMatchObject({
      user_id: maya.id,
      role: 'filmmaker',
      status: 'pending',
      document_type: 'passport',
      identity_document: {
        file_id: body.identity_document_file_id,
        mime_type: 'application/pdf',
        original_name: 'document.pdf',
      },
      selfie: { file_id: body.selfie_file_id, mime_type: 'image/jpeg' },
      business_document: null,
      rejection_reason: null,
      reviewed_at: null,
      reviewed_by_name: null,
      events: [{ action: 'submitted', actor_id: maya.id, actor_name: 'Maya Tester', reason: null }],
    });
    await expectWorkingLink(submission.identity_document.url, IDENTITY_PDF);
    await expectWorkingLink(submission.selfie.url);

    const state = (await me(maya, 'filmmaker')).json<MyVerification>();
    expect(state).toMatchObject({ state: 'pending', verified: false, latest: { id: submission.id } });
    await expectWorkingLink(state.latest!.identity_document.url, IDENTITY_PDF);
  });

  test("the owner's document link works; another user cannot get the file's record", async () => {
    const maya = await filmmaker('Maya');
    const eve = await filmmaker('Eve');
    const submission = await submitted(maya, 'filmmaker');
    const fileId = submission.identity_document.file_id;
    await expectWorkingLink(submission.identity_document.url, IDENTITY_PDF);

    const stranger = await get(`/api/rest/v1/files/${fileId}`, eve.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe('You do not have access to this file');
    expect((await get(`/api/rest/v1/files/${fileId}`)).statusCode).toBe(401);
    expect((await get(`/api/rest/v1/files/${fileId}`, maya.token)).statusCode).toBe(200);
  });

  test("another user's file, or an unknown id, is 400 notYourFile and stores nothing", async () => {
    const maya = await filmmaker('Maya');
    const eve = await filmmaker('Eve');
    const evesPassport = await upload(eve, 'identity_document');
    const body = await documents(maya, 'filmmaker');

    for (const identity of [evesPassport.id, randomUUID()]) {
      const response = await submit(maya, { ...body, identity_document_file_id: identity });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: VERIFICATION_TEXTS.notYourFile,
        details: [{ path: '/identity_document_file_id', message: VERIFICATION_TEXTS.notYourFile }],
      });
    }
    const selfie = await submit(maya, { ...body, selfie_file_id: (await upload(eve, 'selfie')).id });
    expect(selfie.json().error).toBe(VERIFICATION_TEXTS.notYourFile);
    expect(await submissionsOf(maya.id)).toBe(0);
    expect(await submissionsOf(eve.id)).toBe(0);
  });

  test('a file uploaded as another kind is 400', async () => {
    const maya = await filmmaker('Maya');
    const body = await documents(maya, 'filmmaker');
    const swapped = await submit(maya, {
      ...body,
      identity_document_file_id: body.selfie_file_id,
      selfie_file_id: body.identity_document_file_id,
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().error).toBe(VERIFICATION_TEXTS.wrongKind('an identity document'));

    const avatar = await uploaded(t, {
      token: maya.token,
      kind: 'avatar',
      name: 'me.jpg',
      type: 'image/jpeg',
      data: await makeImage({ width: 200, height: 200 }),
    });
    const response = await submit(maya, { ...body, selfie_file_id: avatar.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(VERIFICATION_TEXTS.wrongKind('a selfie'));
    expect(await submissionsOf(maya.id)).toBe(0);
  });

  test('a company client needs a business document; an individual has theirs ignored', async () => {
    const carla = await client('Carla', 'company');
    const missing = await submit(carla, await documents(carla, 'client'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(VERIFICATION_TEXTS.businessDocumentRequired);
    expect(await submissionsOf(carla.id)).toBe(0);

    const wrongKind = await documents(carla, 'client');
    const asBusiness = await submit(carla, {
      ...wrongKind,
      business_document_file_id: wrongKind.identity_document_file_id,
    });
    expect(asBusiness.json().error).toBe(VERIFICATION_TEXTS.wrongKind('a business document'));

    const complete = await submitted(carla, 'client', true);
    expect(complete.business_document).toMatchObject({ mime_type: 'application/pdf' });
    await expectWorkingLink(complete.business_document!.url, IDENTITY_PDF);

    const ivan = await client('Ivan', 'individual');
    const individual = await submitted(ivan, 'client', true);
    expect(individual.business_document).toBeNull();
  });

  test('a second submit while one is pending is 409 and stores nothing', async () => {
    const maya = await filmmaker('Maya');
    const body = await documents(maya, 'filmmaker');
    expect((await submit(maya, body)).statusCode).toBe(201);
    const again = await submit(maya, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(VERIFICATION_TEXTS.alreadyPending);
    expect(await submissionsOf(maya.id)).toBe(1);
  });

  test('two submits racing store one submission', async () => {
    const maya = await filmmaker('Maya');
    const body = await documents(maya, 'filmmaker');
    const answers = await Promise.all([submit(maya, body), submit(maya, body), submit(maya, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await submissionsOf(maya.id)).toBe(1);
  });

  test('a role the account does not have is 403; a bad body 400', async () => {
    const maya = await filmmaker('Maya');
    const body = await documents(maya, 'filmmaker');
    const response = await submit(maya, { ...body, role: 'client' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(VERIFICATION_TEXTS.roleNotYours('client'));
    const invalid = await submit(maya, { ...body, selfie_file_id: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('selfie_file_id: Upload a selfie first');
    expect(await submissionsOf(maya.id)).toBe(0);
  });

  test('a document in a submission cannot be deleted; deleting the account removes everything', async () => {
    const maya = await filmmaker('Maya');
    const submission = await submitted(maya, 'filmmaker');
    const fileId = submission.selfie.file_id;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/rest/v1/files/${fileId}`,
      headers: headers(maya.token),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      'This file is part of an identity verification, so it cannot be deleted',
    );
    await expectWorkingLink(submission.selfie.url);

    await t.database.db.delete(users).where(eq(users.id, maya.id));
    expect(await submissionsOf(maya.id)).toBe(0);
    expect(await t.database.db.select().from(files).where(eq(files.ownerId, maya.id))).toEqual([]);
  });
});

describe('admin review', () => {
  test('only admins list, approve and reject', async () => {
    const maya = await filmmaker('Maya');
    const submission = await submitted(maya, 'filmmaker');
    for (const answer of [
      await get('/api/rest/v1/admin/verifications', maya.token),
      await approve(submission.id, maya.token),
      await reject(submission.id, 'Your passport photo is blurred.', maya.token),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toBe('This needs an admin account');
    }
    expect((await get('/api/rest/v1/admin/verifications')).statusCode).toBe(401);
    expect((await me(maya, 'filmmaker')).json<MyVerification>().state).toBe('pending');
  });

  test('the queue lists pending submissions oldest first, with who sent them and working links', async () => {
    const first = await filmmaker('Olu');
    const second = await client('Carla', 'company');
    const a = await submitted(first, 'filmmaker');
    const b = await submitted(second, 'client', true);

    const response = await get('/api/rest/v1/admin/verifications?status=pending&limit=100', admin.token);
    expect(response.statusCode).toBe(200);
    const list = response.json<AdminVerificationList>();
    const ids = list.items.map((item) => item.id);
    expect(ids.indexOf(a.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(list.total).toBeGreaterThanOrEqual(list.items.length);

    const company = list.items.find((item) => item.id === b.id)!;
    expect(company).toMatchObject({
      user_id: second.id,
      user_email: second.email,
      user_name: 'Carla Tester',
      profile_name: 'Carla Films Ltd',
      client_kind: 'company',
      role: 'client',
      status: 'pending',
    });
    await expectWorkingLink(company.identity_document.url, IDENTITY_PDF);
    await expectWorkingLink(company.selfie.url);
    await expectWorkingLink(company.business_document!.url, IDENTITY_PDF);
    expect(list.items.find((item) => item.id === a.id)).toMatchObject({
      profile_name: 'Olu Tester',
      client_kind: null,
    });

    // Page by page (keyset): every submission exactly once, in the same order, total on the first page.
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const paged = await get(
        `/api/rest/v1/admin/verifications?limit=1${after ? `&after=${after}` : ''}`,
        admin.token,
      );
      const body = paged.json<AdminVerificationList>();
      expect(body.items).toHaveLength(1);
      expect(body.total).toBe(pages === 0 ? list.total : null);
      seen.push(body.items[0]!.id);
      after = body.next_cursor;
      pages += 1;
    } while (after);
    expect(seen).toEqual(ids);
  });

  test('reviewed submissions page newest decision first, each once, and a newer review does not shift the pages', async () => {
    const sent = [];
    for (const name of ['Pagana', 'Pagben', 'Pagcy', 'Pagdee'])
      sent.push(await submitted(await filmmaker(name), 'filmmaker'));
    for (const submission of sent.slice(0, 3)) expect((await approve(submission.id)).statusCode).toBe(200);

    const first = (
      await get('/api/rest/v1/admin/verifications?status=approved&limit=2', admin.token)
    ).json<AdminVerificationList>();
    expect(first.items.map((item) => item.id)).toEqual([sent[2]!.id, sent[1]!.id]);
    // Approved while the admin reads page one: it lands on top, not on page two.
    expect((await approve(sent[3]!.id)).statusCode).toBe(200);
    const second = (
      await get(
        `/api/rest/v1/admin/verifications?status=approved&limit=2&after=${first.next_cursor}`,
        admin.token,
      )
    ).json<AdminVerificationList>();
    expect(second.items[0]!.id).toBe(sent[0]!.id);
    expect(second.total).toBeNull();
  });

  test('approving verifies the role, emails the user once, and records who did it', async () => {
    const maya = await filmmaker('Maya');
    const submission = await submitted(maya, 'filmmaker');

    const response = await approve(submission.id);
    expect(response.statusCode).toBe(200);
    const approved = response.json<AdminVerification>();
    expect(approved).toMatchObject({
      id: submission.id,
      status: 'approved',
      reviewed_by_name: 'Ada Tester',
      rejection_reason: null,
      events: [
        { action: 'submitted', actor_id: maya.id, actor_name: 'Maya Tester' },
        { action: 'approved', actor_id: admin.id, actor_name: 'Ada Tester', reason: null },
      ],
    });
    expect(approved.reviewed_at).toEqual(expect.any(String));

    const records = await get(`/api/rest/v1/filmmakers?user_id=${maya.id}`, maya.token);
    expect(records.json()).toEqual([expect.objectContaining({ user_id: maya.id, verified: true })]);
    const emails = await emailsTo(maya.email, 'account_approved');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.templateData).toEqual({ firstName: 'Maya', userType: 'filmmaker' });
    expect(emails[0]!.idempotencyKey).toBe(`account_approved:${submission.id}`);

    const again = await approve(submission.id);
    expect(again.statusCode).toBe(200);
    expect(withoutLinks(again.json())).toEqual(withoutLinks(approved));
    expect(await emailsTo(maya.email, 'account_approved')).toHaveLength(1);

    expect((await me(maya, 'filmmaker')).json<MyVerification>()).toMatchObject({
      state: 'approved',
      verified: true,
    });
    const resubmit = await submit(maya, await documents(maya, 'filmmaker'));
    expect(resubmit.statusCode).toBe(409);
    expect(resubmit.json().error).toBe(VERIFICATION_TEXTS.alreadyVerified);
    const rejectApproved = await reject(submission.id, 'Changed my mind about this one.');
    expect(rejectApproved.statusCode).toBe(409);
    expect(rejectApproved.json().error).toBe(VERIFICATION_TEXTS.notPending);
  });

  test("a 'both' account verifies each role on its own; the second approval emails as 'both'", async () => {
    const sam = await filmmaker('Sam', 'both');
    await t.database.db
      .insert(clients)
      .values({ userId: sam.id, companyName: 'Sam Tester', clientKind: 'individual' });
    const asFilmmaker = await submitted(sam, 'filmmaker');
    expect((await approve(asFilmmaker.id)).statusCode).toBe(200);
    expect((await me(sam, 'client')).json<MyVerification>()).toMatchObject({
      state: 'none',
      verified: false,
    });

    const asClient = await submitted(sam, 'client');
    expect((await approve(asClient.id)).statusCode).toBe(200);
    const emails = await emailsTo(sam.email, 'account_approved');
    expect(emails.map((email) => email.templateData.userType).sort()).toEqual(['both', 'filmmaker']);
    expect((await get(`/api/rest/v1/clients?user_id=${sam.id}`, sam.token)).json()).toEqual([
      expect.objectContaining({ verified: true }),
    ]);
  });

  test('rejecting records the reason; the user sees it and may send again', async () => {
    const maya = await filmmaker('Maya');
    const submission = await submitted(maya, 'filmmaker');

    const short = await reject(submission.id, 'Blurry');
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('reason: Say why, in a sentence the user can act on');

    const reason = 'The passport photo is blurred; please upload a sharper scan.';
    const response = await reject(submission.id, `  ${reason}  `);
    expect(response.statusCode).toBe(200);
    const rejected = response.json<AdminVerification>();
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejection_reason: reason,
      reviewed_by_name: 'Ada Tester',
      events: [
        { action: 'submitted', actor_name: 'Maya Tester', reason: null },
        { action: 'rejected', actor_id: admin.id, actor_name: 'Ada Tester', reason },
      ],
    });

    const state = (await me(maya, 'filmmaker')).json<MyVerification>();
    expect(state).toMatchObject({
      state: 'rejected',
      verified: false,
      latest: { id: submission.id, rejection_reason: reason },
    });

    const same = await reject(submission.id, reason);
    expect(same.statusCode).toBe(200);
    expect(withoutLinks(same.json())).toEqual(withoutLinks(rejected));
    const different = await reject(submission.id, 'Another reason that is long enough.');
    expect(different.statusCode).toBe(409);
    expect(different.json().error).toBe(VERIFICATION_TEXTS.notPending);
    const approveRejected = await approve(submission.id);
    expect(approveRejected.statusCode).toBe(409);
    expect(approveRejected.json().error).toBe(VERIFICATION_TEXTS.notPending);
    expect(await emailsTo(maya.email, 'account_approved')).toEqual([]);

    const second = await submitted(maya, 'filmmaker');
    expect(second.id).not.toBe(submission.id);
    expect((await me(maya, 'filmmaker')).json<MyVerification>()).toMatchObject({
      state: 'pending',
      latest: { id: second.id },
    });
    const events = await t.database.db
      .select()
      .from(identityVerificationEvents)
      .where(eq(identityVerificationEvents.verificationId, submission.id));
    expect(events.map((event) => event.action).sort()).toEqual(['rejected', 'submitted']);

    const reviewed = await get('/api/rest/v1/admin/verifications?status=rejected', admin.token);
    expect(reviewed.json<AdminVerificationList>().items[0]).toMatchObject({ id: submission.id });
  });

  test('an unknown id is 404, a malformed one 400', async () => {
    const unknown = await approve(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Verification not found');
    expect((await reject(randomUUID(), 'A reason that is long enough.')).statusCode).toBe(404);
    expect((await approve('42')).statusCode).toBe(400);
  });

  test('the routes are documented under the verification tag', async () => {
    const spec = (await get('/api/openapi.json')).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    for (const [path, method] of [
      ['/api/rest/v1/verification/me', 'get'],
      ['/api/rest/v1/verification/me', 'post'],
      ['/api/rest/v1/admin/verifications', 'get'],
      ['/api/rest/v1/admin/verifications/{id}/approve', 'post'],
      ['/api/rest/v1/admin/verifications/{id}/reject', 'post'],
    ] as const) {
      expect(spec.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['verification']);
    }
  });
});
