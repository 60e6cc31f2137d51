import { announcementSchema } from '@reelhire/shared/announcements';
import { apiFetch } from '@/lib/api-client';

export function endAnnouncement(id: string) {
  return apiFetch(`/rest/v1/announcements/${id}/end`, {
    method: 'POST',
    schema: announcementSchema,
    requireSession: true,
  });
}
