import { announcementSchema, type AnnouncementPatch } from '@reelhire/shared/announcements';
import { apiFetch } from '@/lib/api-client';

export function updateAnnouncement(id: string, patch: AnnouncementPatch) {
  return apiFetch(`/rest/v1/announcements/${id}`, {
    method: 'PATCH',
    body: patch,
    schema: announcementSchema,
    requireSession: true,
  });
}
