import type { PageQuery } from '@reelhire/shared/hiring-fields';
import type { OfferList } from '@reelhire/shared/offers';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, contracts, jobs, offers } from '../../db/schema/hiring.ts';
import { notFound } from '../../http/errors.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { partiesOf, type HiringCaller } from '../applications/hiring-party.ts';
import { loadOffer, offerParties, serializeOffers } from './offer-record.ts';

/** One offer with every round, for either party (or an admin); anyone else gets a 404. */
export async function getOffer({ db, caller, id }: { db: Db; caller: HiringCaller; id: string }) {
  await offerParties(db, id, caller);
  return loadOffer(db, id);
}

/**
 * A page of the offers made on one application, newest first, for either party of it: keyset on
 * (created_at, id) off offers_application_idx (DESIGN section 5).
 */
export async function listOffers({
  db,
  caller,
  applicationId,
  page: { after, limit },
}: {
  db: Db;
  caller: HiringCaller;
  applicationId: string;
  page: PageQuery;
}): Promise<OfferList> {
  const [application] = await db
    .select({ clientId: jobs.clientId, filmmakerId: applications.filmmakerId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  if (!application || partiesOf(caller, application).length === 0) throw notFound('No such application');
  const cursor = after ? decodeTimeCursor(after) : undefined;
  const rows = await db
    .select({
      offer: offers,
      projectId: jobs.projectId,
      contractId: contracts.id,
      at: sql<string>`${offers.createdAt}::text`,
    })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .leftJoin(contracts, eq(contracts.offerId, offers.id))
    .where(
      and(
        eq(offers.applicationId, applicationId),
        cursor
          ? sql`(${offers.createdAt}, ${offers.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await serializeOffers(db, page),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.at, last.offer.id]) : null,
  };
}
