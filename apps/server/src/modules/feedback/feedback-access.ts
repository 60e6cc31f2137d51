import { decideAccess, type AccountState } from '@reelhire/shared/access';
import { matchRoute } from '@reelhire/shared/routes';
import { isUserType } from '@reelhire/shared/user-type';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/require-user.ts';
import type { Db } from '../../db/client.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * docs/product.md §2 and §5: feedback needs a verified account with its profile set up. The server asks the
 * same shared decision the web app's guard renders /feedback with (decision 0065), so a call made around
 * the page is refused for the same reasons the page would redirect.
 */
export async function requireFeedbackSender(db: Db, { user }: AuthContext): Promise<void> {
  const type = user.userMetadata.user_type;
  const [filmmaker] = await db
    .select({ verified: filmmakers.verified, setup: filmmakers.setup })
    .from(filmmakers)
    .where(eq(filmmakers.userId, user.id));
  const [client] = await db
    .select({ verified: clients.verified, setup: clients.setup })
    .from(clients)
    .where(eq(clients.userId, user.id));
  const account: AccountState = {
    userType: isUserType(type) ? type : null,
    filmmaker: filmmaker ?? null,
    client: client ?? null,
  };
  const guard = matchRoute('/feedback')!.guard!;
  const decision = decideAccess('/feedback', guard, { status: 'signed-in', account });
  if (decision.kind === 'render') return;
  const to = decision.kind === 'redirect' ? decision.to : '';
  if (account.userType === 'admin') {
    throw new HttpError(403, 'Feedback is sent by members; admins read it at /admin/feedback');
  }
  if (to.includes('profile-setup') || account.userType === null) {
    throw new HttpError(403, 'Finish setting up your profile before sending feedback');
  }
  throw new HttpError(403, 'Verify your identity before sending feedback');
}
