import { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

const dismissedSchema = z.object({ id: z.string(), dismissed: z.literal(true) });

export function dismissAnnouncement(id: string) {
  return apiFetch(`/rest/v1/announcements/${id}/dismiss`, {
    method: 'POST',
    schema: dismissedSchema,
    requireSession: true,
  });
}
