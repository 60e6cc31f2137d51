import {
  auditLogSchema,
  type AuditAction,
  type AuditLog,
  type AuditRecordType,
} from '@reelhire/shared/audit-log';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useAuthState } from '@/lib/auth-state';

export const AUDIT_QUERY_ROOT = ['admin', 'audit-log'] as const;
const PAGE_SIZE = 25;

export interface AuditFilters {
  actor: string;
  action: AuditAction | '';
  record_type: AuditRecordType | '';
  record_id: string;
  /** Dates as typed (yyyy-mm-dd), whole days in the viewer's time zone. */
  from: string;
  to: string;
}

/** A yyyy-mm-dd day's start in the viewer's time zone, as the API's ISO time. */
const dayStart = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + plusDays).toISOString();
};

export function listAuditLog(filters: AuditFilters, after?: string | null): Promise<AuditLog> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filters.actor) query.set('actor', filters.actor);
  if (filters.action) query.set('action', filters.action);
  if (filters.record_type) query.set('record_type', filters.record_type);
  if (filters.record_id.trim()) query.set('record_id', filters.record_id.trim());
  if (filters.from) query.set('from', dayStart(filters.from));
  // "To" includes its whole day.
  if (filters.to) query.set('to', dayStart(filters.to, 1));
  if (after) query.set('after', after);
  return apiFetch(`/rest/v1/audit_log?${query.toString()}`, {
    schema: auditLogSchema,
    requireSession: true,
  });
}

/** Admin actions newest first, a page at a time. */
export function useAuditLog(filters: AuditFilters) {
  const userId = useAuthState().session?.user.id;
  return useInfiniteQuery({
    queryKey: [...AUDIT_QUERY_ROOT, filters, userId],
    queryFn: ({ pageParam }) => listAuditLog(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: Boolean(userId),
  });
}
