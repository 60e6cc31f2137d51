import { paperworkMachine, type Paperwork, type PaperworkTransition } from '@reelhire/shared/documents';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { paperwork } from '../../db/schema/documents.ts';
import { transitionRefused } from '../../http/errors.ts';
import { readablePaperwork, serializePaperwork } from './paperwork-record.ts';

/**
 * Archives or restores the owner's paperwork (DESIGN section 5): one conditional UPDATE on the states the
 * machine allows, so two calls cannot both win; a refused one is a 409 that changes nothing. Admins read
 * paperwork but do not act on it: to them, as to strangers, it answers 404 here.
 */
export async function transitionPaperwork({
  db,
  config,
  userId,
  id,
  transition,
}: {
  db: Db;
  config: Config;
  userId: string;
  id: string;
  transition: PaperworkTransition;
}): Promise<Paperwork> {
  const rule = paperworkMachine.transitions[transition];
  const from = [...new Set(Object.values(rule.by).flat())];
  const [moved] = await db
    .update(paperwork)
    .set({ status: rule.to, updatedAt: sql`now()` })
    .where(and(eq(paperwork.id, id), eq(paperwork.ownerId, userId), inArray(paperwork.status, from)))
    .returning({ id: paperwork.id });
  const row = await readablePaperwork(db, id, { userId, admin: false });
  if (!moved) {
    const verb = rule.label.toLowerCase();
    throw transitionRefused(
      `This document cannot be ${verb}d: it is ${row.record.status}`,
      row.record.status,
    );
  }
  return serializePaperwork(config, row);
}
