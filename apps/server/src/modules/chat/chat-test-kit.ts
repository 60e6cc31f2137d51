import { roomName } from '@reelhire/shared/chat-rooms';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import type { TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';

export interface ChatParty {
  userId: string;
  token: string;
  entityId: string;
  email: string;
}

export interface ChatPartyOptions {
  email: string;
  role: 'client' | 'filmmaker' | 'admin';
  name?: string;
  verified?: boolean;
  setup?: boolean;
}

/** A signed-in account with a live (set-up, verified unless said) profile for its role. */
export async function chatParty(
  t: TestApp,
  { email, role, name = 'Sam Reed', verified = true, setup = true }: ChatPartyOptions,
): Promise<ChatParty> {
  const [first, ...rest] = name.split(' ');
  const user = await signedInAccount(t, {
    email,
    metadata: { user_type: role, first_name: first, last_name: rest.join(' ') },
  });
  let entityId = '';
  if (role === 'filmmaker') {
    const [row] = await t.database.db
      .insert(filmmakers)
      .values({ userId: user.id, firstName: first!, lastName: rest.join(' '), verified, setup })
      .returning({ id: filmmakers.id });
    entityId = row!.id;
  } else if (role === 'client') {
    const [row] = await t.database.db
      .insert(clients)
      .values({ userId: user.id, companyName: name, verified, setup })
      .returning({ id: clients.id });
    entityId = row!.id;
  }
  return { userId: user.id, token: user.token, entityId, email };
}

export const roomOf = (client: ChatParty, filmmaker: ChatParty) =>
  roomName(client.entityId, filmmaker.entityId);

/** A client and a filmmaker (emails `<prefix>-client@` and `<prefix>-film@`) and their room. */
export async function chatPair(
  t: TestApp,
  prefix: string,
  names: { client: string; filmmaker: string } = { client: 'Harbour Media', filmmaker: 'Tom Reyes' },
) {
  const client = await chatParty(t, {
    email: `${prefix}-client@example.com`,
    role: 'client',
    name: names.client,
  });
  const filmmaker = await chatParty(t, {
    email: `${prefix}-film@example.com`,
    role: 'filmmaker',
    name: names.filmmaker,
  });
  return { client, filmmaker, room: roomOf(client, filmmaker) };
}

/** An API call as a party (or without a session when `token` is undefined). */
export async function callAs(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { apikey: t.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & unknown[] };
}
