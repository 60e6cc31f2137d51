import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { holds } from '../../db/schema/holds.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { signUpNames } from '../profiles/profile-access.ts';

/**
 * Tells the holder of a hold that just moved up to first, in the promotion's transaction: their time to
 * confirm starts now and a dashboard they may not open for days is not enough (decision 0040). Sent as
 * SPEC's booking confirmation type (high priority), once per hold: a hold is promoted at most once.
 */
export async function emailPromotedHolder({ tx, holdId }: { tx: Db; holdId: string }): Promise<void> {
  const [row] = await tx
    .select({ hold: holds, holder: users, filmmaker: filmmakers })
    .from(holds)
    .innerJoin(clients, eq(clients.id, holds.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .innerJoin(filmmakers, eq(filmmakers.id, holds.filmmakerId))
    .where(eq(holds.id, holdId));
  if (!row?.hold.confirmBy) return;
  const filmmakerName =
    `${row.filmmaker.firstName} ${row.filmmaker.lastName}`.trim() ||
    row.filmmaker.username ||
    'Your filmmaker';
  await enqueueEmail({
    db: tx,
    emailType: 'booking_confirmation',
    recipientEmail: row.holder.email,
    idempotencyKey: `booking_confirmation:hold:${holdId}:promoted`,
    templateData: {
      stage: 'hold_promoted',
      recipientRole: 'client',
      firstName: signUpNames(row.holder).firstName || undefined,
      otherPartyName: filmmakerName.slice(0, 100),
      jobTitle: row.hold.title.slice(0, 200),
      confirmBy: row.hold.confirmBy.toISOString(),
      startDate: row.hold.firstDay,
    },
  });
}
