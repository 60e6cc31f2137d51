import { offerMachine, type OfferStatus } from '@reelhire/shared/offers';
import { eq } from 'drizzle-orm';
import { applications, offerRounds, offers } from '../../db/schema/hiring.ts';
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
} from '../applications/hiring-test-kit.ts';

// Generated from the machine: every offer transition a person can ask for over HTTP, for each HTTP actor
// and each state, answers 200 exactly when the machine allows it and 409 { error, status } otherwise,
// and a 409 changes nothing. Expiry is Reelhire's and has no route.

const HTTP_TRANSITIONS = ['accept', 'decline', 'counter', 'revise', 'withdraw'] as const;
const actors = ['client', 'filmmaker', 'admin'] as const;

let t: TestApp;
let client: HiringClient;
let filmmaker: Party;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  client = await hiringClient(t, { email: 'offer-machine-client@example.com' });
  filmmaker = await hiringFilmmaker(t, { email: 'offer-machine-filmmaker@example.com', portfolio: 0 });
  admin = await signedInAccount(t, {
    email: 'offer-machine-admin@example.com',
    metadata: { user_type: 'admin' },
  });
});
afterAll(() => t?.close());

const tokenOf = (actor: (typeof actors)[number]) =>
  actor === 'client' ? client.token : actor === 'filmmaker' ? filmmaker.token : admin.token;

/** An offer in any state, on an offered application of a job of its own. */
async function offerIn(status: OfferStatus): Promise<string> {
  const jobId = await publishedJob(t, client);
  const [application] = await t.database.db
    .insert(applications)
    .values({
      jobId,
      filmmakerId: filmmaker.entityId,
      status: status === 'sent' || status === 'countered' ? 'offered' : 'shortlisted',
      coverMessage: 'A message long enough for the schema to accept it.',
      proposedRateMinor: 50_000,
      rateType: 'day',
      currency: 'GBP',
      availability: 'all_dates',
    })
    .returning({ id: applications.id });
  const terms = offerTerms() as never;
  const [offer] = await t.database.db
    .insert(offers)
    .values({
      applicationId: application!.id,
      jobId,
      clientId: client.entityId,
      filmmakerId: filmmaker.entityId,
      status,
      currency: 'GBP',
      terms,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: offers.id });
  await t.database.db
    .insert(offerRounds)
    .values({ offerId: offer!.id, round: 1, proposedBy: 'client', terms });
  return offer!.id;
}

const cases = HTTP_TRANSITIONS.flatMap((transition) =>
  actors.flatMap((actor) =>
    offerMachine.states.map((state) => ({
      transition,
      actor,
      state,
      allowed:
        (offerMachine.transitions[transition].by as Record<string, readonly string[]>)[actor]?.includes(
          state,
        ) ?? false,
    })),
  ),
);

test.each(cases)(
  '$actor: $transition from $state (allowed: $allowed)',
  async ({ transition, actor, state, allowed }) => {
    const id = await offerIn(state);
    const body = transition === 'counter' || transition === 'revise' ? { terms: offerTerms() } : undefined;
    const response = await call<{ status?: string; offer?: { status: string } }>(
      t,
      tokenOf(actor),
      'POST',
      `/offers/${id}/${transition}`,
      body,
    );
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
    const to = offerMachine.transitions[transition].to;
    if (allowed) {
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(transition === 'accept' ? response.body.offer?.status : response.body.status).toBe(to);
      expect(row!.status).toBe(to);
    } else {
      expect(response.status, JSON.stringify(response.body)).toBe(409);
      expect(response.body).toMatchObject({ error: expect.any(String), status: state });
      expect(row!.status).toBe(state);
    }
  },
);

test('expiry cannot be asked for over HTTP', async () => {
  const id = await offerIn('sent');
  for (const transition of ['expire', 'teleport']) {
    for (const actor of actors) {
      expect((await call(t, tokenOf(actor), 'POST', `/offers/${id}/${transition}`)).status).toBe(404);
    }
  }
});
