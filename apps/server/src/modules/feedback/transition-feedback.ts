import { feedbackMachine, type AdminFeedbackRecord } from '@reelhire/shared/feedback';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { feedback } from '../../db/schema/feedback.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { getFeedbackForAdmin } from './get-feedback.ts';

/** An admin moves feedback through its machine (new -> planned, done or won't do); 409 when it cannot. */
export async function transitionFeedback({
  db,
  config,
  id,
  transition,
  adminUserId,
}: {
  db: Db;
  config: Config;
  id: string;
  transition: string;
  adminUserId: string;
}): Promise<AdminFeedbackRecord> {
  await db.transaction(async (tx) => {
    await recordTransition({
      tx,
      table: feedback,
      machine: feedbackMachine,
      recordType: 'feedback',
      id,
      transition,
      actor: 'admin',
      actorUserId: adminUserId,
      notFoundMessage: 'No such feedback',
    });
  });
  return getFeedbackForAdmin({ db, config, id });
}
