import { applicationMachine, type ApplicationStatus } from '@reelhire/shared/applications';
import { eq } from 'drizzle-orm';
import { applications } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import {
  call,
  hiringClient,
  hiringFilmmaker,
  offerTerms,
  publishedJob,
  type HiringClient,
  type Party,
} from './hiring-test-kit.ts';
import { APPLICATION_HTTP_TRANSITIONS } from './transition-application.ts';

// Generated from the machine: every transition a person can ask for over HTTP, for each HTTP actor and
// each state, answers 200 exactly when the machine allows it and 409 { error, status } otherwise, and a
// 409 changes nothing. Reelhire's own transitions have no route at all.

let t: TestApp;
let client: HiringClient;
let filmmaker: Party;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await hiringClient(t, { email: 'machine-client@example.com' });
  filmmaker = await hiringFilmmaker(t, { email: 'machine-filmmaker@example.com', portfolio: 0 });
  admin = await signedInAccount(t, { email: 'machine-admin@example.com', metadata: { user_type: 'admin' } });
});
afterAll(() => t?.close());

const actors = ['client', 'filmmaker', 'admin'] as const;
const tokenOf = (actor: (typeof actors)[number]) =>
  actor === 'client' ? client.token : actor === 'filmmaker' ? filmmaker.token : admin.token;

/** An application in any state, on a job of its own (one application per job per filmmaker). */
async function applicationIn(status: ApplicationStatus): Promise<string> {
  const jobId = await publishedJob(t, client);
  const [row] = await t.database.db
    .insert(applications)
    .values({
      jobId,
      filmmakerId: filmmaker.entityId,
      status,
      coverMessage: 'A message long enough for the schema to accept it.',
      proposedRateMinor: 50_000,
      rateType: 'day',
      currency: 'GBP',
      availability: 'all_dates',
    })
    .returning({ id: applications.id });
  return row!.id;
}

const cases = APPLICATION_HTTP_TRANSITIONS.flatMap((transition) =>
  actors.flatMap((actor) =>
    applicationMachine.states.map((state) => ({
      transition,
      actor,
      state,
      allowed:
        (applicationMachine.transitions[transition].by as Record<string, readonly string[]>)[actor]?.includes(
          state,
        ) ?? false,
    })),
  ),
);

test.each(cases)(
  '$actor: $transition from $state (allowed: $allowed)',
  async ({ transition, actor, state, allowed }) => {
    const id = await applicationIn(state);
    const response = await call(t, tokenOf(actor), 'POST', `/applications/${id}/${transition}`);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    if (allowed) {
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.status).toBe(applicationMachine.transitions[transition].to);
      expect(row!.status).toBe(applicationMachine.transitions[transition].to);
    } else {
      expect(response.status, JSON.stringify(response.body)).toBe(409);
      expect(response.body).toMatchObject({ error: expect.any(String), status: state });
      expect(row!.status).toBe(state);
    }
  },
);

test("Reelhire's own transitions cannot be asked for over HTTP", async () => {
  const id = await applicationIn('shortlisted');
  const systemOnly = Object.keys(applicationMachine.transitions).filter(
    (name) => !(APPLICATION_HTTP_TRANSITIONS as readonly string[]).includes(name),
  );
  expect(systemOnly.sort()).toEqual(['close', 'hire', 'offer', 'reopen']);
  for (const transition of [...systemOnly, 'teleport']) {
    for (const actor of actors) {
      expect((await call(t, tokenOf(actor), 'POST', `/applications/${id}/${transition}`)).status).toBe(404);
    }
  }
});

test('the filmmaker’s application keeps when it was shortlisted once an offer follows, not after unshortlisting', async () => {
  const id = await applicationIn('viewed');
  const shortlisted = await call(t, client.token, 'POST', `/applications/${id}/shortlist`);
  expect(shortlisted.body.shortlisted_at).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/));
  const sent = await call(t, client.token, 'POST', '/offers', { application_id: id, terms: offerTerms() });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const seen = await call(t, filmmaker.token, 'GET', `/applications/${id}`);
  expect(seen.body).toMatchObject({ status: 'offered', shortlisted_at: shortlisted.body.shortlisted_at });

  const other = await applicationIn('viewed');
  await call(t, client.token, 'POST', `/applications/${other}/shortlist`);
  const removed = await call(t, client.token, 'POST', `/applications/${other}/unshortlist`);
  expect(removed.body).toMatchObject({ status: 'viewed', shortlisted_at: null });
});
