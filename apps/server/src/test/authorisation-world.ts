import type { Booking } from '@reelhire/shared/booking-records';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { outsideCalendars } from '../db/schema/calendar-feeds.ts';
import {
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  keyed,
  offer,
  acceptOffer,
  offerTerms,
} from '../modules/applications/hiring-test-kit.ts';
import { signedInAccount } from '../modules/auth/auth-test-kit.ts';
import { fundEscrow, hire } from '../modules/bookings/booking-test-kit.ts';
import { roomOf } from '../modules/chat/chat-test-kit.ts';
import { createdDraft } from '../modules/claims/claims-test-kit.ts';
import { seedAvailableEarnings } from '../modules/earnings/money-test-kit.ts';
import { makeImage, makePdf } from '../modules/files/file-fixtures.ts';
import { uploaded } from '../modules/files/upload-test-kit.ts';
import { fullDays, holdTerms, placeHoldAs } from '../modules/holds/hold-test-kit.ts';
import { completeBooking } from '../modules/reviews/review-test-kit.ts';
import type { Operation, SchemaObject } from './bad-input-arbitraries.ts';
import type { TestApp } from './test-app.ts';

// Decision 0070: the authorisation matrix's world. One client ("client") and one filmmaker ("filmmaker")
// share every kind of record there is: a job and its application, an offer, the contract and booking it
// became, a conversation, files, documents, a hold, a dispute, a payment, a payout, a review, a pitch. A
// second client of the same filmmaker ("otherClient", with a booking of their own), a filmmaker who never
// worked with either ("otherFilmmaker"), a 'both' account, an admin, and a client of the same filmmaker
// whom an admin suspended, with a token from before ("suspended"), complete it. Every request of the
// matrix names the first pair's records, so anyone else reaching them is a hole.

export const CALLERS = [
  'anonymous',
  'client',
  'filmmaker',
  'both',
  'admin',
  'otherClient',
  'otherFilmmaker',
  'suspended',
] as const;
export type CallerName = (typeof CALLERS)[number];

export interface World {
  tokens: Record<CallerName, string | undefined>;
  /** The record each path names, by the path's resource (`bookings`, `milestones`...). */
  ids: Record<string, string>;
  /** Values for body fields that name records (`booking_id`, `room_name`...). */
  fields: Record<string, unknown>;
  /** Values for path parameters other than `id`. */
  params: Record<string, string>;
}

