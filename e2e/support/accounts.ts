import type { APIRequestContext } from '@playwright/test';
import { solidPng } from './files.ts';
import { DEMO_PASSWORD } from './hiring-pages.ts';
import { anonKey, readCode } from './mailbox.ts';

/** The seeded admin, who approves the identity documents of the accounts a spec makes for itself. */
export const DEMO_ADMIN = { email: 'admin@reelhire.test', password: DEMO_PASSWORD };

/** A verified account made through the auth API (the same calls the sign-up page makes). */
export async function createAccount(
  request: APIRequestContext,
  {
    email,
    password,
    userType,
    firstName = 'Test',
    lastName = 'Person',
  }: {
    email: string;
    password: string;
    userType: 'filmmaker' | 'client' | 'both';
    firstName?: string;
    lastName?: string;
  },
): Promise<void> {
  const headers = { apikey: await anonKey(request) };
  const signup = await request.post('/api/auth/v1/signup', {
    headers,
    data: { email, password, data: { user_type: userType, first_name: firstName, last_name: lastName } },
  });
  if (!signup.ok()) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
  const token = await readCode(request, email);
  const verify = await request.post('/api/auth/v1/verify', {
    headers,
    data: { type: 'signup', email, token },
  });
  if (!verify.ok()) throw new Error(`verification failed: ${verify.status()} ${await verify.text()}`);
}

