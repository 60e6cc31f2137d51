import { z } from 'zod';
import {
  amountMinorSchema,
  isoDateSchema,
  optionalLongText,
  pageOf,
  pageQuerySchema,
  requiredText,
} from './hiring-fields.ts';
import { rateTypeSchema } from './jobs.ts';
import { defineMachine } from './state-machine.ts';

// Offers (issue 12): the terms a client proposes to one applicant, and the rounds of counters until one
// side accepts (it becomes a contract) or the negotiation ends. Decision 0024 has the state diagram.

export const OFFER_STATUSES = ['sent', 'countered', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * Turns matter: `sent` waits for the filmmaker, `countered` for the client. The side whose turn it is
 * accepts, declines or counters; the client may withdraw an offer that waits for the filmmaker; an offer
 * nobody answers in OFFER_EXPIRY_DAYS expires.
 */
export const offerMachine = defineMachine({
  name: 'offer',
  states: OFFER_STATUSES,
  initial: 'sent',
  turns: {
    sent: { party: 'filmmaker', action: 'Accept, decline or counter the offer' },
    countered: { party: 'client', action: 'Answer the counter-offer' },
    accepted: null,
    declined: null,
    withdrawn: null,
    expired: null,
  },
  transitions: {
    accept: { to: 'accepted', by: { filmmaker: ['sent'], client: ['countered'] }, label: 'Accept' },
    decline: { to: 'declined', by: { filmmaker: ['sent'], client: ['countered'] }, label: 'Decline' },
    counter: { to: 'countered', by: { filmmaker: ['sent'] }, label: 'Counter' },
    revise: { to: 'sent', by: { client: ['countered'] }, label: 'Send new terms' },
    // Reelhire withdraws the live offer when the filmmaker withdraws the application it answers.
    withdraw: {
      to: 'withdrawn',
      by: { client: ['sent', 'countered'], system: ['sent', 'countered'] },
      label: 'Withdraw',
    },
    expire: { to: 'expired', by: { system: ['sent', 'countered'] }, label: 'Expire' },
  },
});
export type OfferTransition = keyof typeof offerMachine.transitions;

export const OFFER_EXPIRY_DAYS = 7;
export const OFFER_MILESTONES_MAX = 10;
export const OFFER_REVISIONS_MAX = 10;
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  sent: 'Waiting for the filmmaker',
  countered: 'Countered: waiting for the client',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

export const milestoneTermsSchema = z.object({
  title: requiredText(2, 120, 'a milestone title'),
  amount_minor: amountMinorSchema('A milestone amount'),
  due_date: isoDateSchema,
  acceptance_criteria: optionalLongText(1000, 'the acceptance criteria'),
});
export type MilestoneTerms = z.output<typeof milestoneTermsSchema>;

/**
 * The terms of one round. Milestones must add up to the amount exactly (money is whole minor units, so
 * there is no rounding to forgive); day and half-day offers say how many units the amount pays for.
 */
export const offerTermsSchema = z
  .object({
    amount_minor: amountMinorSchema('The amount'),
    rate_type: rateTypeSchema,
    units: z
      .number()
      .int()
      .min(1, 'At least one day or half day')
      .max(365)
      .nullish()
      .transform((v) => v ?? null),
    start_date: isoDateSchema,
    end_date: isoDateSchema,
    deliverables: requiredText(3, 3000, 'the deliverables'),
    milestones: z
      .array(milestoneTermsSchema)
      .min(1, 'Add at least one milestone')
      .max(OFFER_MILESTONES_MAX, `Add at most ${OFFER_MILESTONES_MAX} milestones`),
    revisions_included: z.number().int().min(0).max(OFFER_REVISIONS_MAX),
    kill_fee_percent: z.number().int().min(0, 'The kill fee cannot be negative').max(100, 'At most 100%'),
    cancellation_terms: optionalLongText(2000, 'the cancellation terms'),
    usage_rights: requiredText(3, 2000, 'the usage rights'),
  })
  .superRefine((terms, context) => {
    if (terms.start_date > terms.end_date) {
      context.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'The end date is before the start date',
      });
    }
    if (terms.rate_type !== 'fixed' && terms.units === null) {
      context.addIssue({ code: 'custom', path: ['units'], message: 'Say how many days or half days' });
    }
    const sum = terms.milestones.reduce((total, milestone) => total + milestone.amount_minor, 0);
    if (sum !== terms.amount_minor) {
      context.addIssue({
        code: 'custom',
        path: ['milestones'],
        message: 'The milestones must add up to the amount',
      });
    }
  });
export type OfferTermsInput = z.input<typeof offerTermsSchema>;
export type OfferTerms = z.output<typeof offerTermsSchema>;

export const offerInputSchema = z.object({
  application_id: z.uuid(),
  terms: offerTermsSchema,
  message: z.string().trim().max(2000, 'Keep the message to 2000 characters').nullish(),
});
/**
 * A direct offer (decision 0028): the client names their job and a filmmaker instead of an application.
 * Reelhire creates the filmmaker's application already `offered` with this offer as round 1; a filmmaker
 * who already applied has the offer made on their application instead.
 */
export const directOfferInputSchema = z.object({
  job_id: z.uuid({ error: 'Choose one of your jobs' }),
  filmmaker_id: z.uuid({ error: 'Choose a filmmaker' }),
  terms: offerTermsSchema,
  message: z.string().trim().max(2000, 'Keep the message to 2000 characters').nullish(),
});
export type DirectOfferInput = z.input<typeof directOfferInputSchema>;

/** `POST /offers` takes either body: terms for an applicant, or a direct offer to a filmmaker. */
export const createOfferBodySchema = z.union([offerInputSchema, directOfferInputSchema]);

export const counterInputSchema = z.object({
  terms: offerTermsSchema,
  message: z.string().trim().max(2000, 'Keep the message to 2000 characters').nullish(),
});
export const declineInputSchema = z.object({
  reason: z.string().trim().max(1000, 'Keep the reason to 1000 characters').optional(),
});

export const offerRoundSchema = z.object({
  round: z.number().int(),
  proposed_by: z.enum(['client', 'filmmaker']),
  terms: z.custom<OfferTerms>(),
  message: z.string().nullable(),
  created_at: z.string(),
});
export type OfferRound = z.infer<typeof offerRoundSchema>;

export const offerSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  job_id: z.string(),
  project_id: z.string(),
  client_id: z.string(),
  filmmaker_id: z.string(),
  status: z.enum(OFFER_STATUSES),
  currency: z.string(),
  rounds: z.array(offerRoundSchema),
  decline_reason: z.string().nullable(),
  expires_at: z.string(),
  contract_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/** The fields of two rounds' terms that differ: what the counter view highlights. */
export function changedTerms(before: OfferTerms, after: OfferTerms): (keyof OfferTerms)[] {
  return (Object.keys(after) as (keyof OfferTerms)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

/** `GET /offers?application_id=`: the offers on one application, newest first, by keyset (DESIGN section 5). */
export const offerListQuerySchema = pageQuerySchema.extend({ application_id: z.uuid() });
export const offerListSchema = pageOf(offerSchema);
export type OfferList = z.output<typeof offerListSchema>;
