import { operationsOf, type Operation } from '../test/bad-input-arbitraries.ts';
import {
  authorisationWorld,
  CALLERS,
  databaseStateReader,
  requestFor,
  type CallerName,
} from '../test/authorisation-world.ts';
import { createTestApp } from '../test/test-app.ts';

/*
 * Decisions 0064 and 0070: who may succeed at what. Every operation of the served OpenAPI document (read at
 * run time) has an entry below saying which callers may get a 2xx when the request names the records of
 * one client and one filmmaker who work together (authorisation-world.ts): signed out, that client, that
 * filmmaker, an unrelated 'both' account, an admin, another client of the same filmmaker, another
 * filmmaker, and a client of the same filmmaker who has been suspended (decision 0064). An operation without an entry fails, so a new route must be placed in the table.
 *
 * Every caller not in the entry is sent a well-formed request (real ids, a body the schema accepts), and
 * must not get a 2xx, must get 401 when signed out (401 or 403 when suspended), and must change nothing in the
 * database. Callers in
 * the entry are not sent writes (they would change the world the next rows rely on); for reads, the first
 * of them must get a 2xx, which proves the ids are real, so the others' refusal is not a 404 of nothing.
 * caller-first.test.ts checks the same roles with bad requests; this checks records. (This file grew out
 * of admin-endpoints.test.ts, decision 0064's check of the admin operations, which it now includes.)
 */

const t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000000' } });
afterAll(() => t.close());

const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const operations = operationsOf(document);
const world = await authorisationWorld(t, 'matrix');
const readState = await databaseStateReader(t);

const EVERYONE = 'anonymous client filmmaker both admin otherClient otherFilmmaker suspended';
const SIGNED_IN = 'client filmmaker both admin otherClient otherFilmmaker';
/** Callers whose own records of that role the operation acts on (the body names nobody else's). */
const CLIENTS = 'client both otherClient';
const FILMMAKERS = 'filmmaker both otherFilmmaker';
/** The two parties of the world's records. */
const PAIR = 'client filmmaker';
/** Admins read every record (support, disputes, /admin/messages) but act only through admin operations. */
const ADMIN = 'admin';
/** Nobody: the request names nothing anyone may act on (an unsigned file link, a draft pitch to save). */
const NOBODY = '';

