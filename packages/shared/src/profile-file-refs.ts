import { z } from 'zod';

// A stored file as a profile answer names it (avatar, logo, portfolio images): its id with its signed,
// expiring link and its type.

export const fileRefSchema = z.object({
  file_id: z.string(),
  /** A signed link to the file; null when the file is gone. */
  url: z.string().nullable(),
  /**
   * The type the file is stored and served with ('image/jpeg', 'video/mp4'), so a gallery knows a clip
   * from a still before loading it; null when the file is gone.
   */
  mime_type: z.string().nullable(),
});
export type FileRef = z.infer<typeof fileRefSchema>;
