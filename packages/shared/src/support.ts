import { z } from 'zod';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';

export const SUPPORT_TOPICS = ['account', 'payments', 'bookings', 'disputes', 'technical', 'other'] as const;

/** Shared by the /support form and POST /api/rest/v1/support-requests. */
export const supportRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please tell us your name').max(120, 'Name is too long'),
  email: z.email({ error: 'Please provide a valid email address' }).max(254),
  topic: z.enum(SUPPORT_TOPICS, { error: 'Please choose a topic' }),
  message: z
    .string()
    .trim()
    .min(10, 'Please describe your request in at least 10 characters')
    .max(5000, 'Please keep your message under 5000 characters'),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

export const supportRequestCreatedSchema = z.object({
  id: z.string(),
  created_at: z.string(),
});
export type SupportRequestCreated = z.infer<typeof supportRequestCreatedSchema>;

/** A request as the support inbox (admins) sees it. */
export const supportRequestRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  user_id: z.string().nullable(),
  created_at: z.string(),
});
export type SupportRequestRecord = z.infer<typeof supportRequestRecordSchema>;

export const SUPPORT_INBOX_PAGE_SIZE = 25;

/** `GET /support-requests`: newest first, paged by keyset (`after`, `limit`; DESIGN section 5). */
export const supportInboxQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(SUPPORT_INBOX_PAGE_SIZE),
});
export type SupportInboxQuery = z.infer<typeof supportInboxQuerySchema>;

/** A keyset page; `total` is counted on the first page only (null on later ones), for the heading. */
export const supportInboxSchema = pageOf(supportRequestRecordSchema).extend({
  total: z.number().int().nullable(),
});
export type SupportInbox = z.infer<typeof supportInboxSchema>;
