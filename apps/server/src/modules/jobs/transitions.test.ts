import { jobMachine } from '@reelhire/shared/jobs';
import { projectMachine } from '@reelhire/shared/projects';
import { availableTransitions, checkTransition, type StateMachine } from '@reelhire/shared/state-machine';
import { and, eq } from 'drizzle-orm';
import { hiringEvents, jobs, projects } from '../../db/schema/hiring.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { call, ok, party, projectInput, projectWithJob, type Party } from './hiring-test-kit.ts';

// Decision 0024: every transition of the project and job machines, for each HTTP actor and each state,
// answers as the shared machine says (200 and the new state, or 409 with the state unchanged). Generated
// from the machines, so a rule added there is tested here. The race at the end matters on PostgreSQL
// (the server-postgres project runs this file too): of two equal requests at once, exactly one wins.

let t: TestApp;
let client: Party;
let admin: Party;
let filmmaker: Party;

beforeAll(async () => {
  t = await createTestApp();
  client = await party(t, 'client@example.com', 'client', 'Acme Films');
  admin = await party(t, 'admin@example.com', 'admin');
  filmmaker = await party(t, 'filmmaker@example.com', 'filmmaker');
});
afterAll(() => t?.close());

const HTTP_ACTORS = ['client', 'admin'] as const;
const callerOf = (actor: (typeof HTTP_ACTORS)[number]) => (actor === 'client' ? client : admin);

interface Case {
  actor: (typeof HTTP_ACTORS)[number];
  state: string;
  transition: string;
}
const casesOf = (machine: StateMachine<string, string>): Case[] =>
  HTTP_ACTORS.flatMap((actor) =>
    machine.states.flatMap((state) =>
      Object.keys(machine.transitions).map((transition) => ({ actor, state, transition })),
    ),
  );

/** A fresh project of the client, put straight into `state`. */
async function projectIn(state: string): Promise<string> {
  const { id } = await ok(t, client, 'POST', '/projects', projectInput());
  await t.database.db.update(projects).set({ status: state }).where(eq(projects.id, id));
  return id as string;
}

/** A fresh job (in a draft project) put straight into `state`. */
async function jobIn(state: string): Promise<string> {
  const { jobId } = await projectWithJob(t, client);
  const publishedAt = state === 'draft' ? null : new Date();
  await t.database.db.update(jobs).set({ status: state, publishedAt }).where(eq(jobs.id, jobId));
  return jobId;
}

const machines = [
  { resource: 'projects', machine: projectMachine as StateMachine<string, string>, make: projectIn },
  { resource: 'jobs', machine: jobMachine as StateMachine<string, string>, make: jobIn },
];

describe.each(machines)('$resource: every transition x HTTP actor x state', ({ resource, machine, make }) => {
  const allowed = new Map<string, Set<string>>();

  it.each(casesOf(machine))('$actor: $transition from $state', async ({ actor, state, transition }) => {
    const id = await make(state);
    const answer = await call(t, callerOf(actor), 'POST', `/${resource}/${id}/${transition}`);
    const verdict = checkTransition(machine, transition, { state, actor });
    if (verdict.ok) {
      expect(answer, JSON.stringify(answer.body)).toMatchObject({
        status: 200,
        body: { id, status: verdict.to },
      });
      const key = `${actor}:${state}`;
      allowed.set(key, (allowed.get(key) ?? new Set()).add(transition));
      const events = await t.database.db
        .select()
        .from(hiringEvents)
        .where(and(eq(hiringEvents.recordId, id), eq(hiringEvents.transition, transition)));
      expect(events).toMatchObject([{ actor, fromStatus: state, toStatus: verdict.to }]);
    } else {
      expect(answer).toMatchObject({ status: 409, body: { status: state, error: verdict.error } });
      expect((await ok(t, callerOf(actor), 'GET', `/${resource}/${id}`)).status).toBe(state);
    }
  });

  it('lets each actor do exactly what availableTransitions offers them (the web app’s buttons)', () => {
    for (const actor of HTTP_ACTORS) {
      for (const state of machine.states) {
        expect([...(allowed.get(`${actor}:${state}`) ?? [])].sort(), `${actor} in ${state}`).toEqual(
          availableTransitions(machine, { state, actor }).sort(),
        );
      }
    }
  });

  it('refuses a filmmaker every transition (403: not a party to projects and jobs)', async () => {
    const id = await make(machine.initial);
    for (const transition of Object.keys(machine.transitions)) {
      expect((await call(t, filmmaker, 'POST', `/${resource}/${id}/${transition}`)).status).toBe(403);
    }
  });
});

describe('two transitions at once', () => {
  it('publishing one job twice at once: exactly one wins, the other is a 409 with the winner’s state', async () => {
    for (let round = 0; round < 5; round++) {
      const { jobId } = await projectWithJob(t, client);
      const answers = await Promise.all([
        call(t, client, 'POST', `/jobs/${jobId}/publish`),
        call(t, admin, 'POST', `/jobs/${jobId}/publish`),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.status).toBe('published');
      const events = await t.database.db.select().from(hiringEvents).where(eq(hiringEvents.recordId, jobId));
      expect(events).toHaveLength(1);
    }
  });

  it('archiving one project twice at once: exactly one wins', async () => {
    const id = await projectIn('open');
    const answers = await Promise.all([
      call(t, client, 'POST', `/projects/${id}/archive`),
      call(t, admin, 'POST', `/projects/${id}/archive`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const events = await t.database.db.select().from(hiringEvents).where(eq(hiringEvents.recordId, id));
    expect(events).toHaveLength(1);
  });
});
