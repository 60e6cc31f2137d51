import { describe, expect, it } from 'vitest';
import { applicationMachine } from './applications.ts';
import { contractMachine } from './contracts.ts';
import { countShootDays, dateSpan } from './hiring-fields.ts';
import { jobInputSchema, jobMachine } from './jobs.ts';
import { changedTerms, offerMachine, offerTermsSchema, type OfferTermsInput } from './offers.ts';
import { projectMachine } from './projects.ts';
import { describeMachines } from './machine-test-kit.ts';
import { availableTransitions, checkEntry, checkTransition, isFinalState } from './state-machine.ts';

const machines = [projectMachine, jobMachine, applicationMachine, offerMachine, contractMachine] as const;

describeMachines(machines);

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
