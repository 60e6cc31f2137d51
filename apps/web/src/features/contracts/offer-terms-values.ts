import type { Application } from '@reelhire/shared/applications';
import { countShootDays, dateSpan } from '@reelhire/shared/hiring-fields';
import type { Job, RateType } from '@reelhire/shared/jobs';
import { fromMinorUnits, toMinorUnits } from '@reelhire/shared/money';
import type { counterInputSchema, OfferTerms } from '@reelhire/shared/offers';
import type { z } from 'zod';
import { typedNumber } from '@/lib/form-resolver';

/** What the form holds: the schema's names, money in main units and numbers as typed. */
export interface MilestoneValues {
  title: string;
  amount_minor: string;
  due_date: string;
  acceptance_criteria: string;
}
export interface TermsFormValues {
  terms: {
    amount_minor: string;
    rate_type: RateType;
    units: string;
    start_date: string;
    end_date: string;
    deliverables: string;
    milestones: MilestoneValues[];
    revisions_included: string;
    kill_fee_percent: string;
    cancellation_terms: string;
    usage_rights: string;
  };
  message: string;
}
export type SubmittedTerms = z.output<typeof counterInputSchema>;

const money = (minor: number, currency: string) => String(fromMinorUnits(minor, currency));

/** A round's terms as the form shows them: to counter or revise starting from what is on the table. */
export function formValuesOf(terms: OfferTerms, currency: string): TermsFormValues['terms'] {
  return {
    amount_minor: money(terms.amount_minor, currency),
    rate_type: terms.rate_type,
    units: terms.units === null ? '' : String(terms.units),
    start_date: terms.start_date,
    end_date: terms.end_date,
    deliverables: terms.deliverables,
    milestones: terms.milestones.map((milestone) => ({
      title: milestone.title,
      amount_minor: money(milestone.amount_minor, currency),
      due_date: milestone.due_date,
      acceptance_criteria: milestone.acceptance_criteria ?? '',
    })),
    revisions_included: String(terms.revisions_included),
    kill_fee_percent: String(terms.kill_fee_percent),
    cancellation_terms: terms.cancellation_terms ?? '',
    usage_rights: terms.usage_rights,
  };
}

export const emptyMilestone = (): MilestoneValues => ({
  title: '',
  amount_minor: '',
  due_date: '',
  acceptance_criteria: '',
});

export function toInput(values: TermsFormValues, currency: string) {
  const { terms } = values;
  return {
    terms: {
      amount_minor: toMinorUnits(typedNumber(terms.amount_minor), currency),
      rate_type: terms.rate_type,
      // Left empty, the schema's own words ask for it ("Say how many days or half days").
      units: terms.rate_type === 'fixed' || terms.units.trim() === '' ? null : typedNumber(terms.units),
      start_date: terms.start_date,
      end_date: terms.end_date,
      deliverables: terms.deliverables,
      milestones: terms.milestones.map((milestone) => ({
        title: milestone.title,
        amount_minor: toMinorUnits(typedNumber(milestone.amount_minor), currency),
        due_date: milestone.due_date,
        acceptance_criteria: milestone.acceptance_criteria,
      })),
      revisions_included: typedNumber(terms.revisions_included),
      kill_fee_percent: typedNumber(terms.kill_fee_percent),
      cancellation_terms: terms.cancellation_terms,
      usage_rights: terms.usage_rights,
    },
    message: values.message.trim() || null,
  };
}

const DEFAULT_REVISIONS = '2';
const DEFAULT_KILL_FEE = '50';

/**
 * The first round's terms from what is known: the applicant's rate and rate type, the job's dates (a day
 * rate times its shoot days) and deliverables, and one milestone for the whole amount on the last day.
 */
export function firstRoundTerms(
  application: Pick<Application, 'rate_type' | 'proposed_rate_minor' | 'currency'>,
  job: Job | undefined,
): TermsFormValues['terms'] {
  const { first, last } = dateSpan(job?.dates ?? []);
  const days = job ? countShootDays(job.dates) : 0;
  const units = application.rate_type === 'fixed' ? null : Math.max(days, 1);
  const amount = application.proposed_rate_minor * (units ?? 1);
  const main = String(fromMinorUnits(amount, application.currency));
  return {
    amount_minor: main,
    rate_type: application.rate_type,
    units: units === null ? '' : String(units),
    start_date: first ?? '',
    end_date: last ?? '',
    deliverables: job?.deliverables ?? '',
    milestones: [
      { title: 'Delivery of the work', amount_minor: main, due_date: last ?? '', acceptance_criteria: '' },
    ],
    revisions_included: DEFAULT_REVISIONS,
    kill_fee_percent: DEFAULT_KILL_FEE,
    cancellation_terms: '',
    usage_rights: '',
  };
}
