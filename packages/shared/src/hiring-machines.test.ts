import { describe, expect, it } from 'vitest';
import { applicationMachine } from './applications.ts';
import { contractMachine } from './contracts.ts';
import { countShootDays, dateSpan } from './hiring-fields.ts';
import { jobInputSchema, jobMachine } from './jobs.ts';
import { changedTerms, offerMachine, offerTermsSchema, type OfferTermsInput } from './offers.ts';
import { projectMachine } from './projects.ts';
import {
  ACTORS,
  availableTransitions,
  checkEntry,
  checkTransition,
  isFinalState,
  type StateMachine,
} from './state-machine.ts';

const machines = [projectMachine, jobMachine, applicationMachine, offerMachine, contractMachine] as const;

// Table-driven from the machines themselves: every transition x actor x state is checked, so a rule added
// to a machine is covered at once, and the verdict never disagrees with the offered actions.
describe.each(machines.map((machine) => [machine.name, machine as StateMachine<string, string>] as const))(
  'the %s machine',
  (_name, machine) => {
    const cases = Object.entries(machine.transitions).flatMap(([transition, rule]) =>
      ACTORS.flatMap((actor) => machine.states.map((state) => ({ transition, rule, actor, state }))),
    );

    it.each(cases)('$actor: $transition from $state', ({ transition, rule, actor, state }) => {
      const verdict = checkTransition(machine, transition, { state, actor });
      const allowed = rule.by[actor]?.includes(state) ?? false;
      expect(verdict.ok).toBe(allowed);
      if (verdict.ok) expect(verdict.to).toBe(rule.to);
      else expect(verdict.reason).toBe(rule.by[actor] ? 'wrong_state' : 'wrong_actor');
      expect(availableTransitions(machine, { state, actor }).includes(transition)).toBe(allowed);
    });

    const entryCases = Object.entries(machine.entries ?? {}).flatMap(([entry, rule]) =>
      ACTORS.map((actor) => ({ entry, rule, actor })),
    );
    if (entryCases.length > 0) {
      it.each(entryCases)('$actor: starts by $entry', ({ entry, rule, actor }) => {
        const verdict = checkEntry(machine, entry, actor);
        expect(verdict.ok).toBe(rule.by.includes(actor));
        if (verdict.ok) expect(verdict.to).toBe(rule.to);
        else expect(verdict.reason).toBe('wrong_actor');
      });
    }

    it('refuses a way in it does not know, even one named like an object key', () => {
      for (const name of ['teleport', 'constructor', 'toString', '__proto__']) {
        expect(checkEntry(machine, name, 'admin')).toMatchObject({ ok: false, reason: 'unknown_transition' });
      }
    });

    it('refuses a transition it does not know, even one named like an object key', () => {
      for (const name of ['teleport', 'constructor', 'toString', '__proto__']) {
        const verdict = checkTransition(machine, name, { state: machine.initial, actor: 'admin' });
        expect(verdict).toMatchObject({ ok: false, reason: 'unknown_transition' });
      }
    });

    it('can reach every state from its initial state', () => {
      const reached = new Set([machine.initial, ...Object.values(machine.entries ?? {}).map((e) => e.to)]);
      for (let grew = true; grew;) {
        grew = false;
        for (const rule of Object.values(machine.transitions)) {
          const from = Object.values(rule.by).flat();
          if (from.some((state) => reached.has(state!)) && !reached.has(rule.to)) {
            reached.add(rule.to);
            grew = true;
          }
        }
      }
      expect([...reached].sort()).toEqual([...machine.states].sort());
    });
  },
);

