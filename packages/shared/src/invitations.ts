import { z } from 'zod';

// Invitations to apply (issue 12): a client picks a filmmaker from the directory or a portfolio and asks
// them to look at one of their published jobs. The filmmaker is told by email (a job match sent by the
// client, decision 0024) and sees the invitation on their jobs page and dashboard until they apply.

export const INVITATION_MESSAGE_MAX = 500;

export const invitationInputSchema = z.object({
  job_id: z.uuid({ error: 'Choose one of your jobs' }),
  filmmaker_id: z.uuid({ error: 'Choose a filmmaker' }),
  message: z
    .string()
    .trim()
    .max(INVITATION_MESSAGE_MAX, `Keep the message to ${INVITATION_MESSAGE_MAX} characters`)
    .nullish()
    .transform((value) => value || null),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  filmmaker_id: z.string(),
  message: z.string().nullable(),
  job: z.object({
    title: z.string(),
    project_id: z.string(),
    status: z.string(),
    craft: z.string(),
    application_deadline: z.string().nullable(),
  }),
  client_name: z.string(),
  filmmaker_name: z.string(),
  /** Whether the filmmaker has applied since: the invitation then needs nothing more. */
  applied: z.boolean(),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * Without a filter: the invitations the caller received as a filmmaker. With `job_id` or `filmmaker_id`
 * (or both): the invitations the caller sent as a client, to that job or that filmmaker.
 */
export const invitationListQuerySchema = z.object({
  job_id: z.uuid().optional(),
  filmmaker_id: z.uuid().optional(),
});
export const invitationListSchema = z.object({ items: z.array(invitationSchema) });
