import { z } from 'zod';
import { applicationMachine } from './applications.ts';
import { revisionRequestMachine } from './booking-records.ts';
import { bookingMachine } from './bookings.ts';
import { contractMachine } from './contracts.ts';
import { disputeMachine } from './disputes.ts';
import { paperworkMachine } from './documents.ts';
import { feedbackMachine } from './feedback.ts';
import { holdMachine } from './holds.ts';
import { jobMachine } from './jobs.ts';
import { milestoneMachine } from './milestones.ts';
import { offerMachine } from './offers.ts';
import { milestoneFundingMachine, paymentMachine } from './payments.ts';
import { payoutMachine } from './payouts.ts';
import { pitchMachine } from './pitches.ts';
import { projectMachine } from './projects.ts';
import { socialPostMachine } from './social-posts.ts';
import { reviewMachine } from './reviews.ts';
import type { StateMachine } from './state-machine.ts';

// The dashboard homes' to-do (decision 0053): every record in a state whose turn (the machine's `turns`)
// is the caller's, with that turn's action. GET /api/rest/v1/dashboard/to-dos lists them; the count comes
// from the same query. Nothing here is listed by hand: a new state with a party's turn shows up by itself.

/** Every state machine of the marketplace, by the key the to-do list names it with. */
export const MACHINES = {
  project: projectMachine,
  job: jobMachine,
  application: applicationMachine,
  offer: offerMachine,
  contract: contractMachine,
  booking: bookingMachine,
  milestone: milestoneMachine,
  milestone_funding: milestoneFundingMachine,
  revision_request: revisionRequestMachine,
  hold: holdMachine,
  payment: paymentMachine,
  payout: payoutMachine,
  pitch: pitchMachine,
  paperwork: paperworkMachine,
  // Admin turns only (decision 0065): listed so the tables are checked; no dashboard home shows them.
  feedback: feedbackMachine,
  social_post: socialPostMachine,
  review: reviewMachine,
  dispute: disputeMachine,
} as const satisfies Record<string, StateMachine<string, string>>;
export type MachineKey = keyof typeof MACHINES;
export const MACHINE_KEYS = Object.keys(MACHINES) as MachineKey[];

/** The parties with a dashboard home. Admin turns go to the admin pages; system turns to the job queue. */
export const TO_DO_PARTIES = ['client', 'filmmaker'] as const;
export type ToDoParty = (typeof TO_DO_PARTIES)[number];

/** The most to-dos of one machine a home lists; `count` still counts them all. */
export const TO_DOS_PER_MACHINE = 20;

export const toDosQuerySchema = z.object({ as: z.enum(TO_DO_PARTIES) });

export const toDoSchema = z.object({
  machine: z.enum(MACHINE_KEYS as [MachineKey, ...MachineKey[]]),
  record_id: z.string(),
  /** The record's state (for a milestone's funding, the funding state read from the ledger). */
  status: z.string(),
  /** The turn's action: what the caller is to do. */
  action: z.string(),
  /** What the record is called: the job, booking, milestone or hold title. */
  title: z.string(),
  /** The other party: the company for a filmmaker, the filmmaker for a client. */
  counterpart_name: z.string(),
  /** When it is due or lapses, if ever (ISO date or timestamp). */
  due_at: z.string().nullable(),
  // Where it lives, for the link: whichever apply.
  project_id: z.string().nullable(),
  job_id: z.string().nullable(),
  application_id: z.string().nullable(),
  booking_id: z.string().nullable(),
  milestone_id: z.string().nullable(),
  /** What the action alone does not say, or null: a hold that moved up to first while the client waited. */
  note: z.string().nullable(),
  /** The other party's username, for links to their public page (booking requests). */
  counterpart_username: z.string().nullable(),
});
export type ToDo = z.infer<typeof toDoSchema>;

export const toDosSchema = z.object({
  as: z.enum(TO_DO_PARTIES),
  /** Every to-do of the caller's, also those beyond the listed ones. */
  count: z.number().int(),
  /** Per machine, the same counts. */
  counts: z.partialRecord(z.enum(MACHINE_KEYS as [MachineKey, ...MachineKey[]]), z.number().int()),
  items: z.array(toDoSchema),
});
export type ToDos = z.infer<typeof toDosSchema>;