/** Who may get a 2xx, per operation (paths under /api/rest/v1 without that prefix). */
const MAY_SUCCEED: Record<string, string> = {
  'GET /api/health': EVERYONE,
  'POST /support-requests': EVERYONE,
  'GET /support-requests': ADMIN,
  'GET /notifications': SIGNED_IN,
  'GET /notifications/unread-count': SIGNED_IN,
  // The world's notification is the filmmaker's.
  'POST /notifications/{id}/read': 'filmmaker',
  'POST /notifications/read-all': SIGNED_IN,
  'GET /announcements': ADMIN,
  'POST /announcements': ADMIN,
  'PATCH /announcements/{id}': ADMIN,
  'POST /announcements/{id}/end': ADMIN,
  'GET /announcements/current': SIGNED_IN,
  // The announcement is for everyone: anyone signed in may dismiss it for themselves.
  'POST /announcements/{id}/dismiss': SIGNED_IN,
  'GET /talent': EVERYONE,
  'GET /talent/{key}': EVERYONE,
  'GET /api/auth/v1/settings': EVERYONE,
  'POST /api/auth/v1/signup': EVERYONE,
  'POST /api/auth/v1/recover': EVERYONE,
  'POST /api/auth/v1/otp': EVERYONE,
  'POST /api/auth/v1/verify': EVERYONE,
  'GET /api/auth/v1/verify': EVERYONE,
  'POST /api/auth/v1/resend': EVERYONE,
  'POST /api/auth/v1/token': EVERYONE,
  'GET /api/auth/v1/user': SIGNED_IN,
  'PUT /api/auth/v1/user': SIGNED_IN,
  'GET /api/auth/v1/reauthenticate': SIGNED_IN,
  'POST /api/auth/v1/logout': SIGNED_IN,
  'POST /api/auth/v1/factors': SIGNED_IN,
  // The world's factor is the client's.
  'POST /api/auth/v1/factors/{id}/challenge': 'client',
  'POST /api/auth/v1/factors/{id}/verify': 'client',
  'DELETE /api/auth/v1/factors/{id}': 'client',
  'GET /api/auth/v1/authorize': EVERYONE,
  'GET /api/auth/v1/callback': EVERYONE,
  'POST /api/functions/v1/auth-check': EVERYONE,
  'GET /filmmakers': SIGNED_IN,
  'GET /clients': SIGNED_IN,
  'GET /profiles/filmmaker/me': FILMMAKERS,
  'PUT /profiles/filmmaker/me/basic': FILMMAKERS,
  'PUT /profiles/filmmaker/me/professional': FILMMAKERS,
  'PUT /profiles/filmmaker/me/portfolio': FILMMAKERS,
  'POST /profiles/filmmaker/me/submit': FILMMAKERS,
  'GET /profiles/filmmaker/username-available': FILMMAKERS,
  'GET /profiles/client/me': CLIENTS,
  'PUT /profiles/client/me/basic': CLIENTS,
  'POST /profiles/client/me/submit': CLIENTS,
  'GET /verification/me': SIGNED_IN,
  // The body names the client's identity document and selfie: nobody else may submit them.
  'POST /verification/me': 'client',
  'GET /admin/verifications': ADMIN,
  'POST /admin/verifications/{id}/approve': ADMIN,
  'POST /admin/verifications/{id}/reject': ADMIN,
  'GET /dashboard/me': SIGNED_IN,
  'GET /dashboard/hiring': SIGNED_IN,
  'GET /dashboard/bookings': SIGNED_IN,
  'GET /dashboard/to-dos': SIGNED_IN,
  // The body names the client's job.
  'POST /invitations': 'client',
  'GET /invitations': SIGNED_IN,
  'GET /admin/overview': ADMIN,
  'POST /feedback': SIGNED_IN,
  'GET /feedback': ADMIN,
  'GET /feedback/mine': SIGNED_IN,
  'GET /feedback/{id}': ADMIN,
  'POST /feedback/{id}/plan': ADMIN,
  'POST /feedback/{id}/complete': ADMIN,
  'POST /feedback/{id}/decline': ADMIN,
  'POST /feedback/{id}/reply': ADMIN,
  'GET /social_posts': ADMIN,
  'POST /social_posts': ADMIN,
  'GET /social_posts/media': ADMIN,
  'PATCH /social_posts/{id}': ADMIN,
  'POST /social_posts/{id}/schedule': ADMIN,
  'POST /social_posts/{id}/unschedule': ADMIN,
  'POST /social_posts/{id}/publish': ADMIN,
  'GET /profiles/filmmaker/me/social_media_consent': FILMMAKERS,
  'PUT /profiles/filmmaker/me/social_media_consent': FILMMAKERS,
  'POST /admin/drafts': ADMIN,
  'GET /admin/drafts': ADMIN,
  'POST /admin/drafts/{id}/renew': ADMIN,
  'GET /claims/{token}': EVERYONE,
  // A claim link is for whichever client opens it first (decision 0027).
  'POST /claims/{token}/claim': CLIENTS,
  'POST /api/functions/v1/send-email': SIGNED_IN,
  'POST /api/functions/v1/welcome-email': SIGNED_IN,
  'GET /api/dev/mailbox': EVERYONE,
  'GET /email-preferences': SIGNED_IN,
  'PUT /email-preferences': SIGNED_IN,
  // The world's client's feed: its address is the key, whoever fetches it (decision 0092).
  'GET /api/calendar/{file}': EVERYONE,
  'GET /calendar-feed': SIGNED_IN,
  'POST /calendar-feed': SIGNED_IN,
  'DELETE /calendar-feed': SIGNED_IN,
  'GET /outside-calendars': FILMMAKERS,
  'POST /outside-calendars': FILMMAKERS,
  // The world's outside calendar is the filmmaker's.
  'POST /outside-calendars/{id}/sync': 'filmmaker',
  'DELETE /outside-calendars/{id}': 'filmmaker',
  'GET /api/email/unsubscribe': EVERYONE,
  'POST /api/email/unsubscribe': EVERYONE,
  'POST /uploads': SIGNED_IN,
  'GET /uploads/{id}': 'client',
  'PATCH /uploads/{id}': 'client',
  'DELETE /uploads/{id}': 'client',
  'POST /uploads/{id}/complete': 'client',
  'POST /files': SIGNED_IN,
  // The world's file is the client's private document.
  'GET /files/{id}': `client ${ADMIN}`,
  'DELETE /files/{id}': 'client',
  // Only a link the server signed opens a file; the bare id opens nothing.
  'GET /api/files/{id}': NOBODY,
  // Any filmmaker may apply to a published job (the filmmaker of the world has already).
  'POST /applications': FILMMAKERS,
  'GET /applications': SIGNED_IN,
  'GET /applications/{id}': `${PAIR} ${ADMIN}`,
  'PATCH /applications/{id}': 'filmmaker',
  'POST /applications/{id}/view': 'client',
  'POST /applications/{id}/shortlist': 'client',
  'POST /applications/{id}/unshortlist': 'client',
  'POST /applications/{id}/reject': 'client',
  'POST /applications/{id}/withdraw': 'filmmaker',
  // The body names the client's application.
  'POST /offers': 'client',
  'GET /offers': SIGNED_IN,
  'GET /offers/{id}': `${PAIR} ${ADMIN}`,
  'POST /offers/{id}/accept': PAIR,
  'POST /offers/{id}/counter': PAIR,
  'POST /offers/{id}/revise': PAIR,
  'POST /offers/{id}/decline': PAIR,
  'POST /offers/{id}/withdraw': PAIR,
  'GET /contracts': SIGNED_IN,
  'GET /contracts/{id}': `${PAIR} ${ADMIN}`,
  'GET /contracts/{id}/pdf': `${PAIR} ${ADMIN}`,
  'GET /documents': SIGNED_IN,
  // The body names the client's file.
  'POST /documents': 'client',
  'GET /documents/{id}': `client ${ADMIN}`,
  'DELETE /documents/{id}': 'client',
  'POST /documents/{id}/archive': 'client',
  'POST /documents/{id}/restore': 'client',
  'GET /bookings': SIGNED_IN,
  // Any client may ask the filmmaker for a booking.
  'POST /bookings': CLIENTS,
  'POST /bookings/{id}/accept': PAIR,
  'POST /bookings/{id}/decline': PAIR,
  'POST /bookings/{id}/propose_changes': PAIR,
  'POST /bookings/{id}/revise': PAIR,
  'GET /bookings/{id}': `${PAIR} ${ADMIN}`,
  'POST /bookings/{id}/cancel': PAIR,
  'POST /milestones/{id}/start': PAIR,
  'POST /milestones/{id}/submit': PAIR,
  'POST /milestones/{id}/approve': PAIR,
  'POST /milestones/{id}/request_revision': PAIR,
  'POST /milestones/{id}/accept_extra_revision': PAIR,
  'POST /milestones/{id}/decline_extra_revision': PAIR,
  // The body names the pair's booking.
  'POST /disputes': PAIR,
  'GET /disputes': SIGNED_IN,
  'GET /disputes/{id}': `${PAIR} ${ADMIN}`,
  'POST /disputes/{id}/answer': PAIR,
  'POST /disputes/{id}/withdraw': PAIR,
  'POST /disputes/{id}/rule': ADMIN,
  // Any client may hold the filmmaker's free days.
  'POST /holds': CLIENTS,
  'GET /holds': SIGNED_IN,
  'GET /holds/{id}': `${PAIR} ${ADMIN}`,
  'POST /holds/{id}/confirm': PAIR,
  'POST /holds/{id}/release': PAIR,
  'GET /availability': EVERYONE,
  'POST /availability/unavailable': FILMMAKERS,
  'POST /availability/available': FILMMAKERS,
  'GET /projects': CLIENTS,
  'POST /projects': CLIENTS,
  'GET /projects/{id}': `client ${ADMIN}`,
  'PUT /projects/{id}': 'client',
  'GET /projects/{id}/references': `${PAIR} ${ADMIN}`,
  'POST /projects/{id}/{transition}': `client ${ADMIN}`,
  'GET /jobs': SIGNED_IN,
  // The body names the client's project.
  'POST /jobs': 'client',
  // A published job is visible to everyone signed in.
  // The world's job is the client's: its matches are theirs (and admins') to read, theirs to hold.
  'GET /jobs/{id}/matches': `client ${ADMIN}`,
  // Each filmmaker's own best-matching jobs (decision 0093).
  'GET /jobs/best-matches': FILMMAKERS,
  'POST /jobs/{id}/matches/hold': 'client',
  'GET /jobs/{id}': SIGNED_IN,
  'PUT /jobs/{id}': `client ${ADMIN}`,
  'POST /jobs/{id}/{transition}': `client ${ADMIN}`,
  'GET /projects/{id}/jobs': 'client',
  'GET /admin/jobs': ADMIN,
  'GET /pitches': SIGNED_IN,
  'POST /pitches': FILMMAKERS,
  'GET /pitches/mine': FILMMAKERS,
  // The world's pitch is the filmmaker's draft.
  'GET /pitches/{id}': `filmmaker ${ADMIN}`,
  'PUT /pitches/{id}': 'filmmaker',
  'DELETE /pitches/{id}': 'filmmaker',
  'PUT /pitches/{id}/saved': NOBODY,
  // Taking a pitch off one's own saved list: nothing to take off is still done (and changes nothing).
  'DELETE /pitches/{id}/saved': SIGNED_IN,
  'POST /pitches/{id}/project': NOBODY,
  'POST /pitches/{id}/{transition}': `filmmaker ${ADMIN}`,
  'GET /reviews': EVERYONE,
  // The body names the pair's booking.
  'POST /reviews': PAIR,
  'GET /reviews/{id}': EVERYONE,
  'POST /reviews/{id}/reply': 'filmmaker',
  'GET /wallet': CLIENTS,
  'GET /expenditure': CLIENTS,
  'GET /receipts': SIGNED_IN,
  // The world's receipt is the filmmaker's (a release of their earnings).
  'GET /receipts/{id}': `filmmaker ${ADMIN}`,
  'GET /receipts/{id}/pdf': `filmmaker ${ADMIN}`,
  // The body names the client's milestone.
  'POST /payments': 'client',
  'GET /payments': CLIENTS,
  'GET /payments/{id}': 'client',
  'POST /payments/{id}/cancel': 'client',
  'GET /refunds': SIGNED_IN,
  'GET /bookings/{id}/funding': 'client',
  // Signed by the provider, not by a session: a made-up body is refused whoever sends it.
  'POST /api/payments/webhook/{provider}': NOBODY,
  'POST /payouts': FILMMAKERS,
  'GET /payouts': `${FILMMAKERS} ${ADMIN}`,
  'GET /payouts/schedule': FILMMAKERS,
  'PUT /payouts/schedule': FILMMAKERS,
  'POST /payouts/{id}/approve': ADMIN,
  'POST /payouts/{id}/mark_paid': ADMIN,
  'POST /payouts/{id}/fail': ADMIN,
  'GET /earnings': FILMMAKERS,
  'POST /sandbox/clock': ADMIN,
  'GET /ledger/summary': ADMIN,
  'GET /ledger/check': ADMIN,
  // The query names the pair's conversation.
  'GET /messages': `${PAIR} ${ADMIN}`,
  // The body speaks as the client in the pair's conversation.
  'POST /messages': 'client',
  // The query names the client: the filmmaker they talk with (and admins) may look their address up.
  'GET /messages/user-email': `filmmaker ${ADMIN}`,
  'PATCH /messages/bulk-status': PAIR,
  'PATCH /messages/{id}/status': PAIR,
  'GET /conversations': SIGNED_IN,
  'GET /api/functions/v1/message-attachments': `${PAIR} ${ADMIN}`,
  'POST /api/functions/v1/voice-notes': SIGNED_IN,
  'GET /users': ADMIN,
  'GET /users/{id}': ADMIN,
  'POST /users/{id}/suspend': ADMIN,
  'POST /users/{id}/restore': ADMIN,
  'POST /users/{id}/role': ADMIN,
  'GET /audit_log': ADMIN,
};

