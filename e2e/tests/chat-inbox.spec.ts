import type { Browser, Page, Request, Response, WebSocket } from '@playwright/test';
import { DEMO_ADMIN, setUpFilmmaker } from '../support/accounts.ts';
import { DEMO_PASSWORD } from '../support/hiring-pages.ts';
import { expect, test } from '../support/test.ts';

// Issue 10: a recipient signed in anywhere in the dashboard receives a new message (delivered tick, unread
// badge on Messages, toast), and with both parties in the room no status request is refused.

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

async function person(browser: Browser, forwardedFor: string, baseURL?: string) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    extraHTTPHeaders: { 'x-forwarded-for': forwardedFor },
    ...(baseURL ? { baseURL } : {}),
  });
  return context.newPage();
}

const ownBubble = (page: Page, text: string) => page.locator('li[data-own]').filter({ hasText: text });
const ticksOf = (page: Page, text: string) =>
  ownBubble(page, text).getByRole('img', { name: /^(Sent|Delivered|Read)$/ });

/** How many of the page's API requests are still waiting for their answers, at any moment. */
function pendingApiRequests(page: Page): () => number {
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/** Every API answer refused as a conflict (a status asked to move back). */
function conflicts(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response: Response) => {
    if (response.status() === 409) refused.push(`${response.request().method()} ${response.url()}`);
  });
  return refused;
}

test('a recipient on the dashboard home gets the message: delivered tick, unread badge and toast', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  // The recipient is a filmmaker of this test's own: her unread badge must read 1, and a demo filmmaker
  // may get another spec's message at the same moment.
  const lastName = `Inbox${stamp}`;
  const email = `${lastName.toLowerCase()}@chat-inbox.test`;
  await setUpFilmmaker(request, {
    email,
    password: DEMO_PASSWORD,
    firstName: 'Ines',
    lastName,
    verifiedBy: DEMO_ADMIN,
  });
  const base = process.env.E2E_BASE_URL!;
  const client = await person(browser, '203.0.113.241');
  // The filmmaker opens the site at localhost while PUBLIC_URL says 127.0.0.1: the socket must still work.
  const filmmaker = await person(browser, '203.0.113.242', base.replace('127.0.0.1', 'localhost'));
  const refusedForClient = conflicts(client);
  const refusedForFilmmaker = conflicts(filmmaker);
  const pendingForClient = pendingApiRequests(client);
  const pendingForFilmmaker = pendingApiRequests(filmmaker);
  await signIn(client, 'client@reelhire.test');
  await signIn(filmmaker, email);
  // Her account feed must be live before the message is sent, or it passes her by (a message that arrived
  // before her feed connected is marked delivered when it does, without a toast): wait for an open realtime
  // socket's first answer (the server joins her account channel as it accepts the connection). Only a socket
  // of the dashboard she opens next counts: the sign-in's landing page had one too, still answering while
  // the navigation starts, and the dashboard the server drew starts its app (and its socket) a moment later
  // (decision 0084), so counting the old one let the message go out before her new feed was live.
  const liveFeeds = new Set<WebSocket>();
  let dashboardOpened = false;
  filmmaker.on('websocket', (socket) => {
    if (!dashboardOpened || !socket.url().includes('/api/realtime')) return;
    socket.on('framereceived', () => {
      if (!socket.isClosed()) liveFeeds.add(socket);
    });
    socket.on('close', () => liveFeeds.delete(socket));
  });
  dashboardOpened = true;
  // Her inbox follows the feed once its own code has loaded (lazily, after the bell's, which opens the
  // socket): its first read of her conversations says it is listening.
  const inboxReading = filmmaker.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/api/rest/v1/conversations'),
  );
  await filmmaker.goto('/filmmaker/dashboard');
  await expect.poll(() => liveFeeds.size, { timeout: 30_000 }).toBeGreaterThan(0);
  await inboxReading;
  const messagesLink = filmmaker.getByTestId('sidebar').getByRole('link', { name: /^Messages/ });
  await expect(messagesLink).toBeVisible();

  await client.goto(`/portfolio/${lastName.toLowerCase()}`);
  await client.getByRole('link', { name: 'Message' }).click();
  await expect(client).toHaveURL(/\/client\/dashboard\/messages\?/);
  // docs/product.md §5: a send while not connected only reconnects; wait for the connection first.
  await expect(client.getByText(/Connecting…|Reconnecting…|Not connected/)).toHaveCount(0);
  const first = `Are you free for a two-day shoot? ${stamp}`;
  await client.getByPlaceholder('Write a message…').fill(first);
  await client.getByRole('button', { name: 'Send message' }).click();

  // Ines has no conversation open, yet it reaches her: the sender sees two ticks (a round trip through
  // both sockets, which waits its turn on a busy machine: one full run here took over 7 s).
  await expect(ticksOf(client, first)).toHaveAttribute('aria-label', 'Delivered', { timeout: 20_000 });
  await expect(filmmaker.getByText('New message from Northlight Studios')).toBeVisible();
  await expect(filmmaker.getByText(first)).toBeVisible();
  await expect(messagesLink.getByTestId('unread-messages-badge')).toHaveText('1');
  await expect(messagesLink).toHaveAccessibleName(/^Messages\s*,\s*1 unread message$/);
  await filmmaker.screenshot({ path: test.info().outputPath('recipient-dashboard.png') });

  // She opens it from the toast: read on both sides, and the badge goes.
  await filmmaker.getByRole('button', { name: 'Open' }).click();
  await expect(filmmaker).toHaveURL(/\/filmmaker\/dashboard\/messages\?/);
  await expect(filmmaker.getByTestId('message-scroller').getByText(first)).toBeVisible();
  await expect(ticksOf(client, first)).toHaveAttribute('aria-label', 'Read');
  await expect(messagesLink.getByTestId('unread-messages-badge')).toHaveCount(0);

  // Both in the room: new messages go delivered and read at once, and nothing is refused with 409.
  for (const n of [1, 2, 3]) {
    const text = `Take ${n} ${stamp}`;
    await client.getByPlaceholder('Write a message…').fill(text);
    await client.keyboard.press('Enter');
    await expect(ticksOf(client, text)).toHaveAttribute('aria-label', 'Read');
  }
  // Every receipt sent has had its answer before the refusals are read.
  await expect.poll(() => pendingForClient() + pendingForFilmmaker()).toBe(0);
  expect(refusedForClient).toEqual([]);
  expect(refusedForFilmmaker).toEqual([]);
});
