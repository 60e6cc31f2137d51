import { z } from 'zod';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';
import type { OfferTerms } from './offers.ts';
import { defineMachine } from './state-machine.ts';

// Contracts (issue 12): an accepted offer, frozen. Both parties read the same numbered, dated terms.
// Bookings and money (issues 13 and 14) add their own states on top. Decision 0024 has the diagram.

export const CONTRACT_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const contractMachine = defineMachine({
  name: 'contract',
  states: CONTRACT_STATUSES,
  initial: 'active',
  // A signed contract's work and money wait on its booking's milestones and their funding (decision 0053).
  turns: { active: null, completed: null, cancelled: null },
  transitions: {
    complete: { to: 'completed', by: { system: ['active'] }, label: 'Complete' },
    cancel: {
      to: 'cancelled',
      by: { client: ['active'], filmmaker: ['active'], admin: ['active'] },
      label: 'Cancel',
    },
  },
});
export type ContractTransition = keyof typeof contractMachine.transitions;

/** RH-2026-000042: the year it was signed and a number that never repeats. */
export function contractNumber(year: number, sequence: number): string {
  return `RH-${year}-${String(sequence).padStart(6, '0')}`;
}

export const contractSchema = z.object({
  id: z.string(),
  number: z.string(),
  offer_id: z.string(),
  application_id: z.string(),
  job_id: z.string(),
  project_id: z.string(),
  client_id: z.string(),
  filmmaker_id: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  currency: z.string(),
  terms: z.custom<OfferTerms>(),
  signed_at: z.string(),
  job: z.object({ title: z.string() }),
  project: z.object({ title: z.string() }),
  client: z.object({ name: z.string().nullable() }),
  filmmaker: z.object({ name: z.string(), username: z.string().nullable() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractListQuerySchema = pageQuerySchema.extend({
  status: z.enum(CONTRACT_STATUSES).optional(),
  /** Only the contracts of one job (a job's payment, review and dispute steps). */
  job_id: z.uuid().optional(),
});
export const contractListSchema = pageOf(contractSchema);
export type ContractList = z.infer<typeof contractListSchema>;