const name = (operation: Operation) =>
  `${operation.method} ${operation.path.replace(/^\/api\/rest\/v1(?=\/)/, '')}`;
const allowed = (operation: Operation) =>
  new Set((MAY_SUCCEED[name(operation)] ?? '').split(' ').filter(Boolean) as CallerName[]);

const adminOnly = (operation: Operation) =>
  [operation.caller ?? []].flat().every((caller) => caller === 'admin');

test('the document has the admin operations, the users and audit log ones among them', () => {
  const names = operations.filter(adminOnly).map(name);
  expect(names.length).toBeGreaterThan(15);
  expect(names).toEqual(
    expect.arrayContaining([
      'GET /users',
      'GET /users/{id}',
      'POST /users/{id}/suspend',
      'POST /users/{id}/restore',
      'POST /users/{id}/role',
      'GET /audit_log',
    ]),
  );
  // Every one of them is the admin's alone in the table too.
  expect(operations.filter(adminOnly).filter((operation) => MAY_SUCCEED[name(operation)] !== ADMIN)).toEqual(
    [],
  );
});

test('every operation in the document has an entry, and every entry an operation', () => {
  expect(operations.length).toBeGreaterThan(200);
  expect(operations.map(name).filter((key) => !(key in MAY_SUCCEED))).toEqual([]);
  const names = new Set(operations.map(name));
  expect(Object.keys(MAY_SUCCEED).filter((key) => !names.has(key))).toEqual([]);
});

