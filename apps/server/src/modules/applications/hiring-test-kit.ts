import type { Application } from '@reelhire/shared/applications';
import type { Contract } from '@reelhire/shared/contracts';
import type { Offer, OfferTermsInput } from '@reelhire/shared/offers';
import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { emailOutbox } from '../../db/schema/email.ts';
import { files } from '../../db/schema/files.ts';
import { jobs, projects } from '../../db/schema/hiring.ts';
import { clients, filmmakerImages, filmmakers } from '../../db/schema/profiles.ts';
import type { TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';

// The hiring tests' world, made straight in the database so they do not depend on the projects and jobs
// routes: a client with a project and a published job, set-up verified filmmakers, and calls to apply
// and to offer through HTTP.

export interface Party {
  userId: string;
  token: string;
  entityId: string;
  email: string;
}

export interface HiringClient extends Party {
  projectId: string;
  jobId: string;
}

type JobRow = typeof jobs.$inferInsert;

/** A signed-in, set-up, verified client with a draft project and one published job in it. */
export async function hiringClient(
  t: TestApp,
  {
    email,
    company = 'Northlight Films',
    job = {},
  }: { email: string; company?: string; job?: Partial<JobRow> },
): Promise<HiringClient> {
  const user = await signedInAccount(t, {
    email,
    metadata: { user_type: 'client', first_name: company.split(' ')[0], last_name: 'Client' },
  });
  const [client] = await t.database.db
    .insert(clients)
    .values({
      userId: user.id,
      companyName: company,
      verified: true,
      setup: true,
      city: 'London',
      country: 'GB',
    })
    .returning({ id: clients.id });
  const [project] = await t.database.db
    .insert(projects)
    .values({ clientId: client!.id, title: 'Spring campaign', productionType: 'commercial', currency: 'GBP' })
    .returning({ id: projects.id });
  const party = { userId: user.id, token: user.token, entityId: client!.id, email };
  const jobId = await publishedJob(t, { ...party, projectId: project!.id, jobId: '' }, job);
  return { ...party, projectId: project!.id, jobId };
}

/** Another published job in the client's project. */
export async function publishedJob(t: TestApp, client: HiringClient, job: Partial<JobRow> = {}) {
  const [row] = await t.database.db
    .insert(jobs)
    .values({
      projectId: client.projectId,
      clientId: client.entityId,
      productionType: 'commercial',
      title: 'DoP for a two-day shoot',
      craft: 'director of photography',
      description: 'Two shoot days in a studio in east London, one camera, natural light look.',
      rateType: 'day',
      rateMinMinor: 40_000,
      rateMaxMinor: 70_000,
      currency: 'GBP',
      city: 'London',
      country: 'GB',
      openings: 1,
      status: 'published',
      publishedAt: new Date(),
      ...job,
    })
    .returning({ id: jobs.id });
  return row!.id;
}

export interface FilmmakerOptions {
  email: string;
  name?: string;
  verified?: boolean;
  setup?: boolean;
  crafts?: string[];
  city?: string;
  /** Portfolio images made for them (their file ids are in `portfolio`). */
  portfolio?: number;
}

/** A signed-in filmmaker, set up and verified unless said, with a few portfolio images. */
export async function hiringFilmmaker(
  t: TestApp,
  {
    email,
    name = 'Maya Okafor',
    verified = true,
    setup = true,
    crafts = ['director of photography'],
    city = 'London',
    portfolio = 2,
  }: FilmmakerOptions,
): Promise<Party & { portfolio: string[] }> {
  const [first, ...rest] = name.split(' ');
  const user = await signedInAccount(t, {
    email,
    metadata: { user_type: 'filmmaker', first_name: first, last_name: rest.join(' ') },
  });
  const [row] = await t.database.db
    .insert(filmmakers)
    .values({
      userId: user.id,
      firstName: first!,
      lastName: rest.join(' '),
      username: email.split('@')[0]!.replace(/[^a-z0-9]/g, '-'),
      crafts,
      city,
      country: 'GB',
      dayRateMinor: 55_000,
      verified,
      setup,
    })
    .returning({ id: filmmakers.id });
  const portfolioIds: string[] = [];
  for (let position = 0; position < portfolio; position++) {
    const [file] = await t.database.db
      .insert(files)
      .values({
        ownerId: user.id,
        kind: 'portfolio_image',
        visibility: 'public',
        storageKey: `test/${randomUUID()}.jpg`,
        mimeType: 'image/jpeg',
        sizeBytes: 1000,
        originalName: `still-${position}.jpg`,
        sha256: randomUUID(),
      })
      .returning({ id: files.id });
    await t.database.db
      .insert(filmmakerImages)
      .values({ filmmakerId: row!.id, kind: 'portfolio', position, fileId: file!.id });
    portfolioIds.push(file!.id);
  }
  return { userId: user.id, token: user.token, entityId: row!.id, email, portfolio: portfolioIds };
}

export interface CallResult<T> {
  status: number;
  body: T & { error?: string; status?: string };
}

/** An API call as someone (signed out when `token` is undefined). */
export async function call<T = Record<string, unknown>>(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<CallResult<T>> {
  const response = await t.app.inject({
    method,
    url: `/api/rest/v1${url}`,
    headers: { apikey: t.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The header a money-moving call names itself with (decision 0047): a fresh key unless one is given. */
export const keyed = (key: string = randomUUID()) => ({ 'idempotency-key': key });

export const applicationInput = (jobId: string, overrides: Record<string, unknown> = {}) => ({
  job_id: jobId,
  cover_message: 'I shot three commercials in that studio last year and know its light well.',
  proposed_rate_minor: 60_000,
  availability: 'all_dates',
  ...overrides,
});

export function apply(t: TestApp, filmmaker: Party, jobId: string, overrides: Record<string, unknown> = {}) {
  return call<Application>(t, filmmaker.token, 'POST', '/applications', applicationInput(jobId, overrides));
}

/** Terms with two milestones that add up to the amount. */
export function offerTerms(overrides: Partial<OfferTermsInput> = {}): OfferTermsInput {
  return {
    amount_minor: 120_000,
    rate_type: 'day',
    units: 2,
    start_date: '2027-03-01',
    end_date: '2027-03-02',
    deliverables: 'Two shoot days; rushes delivered on a drive the same evening.',
    milestones: [
      { title: 'Booking deposit', amount_minor: 40_000, due_date: '2027-02-15' },
      { title: 'Shoot days', amount_minor: 80_000, due_date: '2027-03-02', acceptance_criteria: 'Rushes in' },
    ],
    revisions_included: 0,
    kill_fee_percent: 50,
    cancellation_terms: 'Half the fee within 48 hours of the shoot.',
    usage_rights: 'Worldwide, all media, in perpetuity.',
    ...overrides,
  };
}

export function offer(t: TestApp, client: Party, applicationId: string, terms = offerTerms()) {
  return call<Offer>(t, client.token, 'POST', '/offers', { application_id: applicationId, terms });
}

export function acceptOffer(t: TestApp, party: Party, offerId: string) {
  return call<{ offer: Offer; contract: Contract }>(t, party.token, 'POST', `/offers/${offerId}/accept`);
}

/** The emails of a type queued to an address, oldest first (what the email worker will send). */
export async function queuedEmails(t: TestApp, to: string, emailType: string) {
  const rows = await t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipientEmail, to), eq(emailOutbox.emailType, emailType)))
    .orderBy(asc(emailOutbox.createdAt));
  return rows.map((row) => row.templateData as Record<string, unknown>);
}
