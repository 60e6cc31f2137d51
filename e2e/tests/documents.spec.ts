import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { downloadedPdfText } from '../support/pdf.ts';
import { settled } from '../support/settled.ts';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, freshPage, signIn } from '../support/hiring-pages.ts';
import { apiSession } from '../support/accounts.ts';

// Decision 0037: a filmmaker's documents page. Maya accepts the demo client's offer (the seed leaves it
// waiting for her), downloads the contract as a PDF whose text carries the terms, and files private paperwork
// that another filmmaker cannot open.

const SEEDED_JOB = 'Director of photography for a 90-second brand film';

async function apiHeaders(request: APIRequestContext, email: string) {
  return (await apiSession(request, email, DEMO_PASSWORD)).headers;
}

test('a filmmaker downloads a contract PDF and keeps private paperwork only she can open', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const maya = await freshPage(browser, `10.83.${testInfo.workerIndex}.1`);
  const shoot = async (page: Page, name: string) => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  };

  // Maya accepts the offer waiting for her: it becomes a contract.
  await signIn(maya, 'filmmaker@reelhire.test');
  await maya.goto('/filmmaker/dashboard/applications');
  await maya
    .getByRole('link', { name: new RegExp(SEEDED_JOB) })
    .first()
    .click();
  await expect(maya).toHaveURL(/\/filmmaker\/dashboard\/applications\/[0-9a-f-]{36}$/);
  const applicationId = maya.url().split('/').at(-1)!;
  await maya.goto(`/filmmaker/dashboard/contract/${applicationId}`);
  await maya.getByRole('button', { name: 'Accept', exact: true }).click();
  await maya.getByRole('dialog').getByRole('button', { name: 'Accept and sign' }).click();
  const heading = maya.getByRole('heading', { name: /^Contract RH-/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Contract ', '').trim();
  // The contract page offers the PDF too.
  await expect(maya.getByRole('button', { name: `Download contract ${number} as a PDF` })).toBeVisible();

  // The documents page lists it; the PDF downloads and its text carries the terms.
  await maya.goto('/filmmaker/dashboard/documents');
  await expect(maya.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expect(maya.getByText(number)).toBeVisible();
  await expect(maya.getByText('No paperwork yet')).toBeVisible();
  await shoot(maya, 'documents-contract');
  const downloading = maya.waitForEvent('download');
  await maya.getByRole('button', { name: `Download contract ${number} as a PDF` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Reelhire contract ${number}.pdf`);
  const pdfPath = testInfo.outputPath('contract.pdf');
  const text = await downloadedPdfText(download, pdfPath);
  for (const expected of [
    `Contract ${number}`,
    'Northlight Studios',
    'Maya Okafor',
    SEEDED_JOB,
    '£1,300 (GBP)',
    'Day rate, 2 days',
    'Studio day',
    'Street scene and rushes delivered',
    '£650',
    'Kill fee 50%',
    'Cancelled within 7 days of the shoot: the kill fee is due.',
    'Footage for the client’s brand film and its social cut-downs, worldwide, in perpetuity.',
  ]) {
    expect(text).toContain(expected);
  }

  // She files the PDF as private paperwork, with progress, and sees it listed.
  const form = maya.getByRole('form', { name: 'Upload private paperwork' });
  await form.getByLabel('File').setInputFiles({
    name: 'Public liability 2026.pdf',
    mimeType: 'application/pdf',
    buffer: await readFile(pdfPath),
  });
  await expect(form.getByLabel('Title')).toHaveValue('Public liability 2026');
  await form.getByLabel('Category').selectOption('insurance');
  await form.getByLabel('Title').fill('Public liability insurance 2026');
  const filed = maya.waitForResponse(
    (response) => response.url().endsWith('/api/rest/v1/documents') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Upload document' }).click();
  const paperworkId = ((await (await filed).json()) as { id: string }).id;
  const list = maya.getByRole('list', { name: 'Your paperwork' });
  await expect(list.getByText('Public liability insurance 2026')).toBeVisible();
  await expect(list.getByText('Insurance', { exact: true })).toBeVisible();
  await expect(form.getByRole('status')).toContainText('Only you and Reelhire’s admins can open it');
  await shoot(maya, 'documents-paperwork');

  // Only Maya (and admins) can read it; another filmmaker gets 404 for it and for her contract's PDF.
  const mine = await apiHeaders(request, 'filmmaker@reelhire.test');
  expect((await request.get(`/api/rest/v1/documents/${paperworkId}`, { headers: mine })).status()).toBe(200);
  const contracts = await request.get('/api/rest/v1/documents?type=contract', { headers: mine });
  const contractId = (
    (await contracts.json()) as { items: { contract: { id: string; number: string } }[] }
  ).items.find((item) => item.contract.number === number)!.contract.id;
  const lena = await apiHeaders(request, 'lena.fischer@reelhire.test');
  expect((await request.get(`/api/rest/v1/documents/${paperworkId}`, { headers: lena })).status()).toBe(404);
  expect((await request.get(`/api/rest/v1/contracts/${contractId}/pdf`, { headers: lena })).status()).toBe(
    404,
  );
});
