// The chat benchmark's people: per room one client and one filmmaker, real accounts with verified, set-up
// profiles and live sessions, written straight into the database the server will open, with the access
// tokens the server issues for them (signed with the benchmark's JWT secret).
import { roomName, type ChatRole } from '@reelhire/shared/chat-rooms';
import type { Db } from '../apps/server/src/db/client.ts';

export interface Party {
  role: ChatRole;
  entityId: string;
  token: string;
  room: string;
}

export async function seedParties(
  db: Db,
  { publicUrl, rooms, jwtSecret }: { publicUrl: string; rooms: number; jwtSecret: string },
): Promise<Party[]> {
  const { sessions, users } = await import('../apps/server/src/db/schema/auth.ts');
  const { clients, filmmakers } = await import('../apps/server/src/db/schema/profiles.ts');
  const { signAccessToken } = await import('../apps/server/src/auth/tokens.ts');
  const issuer = `${publicUrl}/api/auth/v1`;
  const now = new Date();
  const amr = [{ method: 'password', timestamp: Math.floor(now.getTime() / 1000) }];
  const parties: Party[] = [];
  const BATCH = 250;
  for (let start = 0; start < rooms; start += BATCH) {
    const count = Math.min(BATCH, rooms - start);
    const people = Array.from({ length: count }, (_, i) => [
      { role: 'client' as const, n: start + i },
      { role: 'filmmaker' as const, n: start + i },
    ]).flat();
    // Accounts without a password (nobody signs in with one here): the sessions are minted below.
    const created = await db
      .insert(users)
      .values(
        people.map(({ role, n }) => ({
          email: `bench-chat-${role}-${n}@example.test`,
          emailConfirmedAt: now,
          userMetadata: {
            user_type: role,
            first_name: role === 'client' ? 'Client' : 'Film',
            last_name: `${n}`,
          },
          appMetadata: { provider: 'email', providers: ['email'] },
        })),
      )
      .returning();
    const clientUsers = created.filter((user) => user.userMetadata.user_type === 'client');
    const filmmakerUsers = created.filter((user) => user.userMetadata.user_type === 'filmmaker');
    const clientRows = await db
      .insert(clients)
      .values(
        clientUsers.map((user) => ({
          userId: user.id,
          companyName: `Bench Studio ${user.userMetadata.last_name as string}`,
          verified: true,
          setup: true,
        })),
      )
      .returning({ id: clients.id, userId: clients.userId });
    const filmmakerRows = await db
      .insert(filmmakers)
      .values(
        filmmakerUsers.map((user) => ({
          userId: user.id,
          firstName: 'Film',
          lastName: `Maker ${user.userMetadata.last_name as string}`,
          verified: true,
          setup: true,
        })),
      )
      .returning({ id: filmmakers.id, userId: filmmakers.userId });
    const sessionRows = await db
      .insert(sessions)
      .values(created.map((user) => ({ userId: user.id, amr })))
      .returning({ id: sessions.id, userId: sessions.userId });
    const sessionOf = new Map(sessionRows.map((row) => [row.userId, row.id]));
    const userById = new Map(created.map((user) => [user.id, user]));
    const token = async (userId: string) => {
      const user = userById.get(userId)!;
      const signed = await signAccessToken({
        secret: jwtSecret,
        issuer,
        now,
        claims: {
          sub: userId,
          session_id: sessionOf.get(userId)!,
          email: user.email,
          aal: 'aal1',
          amr,
          user_metadata: user.userMetadata,
          app_metadata: user.appMetadata,
        },
      });
      return signed.token;
    };
    // Pair them by their number: client n talks with filmmaker n.
    const clientByN = new Map(
      clientRows.map((row) => [userById.get(row.userId)!.userMetadata.last_name, row]),
    );
    for (const filmmaker of filmmakerRows) {
      const client = clientByN.get(userById.get(filmmaker.userId)!.userMetadata.last_name)!;
      const room = roomName(client.id, filmmaker.id);
      parties.push(
        { role: 'client', entityId: client.id, token: await token(client.userId), room },
        { role: 'filmmaker', entityId: filmmaker.id, token: await token(filmmaker.userId), room },
      );
    }
  }
  return parties;
}
