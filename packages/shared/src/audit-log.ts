import { z } from 'zod';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';

// The audit log (decision 0064): one entry for every admin action, written in the action's transaction.

/** Every action an admin can take, as the log names it. */
export const AUDIT_ACTIONS = [
  'user.suspend',
  'user.restore',
  'user.change_role',
  'verification.approve',
  'verification.reject',
  'job.update',
  'job.publish',
  'job.unpublish',
  'job.close',
  'project.open',
  'project.start_production',
  'project.complete',
  'project.archive',
  'project.restore',
  'pitch.publish',
  'pitch.close',
  'pitch.reopen',
  'payout.approve',
  'payout.mark_paid',
  'payout.fail',
  'draft.create',
  'draft.renew_link',
  'sandbox_clock.advance',
  'dispute.rule',
  'milestone.settle',
  'booking.cancel',
  'booking.resolve',
  'contract.cancel',
  'feedback.plan',
  'feedback.complete',
  'feedback.decline',
  'feedback.reply',
  'social_post.create',
  'social_post.update',
  'social_post.schedule',
  'social_post.unschedule',
  'social_post.publish',
  'announcement.create',
  'announcement.update',
  'announcement.end',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_RECORD_TYPES = [
  'user',
  'verification',
  'job',
  'project',
  'pitch',
  'payout',
  'draft',
  'sandbox_clock',
  'dispute',
  'milestone',
  'booking',
  'contract',
  'feedback',
  'social_post',
  'announcement',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.suspend': 'Suspended an account',
  'user.restore': 'Restored an account',
  'user.change_role': 'Changed an account’s role',
  'verification.approve': 'Approved a verification',
  'verification.reject': 'Rejected a verification',
  'job.update': 'Edited a job',
  'job.publish': 'Published a job',
  'job.unpublish': 'Unpublished a job',
  'job.close': 'Closed a job',
  'project.open': 'Opened a project',
  'project.start_production': 'Started a project’s production',
  'project.complete': 'Completed a project',
  'project.archive': 'Archived a project',
  'project.restore': 'Restored a project',
  'pitch.publish': 'Published a pitch',
  'pitch.close': 'Closed a pitch',
  'pitch.reopen': 'Reopened a pitch',
  'payout.approve': 'Approved a payout',
  'payout.mark_paid': 'Marked a payout paid',
  'payout.fail': 'Marked a payout failed',
  'draft.create': 'Made a job draft',
  'draft.renew_link': 'Renewed a draft’s claim link',
  'sandbox_clock.advance': 'Moved the sandbox clock',
  'dispute.rule': 'Ruled on a dispute',
  'milestone.settle': 'Settled a milestone by a dispute ruling',
  'booking.cancel': 'Cancelled a booking',
  'booking.resolve': 'Resolved a disputed booking',
  'contract.cancel': 'Cancelled a contract',
  'feedback.plan': 'Marked feedback planned',
  'feedback.complete': 'Marked feedback done',
  'feedback.decline': 'Marked feedback won’t do',
  'feedback.reply': 'Replied to feedback',
  'social_post.create': 'Drafted a social post',
  'social_post.update': 'Edited a social post',
  'social_post.schedule': 'Scheduled a social post',
  'social_post.unschedule': 'Moved a social post back to draft',
  'social_post.publish': 'Marked a social post published',
  'announcement.create': 'Published an announcement',
  'announcement.update': 'Edited an announcement',
  'announcement.end': 'Ended an announcement',
};

/** The log's words for an action, or the action itself for one this build does not know yet. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}

const dateTime = z.iso.datetime({ offset: true, error: 'Give a date and time (ISO 8601)' });

export const auditLogQuerySchema = pageQuerySchema.extend({
  actor: z.uuid({ error: 'actor: This is not a valid user id' }).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'Choose an action from the list' }).optional(),
  record_type: z.enum(AUDIT_RECORD_TYPES, { error: 'Choose a record type from the list' }).optional(),
  record_id: z.string().trim().min(1).max(100).optional(),
  /** Entries at or after this time. */
  from: dateTime.optional(),
  /** Entries before this time. */
  to: dateTime.optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor_user_id: z.uuid().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  record_type: z.string(),
  record_id: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogSchema = pageOf(auditEntrySchema);
export type AuditLog = z.infer<typeof auditLogSchema>;

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields that differ between before and after, flattened to dotted paths, so a page shows what an
 * action changed rather than two blobs. Arrays are compared whole.
 */
export function auditChanges(before: unknown, after: unknown, prefix = ''): AuditChange[] {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(before) || isObject(after)) {
    const left = isObject(before) ? before : {};
    const right = isObject(after) ? after : {};
    if (!isObject(before) && before !== null && before !== undefined) {
      return [{ field: prefix || '(value)', before, after }];
    }
    const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
    return keys.flatMap((key) => auditChanges(left[key], right[key], prefix ? `${prefix}.${key}` : key));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: prefix || '(value)', before: before ?? null, after: after ?? null }];
}
