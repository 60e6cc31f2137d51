import { expect, test } from '../support/test.ts';
import { freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// A project's reference files end to end (decision 0029): a client uploads a PDF on the project form, and a
// filmmaker opens it from the published job's page.

const shoot = screenshotsIn('project-files-shots');

/** A one-page PDF that a browser's viewer opens, with its cross-reference table at the right offsets. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('a client attaches a reference PDF to a project and a filmmaker opens it from the published job', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const word = `Osprey${Date.now().toString(36)}`;
  const net = `10.81.${testInfo.workerIndex}`;
  const client = await freshPage(browser, `${net}.1`);
  const filmmaker = await freshPage(browser, `${net}.2`);

  // The client fills in the project and uploads two references; one is taken off again.
  await signIn(client, 'client@reelhire.test');
  await client.goto('/client/dashboard/projects/create');
  await client.getByLabel('Project title').fill(`${word} harbour film`);
  await client.getByLabel('Production type').selectOption('documentary');
  await client.getByLabel('City').fill('Bristol');
  await client.getByLabel('Country').selectOption('GB');
  const picker = client.getByLabel('Choose reference files');
  await picker.setInputFiles([
    { name: 'treatment.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Harbour film treatment') },
    { name: 'old shot list.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Old shot list') },
  ]);
  const files = client.getByRole('list', { name: 'Reference files' });
  await expect(files.getByRole('listitem')).toHaveCount(2);
  // Both finished: no progress bars left, each shows its size.
  await expect(files.getByRole('progressbar')).toHaveCount(0);
  await expect(files.getByText(/^\d+(\.\d)? KB$|^\d+ B$/)).toHaveCount(2);
  await files.getByRole('button', { name: 'Remove old shot list.pdf' }).click();
  await expect(files.getByRole('listitem')).toHaveCount(1);
  // A type a reference cannot be is refused on its own row, before it is sent.
  await picker.setInputFiles({ name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') });
  await expect(files.getByText(/^Upload an image, a PDF, a video/)).toBeVisible();
  await shoot(client, '01-project-form-with-files');
  await files.getByRole('button', { name: 'Remove notes.zip' }).click();
  await client.getByRole('button', { name: 'Create project' }).click();
  await expect(client).toHaveURL(/\/client\/dashboard\/projects\/[0-9a-f-]{36}$/);
  const projectPath = new URL(client.url()).pathname;

  // The client's project page links the file, and the link opens the PDF.
  const ownLink = client
    .getByRole('region', { name: 'References' })
    .getByRole('link', { name: 'treatment.pdf' });
  await expect(ownLink).toBeVisible();
  const own = await client.request.get((await ownLink.getAttribute('href'))!);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('application/pdf');
  await shoot(client, '02-client-project-with-files');

  // A job in it, published.
  await client.goto(`${projectPath}/add-job`);
  await client.getByLabel('Job title').fill(`${word} camera operator`);
  await client.getByLabel('Craft').selectOption('director of photography');
  await client
    .getByLabel('Description', { exact: true })
    .fill('Two days on the harbour with a handheld camera and a small crew.');
  await client.getByLabel('Rate type').selectOption('fixed');
  await client.getByLabel(/Lowest rate/).fill('1500');
  await client.getByLabel(/Highest rate/).fill('2000');
  await client.getByLabel('City').fill('Bristol');
  await client.getByLabel('Country').selectOption('GB');
  await client.getByRole('button', { name: 'Save and publish' }).click();
  await expect(client).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobId = new URL(client.url()).pathname.split('/').at(-1)!;

  // The filmmaker opens the published job, sees the reference and opens it in a new tab.
  await signIn(filmmaker, 'filmmaker@reelhire.test');
  await filmmaker.goto(`/filmmaker/dashboard/jobs/${jobId}`);
  await expect(filmmaker.getByRole('heading', { level: 1, name: `${word} camera operator` })).toBeVisible();
  const references = filmmaker.getByRole('region', { name: `References for ${word} harbour film` });
  const link = references.getByRole('link', { name: 'treatment.pdf' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  await shoot(filmmaker, '03-filmmaker-job-with-files');
  const [tab] = await Promise.all([filmmaker.waitForEvent('popup'), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toContain('/api/files/');
  const opened = await filmmaker.request.get((await link.getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect((await opened.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
