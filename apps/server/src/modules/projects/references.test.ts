import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  apply,
  call,
  hiringClient,
  hiringFilmmaker,
  type HiringClient,
  type Party,
} from '../applications/hiring-test-kit.ts';
import { makeImage, makePdf } from '../files/file-fixtures.ts';
import { fetchLink, upload, uploaded } from '../files/upload-test-kit.ts';
import { party, projectInput } from '../jobs/hiring-test-kit.ts';

// A project's reference files through HTTP (decision 0029): uploaded by its client as project_reference,
// read with signed links by its client, admins and the filmmakers its jobs are open to; nobody else.

let t: TestApp;
let client: HiringClient;
let stranger: HiringClient;
let admin: Party;
let browsing: Party;
let applicant: Party;
let fileId: string;

const references = (who: Party | undefined, projectId: string) =>
  call<{ reference_links: string[]; reference_files: { id: string; file_name: string; url: string }[] }>(
    t,
    who?.token,
    'GET',
    `/projects/${projectId}/references`,
  );
const setStatus = (jobId: string, status: string) =>
  call(t, client.token, 'POST', `/jobs/${jobId}/${status === 'draft' ? 'unpublish' : 'publish'}`);

beforeAll(async () => {
  t = await createTestApp();
  client = await hiringClient(t, { email: 'client@example.com' });
  stranger = await hiringClient(t, { email: 'stranger@example.com', company: 'Other Films' });
  admin = await party(t, 'admin@example.com', 'admin');
  browsing = await hiringFilmmaker(t, { email: 'browsing@example.com', name: 'Bo Browse' });
  applicant = await hiringFilmmaker(t, { email: 'applicant@example.com', name: 'Ada Apply' });
  const pdf = await uploaded(t, {
    token: client.token,
    kind: 'project_reference',
    name: 'treatment.pdf',
    type: 'application/pdf',
    data: makePdf(),
  });
  fileId = pdf.id;
  const saved = await call(
    t,
    client.token,
    'PUT',
    `/projects/${client.projectId}`,
    projectInput({ reference_file_ids: [fileId] }),
  );
  expect(saved.status).toBe(200);
});
afterAll(() => t?.close());

describe('uploading reference files', () => {
  it('takes them from clients only, as the private kind project_reference', async () => {
    const pdf = await uploaded(t, {
      token: client.token,
      kind: 'project_reference',
      name: 'shotlist.pdf',
      type: 'application/pdf',
      data: makePdf(),
    });
    expect(pdf).toMatchObject({ kind: 'project_reference', visibility: 'private' });
    const fromFilmmaker = await upload(t, {
      token: browsing.token,
      kind: 'project_reference',
      name: 'mine.pdf',
      type: 'application/pdf',
      data: makePdf(),
    });
    expect(fromFilmmaker.statusCode).toBe(403);
    expect(fromFilmmaker.json().error).toMatch(/Only client accounts/);
  });

  it('refuses what a reference file may not be, naming what it takes', async () => {
    const zip = await upload(t, {
      token: client.token,
      kind: 'project_reference',
      name: 'everything.zip',
      type: 'application/zip',
      data: Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200)]),
    });
    expect(zip.statusCode).toBe(415);
    expect(zip.json().error).toMatch(/^A reference file must be an image, a PDF, a video/);
  });

  it('attaches only the client’s own reference uploads, not their other files', async () => {
    const logo = await uploaded(t, {
      token: client.token,
      kind: 'company_logo',
      name: 'logo.png',
      type: 'image/png',
      data: await makeImage({ format: 'png', width: 40, height: 30 }),
    });
    const input = projectInput({ reference_file_ids: [fileId, logo.id] });
    const refused = await call(t, client.token, 'PUT', `/projects/${client.projectId}`, input);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/reference files you uploaded yourself/);
    // Nor can another client attach this file to their own project to read it through that one.
    const theirs = await call(
      t,
      stranger.token,
      'PUT',
      `/projects/${stranger.projectId}`,
      projectInput({ reference_file_ids: [fileId] }),
    );
    expect(theirs.status).toBe(400);
    expect((await references(stranger, stranger.projectId)).body.reference_files).toEqual([]);
  });
});

describe('reading reference files', () => {
  it('gives the client and admins the files with signed links that open them', async () => {
    for (const who of [client, admin]) {
      const { status, body } = await references(who, client.projectId);
      expect(status).toBe(200);
      expect(body.reference_links).toEqual(['https://example.com/moodboard']);
      expect(body.reference_files).toEqual([
        expect.objectContaining({ id: fileId, file_name: 'treatment.pdf', mime_type: 'application/pdf' }),
      ]);
      const opened = await fetchLink(t, body.reference_files[0]!.url);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toMatch(/application\/pdf/);
    }
  });

  it('gives any filmmaker the files while a job of the project is published, and refuses other clients', async () => {
    const { status, body } = await references(browsing, client.projectId);
    expect(status).toBe(200);
    expect((await fetchLink(t, body.reference_files[0]!.url)).statusCode).toBe(200);
    // Another client sees the published job but not the brief behind it.
    expect((await references(stranger, client.projectId)).status).toBe(404);
    expect((await references(undefined, client.projectId)).status).toBe(401);
    // The file's own record stays its owner's and admins'.
    expect((await call(t, browsing.token, 'GET', `/files/${fileId}`)).status).toBe(403);
  });

  it('keeps them for an applicant once the job is unpublished, and hides them from everyone else', async () => {
    expect((await apply(t, applicant, client.jobId)).status).toBe(201);
    expect((await setStatus(client.jobId, 'draft')).status).toBe(200);

    expect((await references(browsing, client.projectId)).status).toBe(404);
    expect((await references(applicant, client.projectId)).status).toBe(200);
    expect((await references(client, client.projectId)).status).toBe(200);

    // A withdrawn applicant is no longer in the running.
    const mine = await call<{ items: { id: string }[] }>(t, applicant.token, 'GET', '/applications');
    const withdrawn = await call(
      t,
      applicant.token,
      'POST',
      `/applications/${mine.body.items[0]!.id}/withdraw`,
    );
    expect(withdrawn.status).toBe(200);
    expect((await references(applicant, client.projectId)).status).toBe(404);

    expect((await setStatus(client.jobId, 'published')).status).toBe(200);
    expect((await references(browsing, client.projectId)).status).toBe(200);
  });

  it('answers a filmmaker 404 for a project with no published job, as for one that does not exist', async () => {
    const draft = await call<{ id: string }>(t, stranger.token, 'POST', '/projects', projectInput());
    expect((await references(stranger, draft.body.id)).status).toBe(200);
    expect((await references(browsing, draft.body.id)).status).toBe(404);
    expect((await references(browsing, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
