import type { Contract } from '@reelhire/shared/contracts';
import type { DocumentList, Paperwork } from '@reelhire/shared/documents';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  acceptOffer,
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  offer,
  offerTerms,
  type HiringClient,
  type Party,
} from '../applications/hiring-test-kit.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';
import { makeImage, makePdf } from '../files/file-fixtures.ts';
import { fetchLink, uploaded } from '../files/upload-test-kit.ts';

// Documents (decision 0037): contract PDFs for the two parties and admins, and private paperwork for its
// owner and admins, with another filmmaker, another client and an admin side by side.

let t: TestApp;
let client: HiringClient;
let filmmaker: Party;
let otherClient: HiringClient;
let otherFilmmaker: Party;
let admin: Party;
let contract: Contract;

const terms = offerTerms({
  amount_minor: 185_050,
  units: 3,
  start_date: '2027-04-12',
  end_date: '2027-04-14',
  deliverables: 'Three shoot days on the Łódź café spot; graded rushes each evening.',
  milestones: [
    { title: 'Booking deposit', amount_minor: 60_000, due_date: '2027-03-29' },
    {
      title: 'Shoot days and rushes',
      amount_minor: 125_050,
      due_date: '2027-04-14',
      acceptance_criteria: 'Graded rushes uploaded and backed up twice',
    },
  ],
  revisions_included: 2,
  kill_fee_percent: 35,
  cancellation_terms: 'Half the fee if cancelled within 72 hours of the first shoot day.',
  usage_rights: 'Worldwide, online and broadcast, for five years.',
});

beforeAll(async () => {
  t = await createTestApp();
  client = await hiringClient(t, { email: 'docs-client@example.com', company: 'Société Lumière Ltd' });
  filmmaker = await hiringFilmmaker(t, { email: 'docs-zoe@example.com', name: 'Zoë Brontë-Núñez' });
  otherClient = await hiringClient(t, { email: 'docs-other-client@example.com', company: 'Other Co' });
  otherFilmmaker = await hiringFilmmaker(t, { email: 'docs-sam@example.com', name: 'Sam Reed' });
  const adminUser = await signedInAccount(t, {
    email: 'docs-admin@example.com',
    metadata: { user_type: 'admin' },
  });
  admin = { userId: adminUser.id, token: adminUser.token, entityId: '', email: 'docs-admin@example.com' };
  const application = (await apply(t, filmmaker, client.jobId)).body as { id: string };
  const sent = (await offer(t, client, application.id, terms)).body as { id: string };
  const accepted = await acceptOffer(t, filmmaker, sent.id);
  expect(accepted.status).toBe(200);
  contract = (accepted.body as { contract: Contract }).contract;
}, 180_000);
afterAll(() => t?.close());

