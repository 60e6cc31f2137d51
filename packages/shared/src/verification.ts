import { idParamsSchema } from './id-params.ts';
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';

// Identity verification (issue 4): a user sends a government ID and a selfie (and, for a client hiring
// as a company, a business document) for one role; an admin approves it, which sets that role's record
// `verified`, or rejects it with a reason, after which the user may send again. Every change is an event
// with who made it and when. Why it works this way: docs/decisions/0013-identity-verification.md.

/** The role a submission verifies: the filmmaker record or the client record (a 'both' user has two). */
export const VERIFICATION_ROLES = ['filmmaker', 'client'] as const;
export type VerificationRole = (typeof VERIFICATION_ROLES)[number];

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** 'none' means the user never sent anything for this role. */
export type VerificationState = VerificationStatus | 'none';

export const IDENTITY_DOCUMENT_TYPES = ['passport', 'driving_licence', 'national_id'] as const;
export type IdentityDocumentType = (typeof IDENTITY_DOCUMENT_TYPES)[number];
export const IDENTITY_DOCUMENT_LABELS: Record<IdentityDocumentType, string> = {
  passport: 'Passport',
  driving_licence: 'Driving licence',
  national_id: 'National identity card',
};

export const REJECTION_REASON_MIN = 10;
export const REJECTION_REASON_MAX = 500;

/** Verification reminders: first this many days after sign-up, then at most once per interval. */
export const VERIFICATION_REMINDER = {
  firstAfterDays: 3,
  everyDays: 7,
  /** After this many reminders a user who never sent documents hears no more. */
  maxReminders: 3,
} as const;

const fileId = (what: string) => z.uuid({ error: `Upload ${what} first` });

export const verificationRoleQuerySchema = z.object({
  role: z.enum(VERIFICATION_ROLES, { error: 'Say which profile to verify: filmmaker or client' }),
});

export const submitVerificationSchema = z.object({
  role: z.enum(VERIFICATION_ROLES, { error: 'Say which profile to verify: filmmaker or client' }),
  document_type: z.enum(IDENTITY_DOCUMENT_TYPES, {
    error: 'Choose passport, driving licence or national identity card',
  }),
  identity_document_file_id: fileId('your identity document'),
  selfie_file_id: fileId('a selfie'),
  /** Required for a client who hires as a company; ignored otherwise. */
  business_document_file_id: z
    .uuid({ error: 'Upload your business document first' })
    .nullish()
    .transform((value) => value ?? null),
});
export type SubmitVerificationInput = z.input<typeof submitVerificationSchema>;

export const rejectVerificationSchema = z.object({
  reason: z
    .string({ error: 'Say why the documents were rejected' })
    .trim()
    .min(REJECTION_REASON_MIN, 'Say why, in a sentence the user can act on')
    .max(REJECTION_REASON_MAX, `Keep the reason to ${REJECTION_REASON_MAX} characters`),
});
export type RejectVerificationInput = z.input<typeof rejectVerificationSchema>;

export const verificationEventSchema = z.object({
  action: z.enum(['submitted', 'approved', 'rejected']),
  /** Who made the change: the user for 'submitted', an admin otherwise. */
  actor_id: z.string(),
  actor_name: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type VerificationEvent = z.infer<typeof verificationEventSchema>;

/** A document as its owner and admins see it: `url` is a signed link that expires. */
export const verificationDocumentSchema = z.object({
  file_id: z.string(),
  url: z.string().nullable(),
  mime_type: z.string(),
  original_name: z.string(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

export const verificationSubmissionSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  role: z.enum(VERIFICATION_ROLES),
  status: z.enum(VERIFICATION_STATUSES),
  document_type: z.enum(IDENTITY_DOCUMENT_TYPES),
  identity_document: verificationDocumentSchema,
  selfie: verificationDocumentSchema,
  business_document: verificationDocumentSchema.nullable(),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  events: z.array(verificationEventSchema),
});
export type VerificationSubmission = z.infer<typeof verificationSubmissionSchema>;

/** `GET /api/rest/v1/verification/me?role=`: where the caller stands for that role. */
export const myVerificationSchema = z.object({
  role: z.enum(VERIFICATION_ROLES),
  state: z.enum([...VERIFICATION_STATUSES, 'none']),
  /** The record's flag (what the access guard reads). */
  verified: z.boolean(),
  /** Whether this role needs a business document (a client hiring as a company). */
  business_document_required: z.boolean(),
  /** The latest submission, or null when there is none. */
  latest: verificationSubmissionSchema.nullable(),
});
export type MyVerification = z.infer<typeof myVerificationSchema>;

/** A submission in the admin queue, with who sent it. */
export const adminVerificationSchema = verificationSubmissionSchema.extend({
  user_email: z.string(),
  user_name: z.string(),
  /** The public name the role's profile shows (company or filmmaker name). */
  profile_name: z.string(),
  client_kind: z.enum(['company', 'individual']).nullable(),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;

export const ADMIN_VERIFICATIONS_PAGE_SIZE = 20;

/**
 * `GET /admin/verifications`: one status, paged by keyset (`after`, `limit`; DESIGN section 5). Pending
 * oldest first, reviewed ones most recently decided first.
 */
export const adminVerificationsQuerySchema = pageQuerySchema.extend({
  status: z.enum(VERIFICATION_STATUSES).default('pending'),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_VERIFICATIONS_PAGE_SIZE),
});

/** A keyset page; `total` (in that status) is counted on the first page only, null on later ones. */
export const adminVerificationListSchema = pageOf(adminVerificationSchema).extend({
  total: z.number().int().nullable(),
});
export type AdminVerificationList = z.infer<typeof adminVerificationListSchema>;

export const verificationIdParamsSchema = idParamsSchema('verification');

export const VERIFICATION_TEXTS = {
  alreadyPending: 'Your documents are already with our team; you will hear from us by email',
  alreadyVerified: 'This profile is already verified',
  businessDocumentRequired: 'Companies also need a business document, such as a certificate of incorporation',
  notYourFile: 'That file is not one of your uploads',
  wrongKind: (what: string) => `That file was not uploaded as ${what}`,
  roleNotYours: (role: VerificationRole) => `Your account has no ${role} profile to verify`,
  notPending: 'This submission has already been reviewed',
} as const;
