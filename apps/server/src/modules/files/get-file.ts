import type { FileRecord } from '@reelhire/shared/file-records';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuthContext } from '../../auth/require-user.ts';
import { notAuthenticated } from '../../auth/auth-error.ts';
import { describeFile } from './describe-file.ts';
import { fileNotFound, findFile, mayReadFile } from './file-access.ts';

export interface GetFileOptions {
  db: Db;
  config: Config;
  id: string;
  viewer: AuthContext | undefined;
  now?: Date;
}

/** One file with fresh links, for whoever may read it. */
export async function getFile({ db, config, id, viewer, now }: GetFileOptions): Promise<FileRecord> {
  const file = await findFile(db, id);
  if (!file) throw fileNotFound();
  if (!mayReadFile(file, viewer)) {
    if (!viewer) throw notAuthenticated('Sign in to see this file');
    throw new HttpError(403, 'You do not have access to this file');
  }
  return describeFile({ config, file, now });
}
