import type { Browser, Page } from '@playwright/test';
import { settled } from './settled.ts';
import { expect } from './test.ts';

// What the marketplace specs (hiring, admin jobs, invitations, hire from a profile, project files) share:
// signing in a demo account, a browser context of its own, and screenshots at a phone's and a laptop's width.

export const DEMO_PASSWORD = 'reelhire-demo';

export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A busy machine takes a while to leave the sign-in page once the session is made.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

/** A browser context of its own (no shared session), with this test's forwarded address for the rate limits. */
export async function freshPage(browser: Browser, forwardedFor: string) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': forwardedFor },
    viewport: { width: 1366, height: 900 },
  });
  return context.newPage();
}

/**
 * A `shoot(page, name)` writing into `.artifacts/<folder>/`: the page at a phone's width and a laptop's,
 * full length unless a dialog is the subject; the viewport is put back after.
 */
export function screenshotsIn(folder: string) {
  const dir = new URL(`../.artifacts/${folder}/`, import.meta.url).pathname;
  return async function shoot(page: Page, name: string, fullPage = true) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      // From the top, so the sticky header is not drawn over the middle of the page.
      if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      // The layout after the resize (media queries, sticky headers, images, transitions) has stopped moving.
      await settled(page);
      await page.screenshot({ path: `${dir}${name}-${width}.png`, fullPage });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  };
}

/** The loops below wait on the server's answers: patient on a shared, busy machine. */
const patient = expect.configure({ timeout: 30_000 });

/** A real, playable WebM of a second or so, recorded by the browser from a canvas (no encoder needed). */
export async function recordTinyWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext('2d')!;
    const stream = canvas.captureStream(10);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 10; frame += 1) {
      context.fillStyle = `hsl(${frame * 36}, 70%, 50%)`;
      context.fillRect(0, 0, 160, 90);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

export interface HiredWork {
  jobPath: string;
  jobId: string;
  title: string;
}

/**
 * The hiring loop at its shortest, through the pages: the client posts a fixed-fee job in a new project,
 * the filmmaker applies, the client offers the milestones (one £2,500 'Final cut' unless told) with
 * `revisions` included and the filmmaker accepts. Both pages must be signed in already; answers the job
 * the contract is for.
 */
export async function hireThroughOffer(
  client: Page,
  filmmaker: Page,
  {
    word,
    revisions = 1,
    milestones = [{ title: 'Final cut', amount: 2500 }],
  }: { word: string; revisions?: number; milestones?: { title: string; amount: number }[] },
): Promise<HiredWork> {
  const title = `${word} editor for a brand film`;
  await client.goto('/client/dashboard/projects/create');
  await client.getByLabel('Project title').fill(`${word} campaign`);
  await client.getByLabel('Production type').selectOption('commercial');
  await client.getByLabel('Description').fill('A one-minute brand film, cut from two days of rushes.');
  await client.getByLabel('City').fill('London');
  await client.getByLabel('Country').selectOption('GB');
  await client.getByLabel('Budget').fill('5000');
  await client.getByRole('button', { name: /Create project/ }).click();
  await patient(client).toHaveURL(/\/client\/dashboard\/projects\/[0-9a-f-]{36}$/);
  const projectPath = new URL(client.url()).pathname;

  await client.goto(`${projectPath}/add-job`);
  await client.getByLabel('Job title').fill(title);
  await client.getByLabel('Craft').selectOption('editor');
  await client
    .getByLabel('Description', { exact: true })
    .fill('Cut a one-minute brand film and a cut-down from two days of rushes.');
  await client.getByLabel('Rate type').selectOption('fixed');
  await client.getByLabel(/Lowest rate/).fill('2000');
  await client.getByLabel(/Highest rate/).fill('3000');
  await client.getByLabel('City').fill('London');
  await client.getByLabel('Country').selectOption('GB');
  await client.getByRole('button', { name: 'Save and publish' }).click();
  await patient(client).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobPath = new URL(client.url()).pathname;
  const jobId = jobPath.split('/').at(-1)!;

  await filmmaker.goto(`/filmmaker/dashboard/jobs/${jobId}`);
  await filmmaker.getByRole('link', { name: 'Apply', exact: true }).click();
  await patient(filmmaker).toHaveURL(/\/apply$/);
  await filmmaker
    .getByLabel('Message to the client')
    .fill('I cut brand films every month; happy to start at once.');
  await filmmaker.getByLabel(/Your rate/).fill('2500');
  await filmmaker.getByRole('radio').first().check();
  await filmmaker.getByRole('button', { name: 'Send application' }).click();
  await patient(filmmaker).toHaveURL(/application-submitted/);

  await client.goto(jobPath);
  await client.getByRole('list', { name: 'Applicants' }).getByRole('link').first().click();
  await client.getByRole('link', { name: 'Make an offer' }).click();
  await patient(client).toHaveURL(/\/contract\?application=/);
  await client.getByLabel('Amount (GBP)').fill(String(milestones.reduce((sum, m) => sum + m.amount, 0)));
  await client.getByLabel('Start date').fill('2027-06-01');
  await client.getByLabel('End date').fill('2027-06-10');
  await client.getByLabel('Deliverables').fill('A one-minute film and a 15-second cut-down.');
  for (const [index, milestone] of milestones.entries()) {
    if (index > 0) await client.getByRole('button', { name: 'Add a milestone' }).click();
    await client.getByLabel(`Milestone ${index + 1} title`).fill(milestone.title);
    await client.getByLabel(`Milestone ${index + 1} amount`).fill(String(milestone.amount));
    await client.getByLabel(`Milestone ${index + 1} due`).fill('2027-06-10');
  }
  await client.getByLabel('Revisions included').fill(String(revisions));
  await client.getByLabel('Usage rights').fill('Online, worldwide, two years.');
  await client.getByRole('button', { name: 'Send offer' }).click();
  await patient(client.getByText(/Waiting for the filmmaker to answer/)).toBeVisible();

  await filmmaker.goto('/filmmaker/dashboard/applications');
  await filmmaker
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await patient(filmmaker).toHaveURL(/\/filmmaker\/dashboard\/applications\/[0-9a-f-]{36}$/);
  const applicationId = filmmaker.url().split('/').at(-1)!;
  await filmmaker.goto(`/filmmaker/dashboard/contract/${applicationId}`);
  await filmmaker.getByRole('button', { name: 'Accept', exact: true }).click();
  await filmmaker.getByRole('dialog').getByRole('button', { name: 'Accept and sign' }).click();
  await patient(filmmaker.getByRole('heading', { name: /^Contract / })).toBeVisible();
  return { jobPath, jobId, title };
}
