import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuthContext } from '../../auth/require-user.ts';
import type { FileRow } from './sign-file-url.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const fileNotFound = () => new HttpError(404, 'File not found');

/** The row, or undefined for an unknown id (anything not shaped like one never reaches the database). */
export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** Public files are for anyone; private ones for their owner and admins (identity checks, support). */
export function mayReadFile(file: FileRow, viewer: AuthContext | undefined): boolean {
  if (file.visibility === 'public') return true;
  if (!viewer) return false;
  return file.ownerId === viewer.user.id || viewer.user.userMetadata.user_type === 'admin';
}