describe('hiring rules a user would notice', () => {
  it('lets only the client shortlist and reject, and only the filmmaker withdraw', () => {
    expect(checkTransition(applicationMachine, 'shortlist', { state: 'viewed', actor: 'filmmaker' })).toEqual(
      {
        ok: false,
        reason: 'wrong_actor',
        error: 'Only the client can shortlist this application',
      },
    );
    expect(checkTransition(applicationMachine, 'withdraw', { state: 'offered', actor: 'filmmaker' }).ok).toBe(
      true,
    );
    expect(
      checkTransition(applicationMachine, 'withdraw', { state: 'hired', actor: 'filmmaker' }),
    ).toMatchObject({
      ok: false,
      error: 'This application is hired, so it cannot be changed that way now',
    });
  });

  it('takes turns on an offer: the filmmaker answers a sent offer, the client answers a counter', () => {
    expect(availableTransitions(offerMachine, { state: 'sent', actor: 'filmmaker' })).toEqual([
      'accept',
      'decline',
      'counter',
    ]);
    expect(availableTransitions(offerMachine, { state: 'sent', actor: 'client' })).toEqual(['withdraw']);
    expect(availableTransitions(offerMachine, { state: 'countered', actor: 'client' })).toEqual([
      'accept',
      'decline',
      'revise',
      'withdraw',
    ]);
    expect(availableTransitions(offerMachine, { state: 'countered', actor: 'filmmaker' })).toEqual([]);
  });

  it('lets only a client start an application with a direct offer, and it starts offered', () => {
    expect(checkEntry(applicationMachine, 'direct_offer', 'client')).toEqual({ ok: true, to: 'offered' });
    expect(checkEntry(applicationMachine, 'direct_offer', 'filmmaker')).toEqual({
      ok: false,
      reason: 'wrong_actor',
      error: 'Only the client can send a direct offer',
    });
    // From there it is an ordinary offered application: the filmmaker may withdraw, Reelhire hires.
    expect(availableTransitions(applicationMachine, { state: 'offered', actor: 'filmmaker' })).toEqual([
      'withdraw',
    ]);
    expect(availableTransitions(applicationMachine, { state: 'offered', actor: 'system' })).toEqual([
      'reopen',
      'hire',
      'close',
    ]);
  });

  it('ends a hiring story in its final states', () => {
    expect(isFinalState(offerMachine, 'accepted')).toBe(true);
    expect(isFinalState(applicationMachine, 'hired')).toBe(true);
    expect(isFinalState(applicationMachine, 'shortlisted')).toBe(false);
    expect(isFinalState(jobMachine, 'closed')).toBe(true);
  });
});

const terms: OfferTermsInput = {
  amount_minor: 300_000,
  rate_type: 'day',
  units: 3,
  start_date: '2027-03-01',
  end_date: '2027-03-03',
  deliverables: 'Three shoot days with camera package',
  milestones: [
    { title: 'Shoot', amount_minor: 200_000, due_date: '2027-03-03' },
    { title: 'Rushes delivered', amount_minor: 100_000, due_date: '2027-03-05' },
  ],
  revisions_included: 1,
  kill_fee_percent: 50,
  usage_rights: 'Worldwide, all media, in perpetuity',
};

describe('offer terms', () => {
  it('accepts milestones that add up to the amount', () => {
    expect(offerTermsSchema.safeParse(terms).success).toBe(true);
  });

  it('refuses milestones that do not add up, a day rate without days and dates out of order', () => {
    const result = offerTermsSchema.safeParse({
      ...terms,
      units: null,
      end_date: '2027-02-01',
      milestones: [{ title: 'Shoot', amount_minor: 299_999, due_date: '2027-03-03' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Say how many days or half days',
      'The end date is before the start date',
      'The milestones must add up to the amount',
    ]);
  });

  it('says which terms a counter changed', () => {
    const before = offerTermsSchema.parse(terms);
    const after = offerTermsSchema.parse({
      ...terms,
      amount_minor: 330_000,
      milestones: [
        { title: 'Shoot', amount_minor: 230_000, due_date: '2027-03-03' },
        { title: 'Rushes delivered', amount_minor: 100_000, due_date: '2027-03-05' },
      ],
    });
    expect(changedTerms(before, after)).toEqual(['amount_minor', 'milestones']);
  });
});

describe('job fields', () => {
  const job = {
    title: 'DoP for a music video',
    craft: 'director of photography',
    description: 'Two days in a warehouse with a small crew and an Alexa Mini.',
    rate_type: 'day',
    rate_min_minor: 50_000,
    rate_max_minor: 80_000,
    location: { city: 'London', country: 'GB' },
  };

  it('fills sensible defaults and sorts the dates', () => {
    const parsed = jobInputSchema.parse({
      ...job,
      dates: [
        { start: '2027-05-10', end: '2027-05-10' },
        { start: '2027-05-01', end: '2027-05-02' },
      ],
    });
    expect(parsed.openings).toBe(1);
    expect(parsed.location.remote).toBe(false);
    expect(parsed.dates.map((range) => range.start)).toEqual(['2027-05-01', '2027-05-10']);
    expect(dateSpan(parsed.dates)).toEqual({ first: '2027-05-01', last: '2027-05-10' });
    expect(countShootDays(parsed.dates)).toBe(3);
  });

  it('refuses a rate range upside down and a job with no place that is not remote', () => {
    const result = jobInputSchema.safeParse({ ...job, rate_min_minor: 90_000, location: {} });
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Say where the work happens, or mark it remote',
      'The highest rate cannot be lower than the lowest',
    ]);
  });
});
