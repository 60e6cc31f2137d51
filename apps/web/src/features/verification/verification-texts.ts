import { FILE_KIND_RULES, formatFileSize, type FileKind } from '@reelhire/shared/file-kinds';
import type { VerificationRole } from '@reelhire/shared/verification';

export const ROLE_LABELS: Record<VerificationRole, string> = {
  filmmaker: 'Filmmaker',
  client: 'Client',
};

export const CLIENT_KIND_LABELS = { company: 'Company', individual: 'Individual' } as const;

export const DOCUMENT_LABELS = {
  identity_document: 'Identity document',
  selfie: 'Selfie',
  business_document: 'Business document',
} as const;

/** The role's dashboard, where the verified page sends the user on. */
export const dashboardOf = (role: VerificationRole) => `/${role}/dashboard`;

/** What an upload slot accepts, in words: 'a photo (JPEG, …) or a PDF, up to 15 MB'. */
export function acceptsText(kind: FileKind): string {
  const rule = FILE_KIND_RULES[kind];
  return `${rule.accepts}, up to ${formatFileSize(rule.maxBytes)}`;
}

/** What verification opens up for each role. */
export const WHAT_VERIFICATION_UNLOCKS: Record<VerificationRole, string> = {
  filmmaker: 'Filmmakers can apply to jobs and be booked only once their identity is verified.',
  client: 'Clients can post jobs and hire filmmakers only once their identity is verified.',
};

/** "The reason." and "The reason" both read well before ". Please send them again." */
export const withoutFinalStop = (text: string) => text.trim().replace(/[.\s]+$/, '');

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));
