import type { AdminFeedbackRecord } from '@reelhire/shared/feedback';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { listFeedback } from './list-feedback.ts';

/** One piece of feedback as admins see it, or 404. */
export async function getFeedbackForAdmin({
  db,
  config,
  id,
}: {
  db: Db;
  config: Config;
  id: string;
}): Promise<AdminFeedbackRecord> {
  const page = await listFeedback({ db, config, id, query: { limit: 1 } });
  const record = page.items[0];
  if (!record) throw notFound('No such feedback');
  return record;
}