/** Headers of a fresh API session for an account, as the sign-in page gets them. */
export async function apiSession(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ headers: Record<string, string>; userId: string }> {
  const apikey = await anonKey(request);
  const response = await request.post('/api/auth/v1/token?grant_type=password', {
    headers: { apikey },
    data: { email, password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { headers: { apikey, authorization: `Bearer ${body.access_token}` }, userId: body.user.id };
}

async function call(
  request: APIRequestContext,
  headers: Record<string, string>,
  method: string,
  url: string,
  data?: unknown,
): Promise<unknown> {
  const response = await request.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/**
 * Identity documents sent as the verify page sends them (a passport and a selfie), then approved by the
 * admin through the admin API, as the approve button on /admin/verify does.
 */
async function verifyIdentity(
  request: APIRequestContext,
  headers: Record<string, string>,
  role: 'filmmaker' | 'client',
  admin: { email: string; password: string },
  /** A client hiring as a company also sends a business document, as the verify page asks. */
  company = false,
): Promise<void> {
  const upload = async (kind: string, colour: string) => {
    const response = await request.post(`/api/rest/v1/files?kind=${kind}`, {
      headers,
      multipart: { file: await solidPng(`${kind}.png`, colour) },
    });
    if (!response.ok()) throw new Error(`upload ${kind}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { id: string }).id;
  };
  const submission = (await call(request, headers, 'POST', '/api/rest/v1/verification/me', {
    role,
    document_type: 'passport',
    identity_document_file_id: await upload('identity_document', '#336699'),
    selfie_file_id: await upload('selfie', '#996633'),
    ...(company ? { business_document_file_id: await upload('business_document', '#669933') } : {}),
  })) as { id: string };
  const session = await apiSession(request, admin.email, admin.password);
  await call(request, session.headers, 'POST', `/api/rest/v1/admin/verifications/${submission.id}/approve`);
  // Only this session: the default (global) would also sign the admin out of every other spec's browser.
  await request.post('/api/auth/v1/logout?scope=local', { headers: session.headers });
}

/**
 * A filmmaker of the spec's own with a finished, live profile, optionally verified by the admin (their
 * documents sent and approved through the API), so no other spec's offers, bookings or notifications reach
 * them while the spec counts. Returns the filmmaker record's id.
 */
export async function setUpFilmmaker(
  request: APIRequestContext,
  {
    email,
    password,
    firstName,
    lastName,
    verifiedBy,
  }: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    /** An admin's email and password: when given, the filmmaker's identity is verified. */
    verifiedBy?: { email: string; password: string };
  },
): Promise<string> {
  await createAccount(request, { email, password, userType: 'filmmaker', firstName, lastName });
  const { headers, userId } = await apiSession(request, email, password);
  const profile = '/api/rest/v1/profiles/filmmaker/me';
  await call(request, headers, 'PUT', `${profile}/basic`, {
    first_name: firstName,
    last_name: lastName,
    username: lastName.toLowerCase(),
    headline: 'Editor for documentaries and music videos',
    city: 'Lisbon',
    country: 'PT',
  });
  await call(request, headers, 'PUT', `${profile}/professional`, {
    primary_craft: 'editor',
    years_experience: 6,
    day_rate_minor: 45_000,
  });
  await call(request, headers, 'PUT', `${profile}/portfolio`, {
    work_links: [{ url: 'https://vimeo.com/76979871', title: 'Reel' }],
  });
  await call(request, headers, 'POST', `${profile}/submit`, {});
  if (verifiedBy) await verifyIdentity(request, headers, 'filmmaker', verifiedBy);
  const records = (await call(request, headers, 'GET', `/api/rest/v1/filmmakers?user_id=${userId}`)) as {
    id: string;
  }[];
  // The session used for setting up is not the browser's: end it, so a page of devices counts one.
  await request.post('/api/auth/v1/logout?scope=local', { headers });
  return records[0]!.id;
}

/**
 * A client of the spec's own with a finished profile, optionally verified by the admin, through the API
 * calls the setup and verify pages make: a company when `company` is given, else hiring as themselves.
 * Every demo client's to-dos, wallet, receipts and mail are changed by other specs running at the same
 * time; a spec that counts or picks "the one" of those needs a client nobody else touches.
 */
export async function setUpClient(
  request: APIRequestContext,
  {
    email,
    password,
    firstName,
    lastName,
    company,
    verifiedBy,
  }: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    /** The company's name; without it the client hires as an individual under their own name. */
    company?: string;
    /** An admin's email and password: when given, the client's identity is verified. */
    verifiedBy?: { email: string; password: string };
  },
): Promise<void> {
  await createAccount(request, { email, password, userType: 'client', firstName, lastName });
  const { headers } = await apiSession(request, email, password);
  const profile = '/api/rest/v1/profiles/client/me';
  await call(request, headers, 'PUT', `${profile}/basic`, {
    company_name: company ?? `${firstName} ${lastName}`,
    client_kind: company ? 'company' : 'individual',
    industry: company ? 'Production company' : 'Music',
    city: 'London',
    country: 'GB',
    about: 'I commission short films and brand films.',
  });
  await call(request, headers, 'POST', `${profile}/submit`, {});
  if (verifiedBy) await verifyIdentity(request, headers, 'client', verifiedBy, Boolean(company));
  // The session used for setting up is not the browser's: end it, so a page of devices counts one.
  await request.post('/api/auth/v1/logout?scope=local', { headers });
}

/**
 * The two sides of a hire, both of the spec's own and verified: a company client "<word> Pictures" and a
 * filmmaker "Maya <word>" (the demo's Maya, by first name, so the specs still read as her story). Their
 * emails are `<word>.client@<domain>` and `<word>.maya@<domain>`, their password the demo's.
 */
export async function setUpHiringPair(
  request: APIRequestContext,
  { word, domain }: { word: string; domain: string },
): Promise<{ clientEmail: string; company: string; filmmakerEmail: string; filmmakerName: string }> {
  const lower = word.toLowerCase();
  const clientEmail = `${lower}.client@${domain}`;
  const filmmakerEmail = `${lower}.maya@${domain}`;
  const company = `${word} Pictures`;
  await setUpClient(request, {
    email: clientEmail,
    password: DEMO_PASSWORD,
    firstName: 'Nia',
    lastName: word,
    company,
    verifiedBy: DEMO_ADMIN,
  });
  await setUpFilmmaker(request, {
    email: filmmakerEmail,
    password: DEMO_PASSWORD,
    firstName: 'Maya',
    lastName: word,
    verifiedBy: DEMO_ADMIN,
  });
  return { clientEmail, company, filmmakerEmail, filmmakerName: `Maya ${word}` };
}