test('the entries name only known callers', () => {
  const known = new Set<string>(CALLERS);
  const unknown = Object.values(MAY_SUCCEED)
    .flatMap((entry) => entry.split(' '))
    .filter((caller) => caller && !known.has(caller));
  expect(unknown).toEqual([]);
});

// Reads whose first allowed caller cannot show a 2xx for a reason other than access.
const READS_NOT_SHOWN = new Set<string>([]);

const checked = operations.filter((operation) => name(operation) in MAY_SUCCEED);

test.each(checked.map((operation) => [name(operation), operation] as const))(
  '%s: only the callers in its entry succeed, and refusals change nothing',
  async (_name, operation) => {
    const may = allowed(operation);
    const before = await readState();
    const refused = CALLERS.filter((caller) => !may.has(caller));
    for (const caller of refused) {
      const response = await requestFor(t, world, operation, world.tokens[caller]);
      expect(response.statusCode, `${caller}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${caller}: ${response.body}`).toBeLessThan(500);
      if (caller === 'anonymous' && operation.caller !== 'anyone') {
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(401);
      }
      // Decision 0064: an admin-only operation tells any other signed-in account it is not theirs.
      if (adminOnly(operation) && caller !== 'anonymous' && caller !== 'suspended') {
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(403);
      }
      if (caller === 'suspended' && operation.caller !== 'anyone') {
        expect([401, 403], `${caller}: ${response.body}`).toContain(response.statusCode);
      }
    }
    expect(await readState(), `a refused call to ${name(operation)} wrote to the database`).toEqual(before);
    const shownBy = CALLERS.find((caller) => may.has(caller) && caller !== 'anonymous');
    if (
      operation.method === 'GET' &&
      shownBy &&
      !may.has('anonymous') &&
      !READS_NOT_SHOWN.has(name(operation))
    ) {
      const response = await requestFor(t, world, operation, world.tokens[shownBy]);
      expect(response.statusCode, `${shownBy} may: ${response.body}`).toBeLessThan(300);
    }
  },
);