const expectStatus = (what: string, response: { status: number; body: unknown }, status = 201) => {
  if (response.status !== status) {
    throw new Error(`setting up ${what}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body as Record<string, unknown> & { id: string };
};

const firstId = async (t: TestApp, query: ReturnType<typeof sql>) => {
  const [row] = await queryRows<{ id: string }>(t.database.db, query);
  if (!row) throw new Error(`setting up: no row for ${JSON.stringify(query)}`);
  return row.id;
};

/** The world above, made through the API where the API makes it (so records are as users make them). */
export async function authorisationWorld(t: TestApp, prefix: string): Promise<World> {
  const admin = await signedInAccount(t, {
    email: `admin@${prefix}.example`,
    metadata: { user_type: 'admin', first_name: 'Ada', last_name: 'Admin' },
  });
  const both = await signedInAccount(t, {
    email: `both@${prefix}.example`,
    metadata: { user_type: 'both', first_name: 'Bo', last_name: 'Both' },
  });
  const client = await hiringClient(t, { email: `client@${prefix}.example` });
  const filmmaker = await hiringFilmmaker(t, { email: `filmmaker@${prefix}.example` });
  const otherClient = await hiringClient(t, {
    email: `other-client@${prefix}.example`,
    company: 'Elsewhere Ltd',
  });
  const otherFilmmaker = await hiringFilmmaker(t, {
    email: `other-filmmaker@${prefix}.example`,
    name: 'Otto Stranger',
  });

  const suspended = await hiringClient(t, {
    email: `suspended@${prefix}.example`,
    company: 'Gone Quiet Ltd',
  });
  await hire(t, { client: suspended, filmmaker });
  expectStatus(
    'suspension',
    await call(t, admin.token, 'POST', `/users/${suspended.userId}/suspend`, { reason: 'Chargebacks' }),
    200,
  );

  // The pair's hiring: an application, an offer accepted into a contract and a booking.
  const application = expectStatus('application', await apply(t, filmmaker, client.jobId));
  const sent = expectStatus('offer', await offer(t, client, application.id, offerTerms()));
  const accepted = expectStatus('acceptance', await acceptOffer(t, filmmaker, sent.id), 200) as unknown as {
    contract: { id: string };
  };
  const bookingId = await firstId(
    t,
    sql`select id from bookings where contract_id = ${accepted.contract.id}`,
  );
  const booking = (await call<Booking>(t, client.token, 'GET', `/bookings/${bookingId}`)).body;
  // The other client hires the same filmmaker too: the filmmaker's records are not all one client's.
  await hire(t, { client: otherClient, filmmaker });

  // A completed booking of the pair, for its reviews.
  const finished = await hire(t, { client, filmmaker });
  await completeBooking(t, client, filmmaker, finished);
  const review = expectStatus(
    'review',
    await call(t, client.token, 'POST', '/reviews', {
      booking_id: finished.id,
      rating: 5,
      body: 'Calm on set and the rushes were lovely.',
      scores: { communication: 5, punctuality: 5, craft_quality: 5 },
    }),
  );

  // Their conversation, files and paperwork.
  const room = roomOf(client, filmmaker);
  const message = expectStatus(
    'message',
    await call(t, client.token, 'POST', '/messages', {
      id: crypto.randomUUID(),
      room_name: room,
      content: 'The call sheet is attached.',
      entity_id: client.entityId,
      entity_role: 'client',
    }),
  );
  const pdf = makePdf();
  const privateFile = await uploaded(t, {
    token: client.token,
    kind: 'private_document',
    name: 'release.pdf',
    type: 'application/pdf',
    data: pdf,
  });
  const identity = await uploaded(t, {
    token: client.token,
    kind: 'identity_document',
    name: 'passport.pdf',
    type: 'application/pdf',
    data: pdf,
  });
  const selfie = await uploaded(t, {
    token: client.token,
    kind: 'selfie',
    name: 'selfie.jpg',
    type: 'image/jpeg',
    data: await makeImage({ width: 400, height: 400 }),
  });
  const document = expectStatus(
    'document',
    await call(t, client.token, 'POST', '/documents', {
      file_id: privateFile.id,
      category: 'release',
      title: 'Location release',
    }),
  );
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/rest/v1/uploads',
    headers: { apikey: t.anonKey, authorization: `Bearer ${client.token}` },
    payload: { kind: 'private_document', name: 'big.pdf', size: 10_000_000, type: 'application/pdf' },
  });
  expectStatus('upload session', { status: session.statusCode, body: session.json() });
  // The client's identity documents under review: verified for a moment, then verified again below.
  await t.database.db.execute(sql`update clients set verified = false where id = ${client.entityId}`);
  expectStatus(
    'verification',
    await call(t, client.token, 'POST', '/verification/me', {
      role: 'client',
      document_type: 'passport',
      identity_document_file_id: identity.id,
      selfie_file_id: selfie.id,
    }),
  );

  await t.database.db.execute(sql`update clients set verified = true where id = ${client.entityId}`);

  // A hold on the filmmaker's days, a dispute on the booking, a card payment, a payout, a pitch.
  const hold = expectStatus(
    'hold',
    await placeHoldAs(t, client, holdTerms(filmmaker.entityId, fullDays('2027-06-07', '2027-06-08'))),
  );
  await fundEscrow(t, booking);
  const dispute = expectStatus(
    'dispute',
    await call(t, client.token, 'POST', '/disputes', {
      booking_id: booking.id,
      reason: 'not_delivered',
      description: 'Nothing has arrived and the filmmaker has gone quiet.',
    }),
  );
  const payment = expectStatus(
    'payment',
    await call(
      t,
      client.token,
      'POST',
      '/payments',
      { purpose: 'wallet_deposit', amount_minor: 10_000, currency: 'GBP', method: 'card' },
      keyed(),
    ),
  );
  await seedAvailableEarnings(t.database.db, { filmmakerId: filmmaker.entityId, escrowMinor: 100_000 });
  const payout = expectStatus(
    'payout',
    await call(t, filmmaker.token, 'POST', '/payouts', { currency: 'GBP', amount_minor: 5_000 }, keyed()),
  );
  const pitch = expectStatus(
    'pitch',
    await call(t, filmmaker.token, 'POST', '/pitches', {
      title: 'Tidewater',
      logline: 'A short documentary about the last ferry crew on the estuary.',
      format: 'documentary',
      budget_min_minor: 500_000,
      budget_max_minor: 900_000,
      currency: 'GBP',
    }),
  );

  // What admins make: an announcement, a draft job with its claim link, feedback to answer.
  const announcement = expectStatus(
    'announcement',
    await call(t, admin.token, 'POST', '/announcements', {
      title: 'Maintenance',
      body: 'Short downtime on Sunday night.',
      audience: 'everyone',
    }),
  );
  const draft = await createdDraft(t, admin.token);
  const feedback = expectStatus(
    'feedback',
    await call(
      t,
      client.token,
      'POST',
      '/feedback',
      { rating: 4, category: 'idea', message: 'A calendar export would help.' },
      keyed(),
    ),
  );
  const socialPost = expectStatus(
    'social post',
    await call(t, admin.token, 'POST', '/social_posts', { text: 'New on Reelhire', channel: 'instagram' }),
  );

  // The client's second factor, enrolled and not yet verified.
  const factor = await t.app.inject({
    method: 'POST',
    url: '/api/auth/v1/factors',
    headers: { apikey: t.anonKey, authorization: `Bearer ${client.token}` },
    payload: { factor_type: 'totp', friendly_name: 'Phone' },
  });
  expectStatus('factor', { status: factor.statusCode, body: factor.json() }, 200);

  // The filmmaker's outside calendar (written directly: adding one fetches its address) and the client's
  // calendar feed, whose address is the key to it (decision 0092).
  const [outsideCalendar] = await t.database.db
    .insert(outsideCalendars)
    .values({
      filmmakerId: filmmaker.entityId,
      label: 'Studio diary',
      address: 'https://calendar.example/a.ics',
    })
    .returning({ id: outsideCalendars.id });
  const feed = await call<{ address: string }>(t, client.token, 'POST', '/calendar-feed');
  expectStatus('calendar feed', feed, 200);

  const db = (query: ReturnType<typeof sql>) => firstId(t, query);
  const ids: Record<string, string> = {
    'outside-calendars': outsideCalendar!.id,
    notifications: await db(sql`select id from notifications where user_id = ${filmmaker.userId} limit 1`),
    announcements: announcement.id,
    feedback: feedback.id,
    social_posts: socialPost.id,
    drafts: draft.draft.id,
    verifications: await db(sql`select id from identity_verifications where user_id = ${client.userId}`),
    uploads: (session.json() as { id: string }).id,
    files: privateFile.id,
    applications: application.id,
    offers: sent.id,
    contracts: accepted.contract.id,
    documents: document.id,
    bookings: booking.id,
    milestones: booking.milestones[0]!.id,
    disputes: dispute.id,
    holds: hold.id,
    projects: client.projectId,
    jobs: client.jobId,
    pitches: pitch.id,
    reviews: review.id,
    receipts: await db(sql`select id from receipts where recipient = 'filmmaker' limit 1`),
    payments: payment.id,
    payouts: payout.id,
    messages: message.id,
    users: filmmaker.userId,
    factors: (factor.json() as { id: string }).id,
  };
  return {
    tokens: {
      anonymous: undefined,
      client: client.token,
      filmmaker: filmmaker.token,
      both: both.token,
      admin: admin.token,
      otherClient: otherClient.token,
      otherFilmmaker: otherFilmmaker.token,
      suspended: suspended.token,
    },
    ids,
    fields: {
      booking_id: booking.id,
      milestone_id: booking.milestones[0]!.id,
      milestone_ids: [booking.milestones[0]!.id],
      application_id: application.id,
      job_id: client.jobId,
      project_id: client.projectId,
      filmmaker_id: filmmaker.entityId,
      client_id: client.entityId,
      room_name: room,
      entity_id: client.entityId,
      entity_role: 'client',
      file_id: privateFile.id,
      identity_document_file_id: identity.id,
      selfie_file_id: selfie.id,
      attachment_ids: [privateFile.id],
      evidence_file_ids: [privateFile.id],
      message_ids: [message.id],
      user_id: client.userId,
      // Query parameters some reads need: the side a dashboard is for, a username to check.
      as: 'client',
      role: 'client',
      username: 'a-new-username',
    },
    params: {
      key: filmmaker.email.split('@')[0]!.replace(/[^a-z0-9]/g, '-'),
      token: draft.token,
      provider: 'sandbox',
      file: feed.body.address.split('/').at(-1)!,
    },
  };
}

/** A value the schema accepts, simplest first: what a real call would carry. */
export function exampleOf(schema: SchemaObject | undefined, fields: Record<string, unknown> = {}): unknown {
  if (!schema) return undefined;
  const one = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (one) return exampleOf(one, fields);
  if (schema.allOf)
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, fields) as object));
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [
          key,
          key in fields ? fields[key] : exampleOf(schema.properties?.[key], fields),
        ]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'uuid') return crypto.randomUUID();
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email') return 'someone@matrix.example';
      return 'x'.repeat(Math.max(schema.minLength ?? 3, 3));
  }
}

/** The resource a path's `{id}` names: the segment before it (`/bookings/{id}/accept` is `bookings`). */
export const resourceOf = (path: string) => /\/([a-z_-]+)\/\{id\}/.exec(path)?.[1];

/** A well-formed request for the operation naming the world's records, as `token`. */
export function requestFor(t: TestApp, world: World, operation: Operation, token: string | undefined) {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (name === 'id') return world.ids[resourceOf(operation.path)!] ?? crypto.randomUUID();
    const enumerated = operation.pathParams.find((param) => param.name === name)?.schema.enum;
    return String(enumerated?.[0] ?? world.params[name] ?? 'x');
  });
  const body = exampleOf(operation.body.json, world.fields);
  // Query parameters that name records (a conversation's `room_name`) name the world's.
  const query = new URLSearchParams(
    operation.queryParams
      .filter((param) => typeof world.fields[param.name] === 'string')
      .map((param): [string, string] => [param.name, world.fields[param.name] as string]),
  ).toString();
  return t.app.inject({
    method: operation.method as 'POST',
    url: query ? `${path}?${query}` : path,
    headers: {
      apikey: t.anonKey,
      'idempotency-key': crypto.randomUUID(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/**
 * Reads every table's rows as one digest per table, in one query: equal before and after means nothing
 * was written anywhere.
 */
export async function databaseStateReader(t: TestApp): Promise<() => Promise<Record<string, string>>> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const query = sql.raw(
    `select ${tables
      .map(
        ({ name }) =>
          `(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from "${name}" t) as "${name}"`,
      )
      .join(', ')}`,
  );
  return async () => (await queryRows<Record<string, string>>(t.database.db, query))[0]!;
}
