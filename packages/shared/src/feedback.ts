import { z } from 'zod';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';
import { defineMachine } from './state-machine.ts';

// Feedback from members to the team (docs/product.md §2 and §5: /feedback needs a verified account with
// its profile set up) and the admin's triage of it at /admin/feedback (decision 0065).

export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'praise', 'question', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  bug: 'Something is broken',
  idea: 'An idea',
  praise: 'Praise',
  question: 'A question',
  other: 'Something else',
};

export const FEEDBACK_STATUSES = ['new', 'planned', 'done', 'wont_do'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  new: 'New',
  planned: 'Planned',
  done: 'Done',
  wont_do: "Won't do",
};

/**
 * A piece of feedback, triaged by an admin: while new it is the admin's turn; planned waits on the work
 * (nobody's turn until it ships); done and won't-do close it. Admin turns show on the admin pages, never
 * on the client and filmmaker homes (decision 0053).
 */
export const feedbackMachine = defineMachine({
  name: 'feedback',
  states: FEEDBACK_STATUSES,
  initial: 'new',
  transitions: {
    plan: { to: 'planned', by: { admin: ['new'] }, label: 'Mark planned' },
    complete: { to: 'done', by: { admin: ['new', 'planned'] }, label: 'Mark done' },
    decline: { to: 'wont_do', by: { admin: ['new', 'planned'] }, label: "Mark won't do" },
  },
  turns: {
    new: { party: 'admin', action: 'Triage the feedback' },
    planned: null,
    done: null,
    wont_do: null,
  },
});
export type FeedbackTransition = keyof typeof feedbackMachine.transitions;
export const FEEDBACK_TRANSITIONS = Object.keys(feedbackMachine.transitions) as FeedbackTransition[];

export const FEEDBACK_MESSAGE_MAX = 5000;
export const FEEDBACK_REPLY_MAX = 5000;

/** `POST /api/rest/v1/feedback` and the /feedback form. */
export const feedbackInputSchema = z.object({
  rating: z.coerce
    .number({ error: 'Please give a rating from 1 to 5' })
    .int('Please give a rating from 1 to 5')
    .min(1, 'Please give a rating from 1 to 5')
    .max(5, 'Please give a rating from 1 to 5'),
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'Please choose what your feedback is about' }),
  message: z
    .string({ error: 'Please tell us more' })
    .trim()
    .min(10, 'Please tell us a little more (at least 10 characters)')
    .max(FEEDBACK_MESSAGE_MAX, `Please keep it under ${FEEDBACK_MESSAGE_MAX} characters`),
  /** A `feedback_screenshot` file of the caller's own, uploaded first through POST /files. */
  screenshot_file_id: z.uuid({ error: 'The screenshot id is not valid' }).nullish(),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const feedbackReplyInputSchema = z.object({
  message: z
    .string({ error: 'Please write a reply' })
    .trim()
    .min(1, 'Please write a reply')
    .max(FEEDBACK_REPLY_MAX, `Please keep the reply under ${FEEDBACK_REPLY_MAX} characters`),
});
export type FeedbackReplyInput = z.infer<typeof feedbackReplyInputSchema>;

/** A piece of feedback as its author sees it. */
export const feedbackRecordSchema = z.object({
  id: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  rating: z.number().int(),
  category: z.enum(FEEDBACK_CATEGORIES),
  message: z.string(),
  /** A signed, expiring link to the screenshot (its author and admins only), or null. */
  screenshot_url: z.string().nullable(),
  /** The team's latest reply, also emailed to the author. */
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FeedbackRecord = z.infer<typeof feedbackRecordSchema>;

/** As admins see it: with who sent it. */
export const adminFeedbackRecordSchema = feedbackRecordSchema.extend({
  author: z.object({
    user_id: z.string().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    user_type: z.string().nullable(),
  }),
});
export type AdminFeedbackRecord = z.infer<typeof adminFeedbackRecordSchema>;

export const FEEDBACK_PAGE_SIZE = 20;

export const myFeedbackQuerySchema = pageQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(FEEDBACK_PAGE_SIZE),
});
export type MyFeedbackQuery = z.output<typeof myFeedbackQuerySchema>;

export const adminFeedbackQuerySchema = myFeedbackQuerySchema.extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
});
export type AdminFeedbackQuery = z.output<typeof adminFeedbackQuerySchema>;

export const myFeedbackPageSchema = pageOf(feedbackRecordSchema);
export type MyFeedbackPage = z.infer<typeof myFeedbackPageSchema>;
export const adminFeedbackPageSchema = pageOf(adminFeedbackRecordSchema);
export type AdminFeedbackPage = z.infer<typeof adminFeedbackPageSchema>;
