import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { freePort } from '../../scripts/free-port.ts';
import { root, serverEntry, serverEnv } from '../support/server-process.ts';
import { expect, test } from '../support/test.ts';

// Issue 5: kill the server while a client and a filmmaker are connected, start it again, and both
// reconnect by themselves with every message sent around the restart there exactly once, in order.
// This test runs its own server (the suite's shared one must not die), on the embedded database,
// which keeps everything in its data directory across the restart.

const DEMO_PASSWORD = 'reelhire-demo';

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...serverEnv(port, dataDir), REDIS_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A cold start migrates and seeds the embedded database: on a busy 2-core machine that can pass 30 s.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become healthy');
}

async function person(browser: Browser, baseURL: string, forwardedFor: string, email: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 860 },
    extraHTTPHeaders: { 'x-forwarded-for': forwardedFor },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

/** The texts of this run's messages in the open conversation, top to bottom. */
async function shownTexts(page: Page, stamp: string): Promise<string[]> {
  const texts = await page.getByTestId('message-scroller').locator('li[data-message-id]').allInnerTexts();
  return texts.flatMap((text) => text.split('\n')).filter((line) => line.includes(stamp));
}

async function send(page: Page, text: string) {
  await page.getByPlaceholder('Write a message…').fill(text);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('li[data-own]').filter({ hasText: text })).toBeVisible({ timeout: 15_000 });
}

test('both sides reconnect by themselves after the server restarts, with every message once and in order', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhire-restart-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let server = await startServer(port, dataDir);
  try {
    const stamp = `r${Date.now().toString(36)}`;
    const client = await person(browser, baseURL, '203.0.113.241', 'client@reelhire.test');
    const filmmaker = await person(browser, baseURL, '203.0.113.242', 'filmmaker@reelhire.test');

    // The demo pair's conversation, open on both sides.
    await client.goto('/client/dashboard/messages');
    await client.getByRole('list', { name: 'Conversations' }).getByText('Maya Okafor').click();
    await filmmaker.goto('/filmmaker/dashboard/messages');
    await filmmaker.getByRole('list', { name: 'Conversations' }).getByText('Northlight Studios').click();
    await expect(client.getByText('Online', { exact: true })).toBeVisible();

    await send(client, `1 before the restart ${stamp}`);
    await send(filmmaker, `2 before the restart ${stamp}`);
    await expect(
      client.getByTestId('message-scroller').getByText(`2 before the restart ${stamp}`),
    ).toBeVisible();

    // The process dies without a goodbye, as in a crash or a redeploy.
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    await expect(client.getByText(/Reconnecting/).first()).toBeVisible({ timeout: 40_000 });

    server = await startServer(port, dataDir);
    // A message stored while the browsers are still reconnecting: they must catch it up from the database.
    const anonKey = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).anonKey as string;
    const signIn = await fetch(`${baseURL}/api/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.243' },
      body: JSON.stringify({ email: 'filmmaker@reelhire.test', password: DEMO_PASSWORD }),
    });
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const headers = { apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const [conversation] = (await (
      await fetch(`${baseURL}/api/rest/v1/conversations?${await filmmakerEntity(baseURL, headers)}`, {
        headers,
      })
    ).json()) as { room_name: string; filmmaker: { entity_id: string } }[];
    const posted = await fetch(`${baseURL}/api/rest/v1/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        id: crypto.randomUUID(),
        room_name: conversation!.room_name,
        content: `3 while reconnecting ${stamp}`,
        entity_id: conversation!.filmmaker.entity_id,
        entity_role: 'filmmaker',
      }),
    });
    expect(posted.status).toBe(201);

    // Both reconnect without anyone reloading, and see the message they missed.
    await expect(
      client.getByTestId('message-scroller').getByText(`3 while reconnecting ${stamp}`),
    ).toBeVisible({
      timeout: 40_000,
    });
    await expect(
      filmmaker.getByTestId('message-scroller').getByText(`3 while reconnecting ${stamp}`),
    ).toBeVisible({
      timeout: 40_000,
    });
    await send(client, `4 after the restart ${stamp}`);
    await send(filmmaker, `5 after the restart ${stamp}`);
    await expect(
      client.getByTestId('message-scroller').getByText(`5 after the restart ${stamp}`),
    ).toBeVisible();
    await expect(
      filmmaker.getByTestId('message-scroller').getByText(`4 after the restart ${stamp}`),
    ).toBeVisible();

    const expected = [
      `1 before the restart ${stamp}`,
      `2 before the restart ${stamp}`,
      `3 while reconnecting ${stamp}`,
      `4 after the restart ${stamp}`,
      `5 after the restart ${stamp}`,
    ];
    expect(await shownTexts(client, stamp)).toEqual(expected);
    expect(await shownTexts(filmmaker, stamp)).toEqual(expected);
    // And the database, which both pages follow, holds each once in the same order.
    const stored = (await (
      await fetch(
        `${baseURL}/api/rest/v1/messages?room_name=${encodeURIComponent(conversation!.room_name)}&order=asc&limit=200`,
        { headers },
      )
    ).json()) as { content: string }[];
    expect(stored.map((message) => message.content).filter((content) => content.includes(stamp))).toEqual(
      expected,
    );

    await client.context().close();
    await filmmaker.context().close();
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** `entity_id=…&entity_role=filmmaker` for the signed-in filmmaker, from their own record. */
async function filmmakerEntity(baseURL: string, headers: Record<string, string>): Promise<string> {
  const user = (await (await fetch(`${baseURL}/api/auth/v1/user`, { headers })).json()) as { id: string };
  const [record] = (await (
    await fetch(`${baseURL}/api/rest/v1/filmmakers?user_id=${user.id}`, { headers })
  ).json()) as {
    id: string;
  }[];
  return `entity_id=${record!.id}&entity_role=filmmaker`;
}
