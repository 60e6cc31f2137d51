import { announcementSchema, type AnnouncementInput } from '@reelhire/shared/announcements';
import { apiFetch } from '@/lib/api-client';

export function createAnnouncement(input: AnnouncementInput) {
  return apiFetch('/rest/v1/announcements', {
    method: 'POST',
    body: input,
    schema: announcementSchema,
    requireSession: true,
  });
}