function getPdf(token: string | undefined, id = contract.id) {
  return t.app.inject({
    method: 'GET',
    url: `/api/rest/v1/contracts/${id}/pdf`,
    headers: { apikey: t.anonKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  // The extractor breaks lines where the layout wraps them; words are what the test reads.
  return text.replace(/\s+/g, ' ');
}

test('the contract PDF carries every accepted term, for both parties and admins only', async () => {
  const response = await getPdf(filmmaker.token);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="Reelhire contract ${contract.number}.pdf"`,
  );
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

  const text = await pdfText(response.rawPayload);
  for (const expected of [
    'Reelhire',
    `Contract ${contract.number}`,
    'Société Lumière Ltd',
    'Zoë Brontë-Núñez',
    'Spring campaign',
    '12 April 2027 to 14 April 2027',
    'Three shoot days on the Łódź café spot; graded rushes each evening.',
    '£1,850.50 (GBP)',
    'Day rate, 3 days',
    'Booking deposit',
    '£600',
    '29 March 2027',
    'Shoot days and rushes',
    '£1,250.50',
    'Graded rushes uploaded and backed up twice',
    'Revisions included 2',
    'Kill fee 35% of the amount',
    'Half the fee if cancelled within 72 hours of the first shoot day.',
    'Worldwide, online and broadcast, for five years.',
  ]) {
    expect(text).toContain(expected);
  }
  expect(text).toMatch(/Accepted on \d{1,2} \w+ \d{4}/);
  expect(contract.number).toMatch(/^RH-\d{4}-\d{6}$/);

  expect((await getPdf(client.token)).statusCode).toBe(200);
  expect((await getPdf(admin.token)).statusCode).toBe(200);
  for (const outsider of [otherClient, otherFilmmaker]) {
    expect((await getPdf(outsider.token)).statusCode).toBe(404);
  }
  expect((await getPdf(client.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  expect((await getPdf(undefined)).statusCode).toBe(401);
});

test('each party lists the contract among their documents; nobody else does', async () => {
  for (const party of [client, filmmaker]) {
    const list = await call<DocumentList>(t, party.token, 'GET', '/documents');
    expect(list.status).toBe(200);
    expect(list.body.items.map((item) => [item.type, item.id])).toEqual([['contract', contract.id]]);
  }
  for (const outsider of [otherClient, otherFilmmaker]) {
    expect((await call(t, outsider.token, 'GET', '/documents')).body).toEqual({
      items: [],
      next_cursor: null,
    });
  }
});

test('private paperwork: its owner and admins open it; another filmmaker, a client and strangers get 404', async () => {
  const file = await uploaded(t, {
    token: filmmaker.token,
    kind: 'private_document',
    name: 'W-8BEN 2026.pdf',
    data: makePdf(),
  });
  expect(file).toMatchObject({
    kind: 'private_document',
    visibility: 'private',
    mime_type: 'application/pdf',
  });

  // Someone else's upload, or one's own file of another kind, is not paperwork.
  const stolen = await call(t, otherFilmmaker.token, 'POST', '/documents', {
    file_id: file.id,
    category: 'tax_form',
    title: 'Not mine',
  });
  expect(stolen.status).toBe(400);
  const still = await uploaded(t, {
    token: filmmaker.token,
    kind: 'portfolio_image',
    name: 'still.png',
    data: await makeImage({ format: 'png' }),
  });
  expect(
    (
      await call(t, filmmaker.token, 'POST', '/documents', {
        file_id: still.id,
        category: 'other',
        title: 'A still',
      })
    ).status,
  ).toBe(400);

  const created = await call<Paperwork>(t, filmmaker.token, 'POST', '/documents', {
    file_id: file.id,
    category: 'tax_form',
    title: 'W-8BEN for 2026',
  });
  expect(created.status).toBe(201);
  expect(created.body).toMatchObject({ status: 'active', category: 'tax_form', title: 'W-8BEN for 2026' });
  const id = created.body.id;
  expect(
    (
      await call(t, filmmaker.token, 'POST', '/documents', {
        file_id: file.id,
        category: 'other',
        title: 'Twice',
      })
    ).status,
  ).toBe(409);

  // The owner's link opens the file.
  const opened = await fetchLink(t, created.body.file.url);
  expect(opened.statusCode).toBe(200);
  expect(opened.rawPayload.equals(makePdf())).toBe(true);

  expect((await call<Paperwork>(t, admin.token, 'GET', `/documents/${id}`)).body.id).toBe(id);
  for (const outsider of [otherFilmmaker, client, otherClient]) {
    expect((await call(t, outsider.token, 'GET', `/documents/${id}`)).status).toBe(404);
    expect((await call(t, outsider.token, 'POST', `/documents/${id}/archive`)).status).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/rest/v1/documents/${id}`,
      headers: { apikey: t.anonKey, authorization: `Bearer ${outsider.token}` },
    });
    expect(removed.statusCode).toBe(404);
    // Naming the owner does not help anyone but an admin.
    expect((await call(t, outsider.token, 'GET', `/documents?owner=${filmmaker.userId}`)).status).toBe(404);
  }
  expect((await call(t, undefined, 'GET', `/documents/${id}`)).status).toBe(401);

  // The owner lists it beside the contract; an admin reads the same list by naming the owner.
  const mine = await call<DocumentList>(t, filmmaker.token, 'GET', '/documents');
  expect(mine.body.items.map((item) => item.type)).toEqual(['paperwork', 'contract']);
  const asAdmin = await call<DocumentList>(t, admin.token, 'GET', `/documents?owner=${filmmaker.userId}`);
  expect(asAdmin.body.items.map((item) => item.id)).toEqual(mine.body.items.map((item) => item.id));
  const onlyPaperwork = await call<DocumentList>(t, filmmaker.token, 'GET', '/documents?type=paperwork');
  expect(onlyPaperwork.body.items.map((item) => item.id)).toEqual([id]);
  // The client's list has the contract only: the filmmaker's paperwork is not theirs to see.
  const clientList = await call<DocumentList>(t, client.token, 'GET', '/documents');
  expect(clientList.body.items.map((item) => item.type)).toEqual(['contract']);

  // Paging: one at a time, the cursor carries on where the page ended.
  const first = await call<DocumentList>(t, filmmaker.token, 'GET', '/documents?limit=1');
  expect(first.body.items).toHaveLength(1);
  const second = await call<DocumentList>(
    t,
    filmmaker.token,
    'GET',
    `/documents?limit=1&after=${first.body.next_cursor}`,
  );
  expect(second.body).toMatchObject({ next_cursor: null });
  expect([...first.body.items, ...second.body.items].map((item) => item.id)).toEqual(
    mine.body.items.map((item) => item.id),
  );

  // Archive, refuse a second archive with the state, restore.
  expect((await call(t, admin.token, 'POST', `/documents/${id}/archive`)).status).toBe(404);
  expect((await call<Paperwork>(t, filmmaker.token, 'POST', `/documents/${id}/archive`)).body.status).toBe(
    'archived',
  );
  expect(await call(t, filmmaker.token, 'POST', `/documents/${id}/archive`)).toMatchObject({
    status: 409,
    body: { status: 'archived' },
  });
  expect(
    (await call<DocumentList>(t, filmmaker.token, 'GET', '/documents?type=paperwork')).body.items,
  ).toEqual([]);
  expect(
    (await call<DocumentList>(t, filmmaker.token, 'GET', '/documents?archived=true')).body.items.map(
      (item) => item.id,
    ),
  ).toEqual([id]);
  expect((await call<Paperwork>(t, filmmaker.token, 'POST', `/documents/${id}/restore`)).body.status).toBe(
    'active',
  );

  // Deleting removes the record and the file: the link no longer opens.
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/rest/v1/documents/${id}`,
    headers: { apikey: t.anonKey, authorization: `Bearer ${filmmaker.token}` },
  });
  expect(deleted.statusCode).toBe(204);
  expect((await call(t, filmmaker.token, 'GET', `/documents/${id}`)).status).toBe(404);
  expect((await fetchLink(t, created.body.file.url)).statusCode).toBe(404);
  expect((await call(t, filmmaker.token, 'GET', `/files/${file.id}`)).status).toBe(404);
});

test('the documents list reads each branch from an index', async () => {
  const { documentKeysQuery } = await import('./list-documents.ts');
  const { queryRows } = await import('../../db/client.ts');
  const { sql } = await import('drizzle-orm');
  const statement = documentKeysQuery(
    { userId: filmmaker.userId, clientId: client.entityId, filmmakerId: filmmaker.entityId },
    { archived: false, limit: 20 },
  )!;
  // A test database is tiny, so the planner would scan it whole; forbidding scans shows the index is there.
  const text = await t.database.db.transaction(async (tx) => {
    await queryRows(tx, sql`set local enable_seqscan = off`);
    const rows = await queryRows<Record<string, string>>(tx, sql`explain ${statement}`);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
  expect(text).toContain('paperwork_owner_listing_idx');
  expect(text).toMatch(/contracts_client/);
  expect(text).toMatch(/contracts_filmmaker/);
});
