import type { Offer } from '@reelhire/shared/offers';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, jobs, offers } from '../../db/schema/hiring.ts';
import { notFound } from '../../http/errors.ts';
import { partiesOf, type HiringCaller } from '../applications/hiring-party.ts';
import { loadOffer, offerParties, selectOffers, serializeOffers } from './offer-record.ts';

/** One offer with every round, for either party (or an admin); anyone else gets a 404. */
export async function getOffer({ db, caller, id }: { db: Db; caller: HiringCaller; id: string }) {
  await offerParties(db, id, caller);
  return loadOffer(db, id);
}

/** Every offer made on one application, newest first, for either party of it. */
export async function listOffers({
  db,
  caller,
  applicationId,
}: {
  db: Db;
  caller: HiringCaller;
  applicationId: string;
}): Promise<{ items: Offer[] }> {
  const [application] = await db
    .select({ clientId: jobs.clientId, filmmakerId: applications.filmmakerId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  if (!application || partiesOf(caller, application).length === 0) throw notFound('No such application');
  const rows = await selectOffers(db)
    .where(eq(offers.applicationId, applicationId))
    .orderBy(desc(offers.createdAt));
  return { items: await serializeOffers(db, rows) };
}
