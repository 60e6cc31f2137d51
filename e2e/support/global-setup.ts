import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { OAuth2Server } from 'oauth2-mock-server';
import { freePort } from '../../scripts/free-port.ts';
import { makeScratchDir } from '../../scripts/scratch-dir.ts';
import { root, serverEntry, serverEnv } from './server-process.ts';

/** Done means for the foundation: a cold start reaches a healthy /api/health in under 15 s. */
// A machine shared with other work may need longer (E2E_COLD_START_MS); the default keeps cold start honest.
const COLD_START_BUDGET_MS = Number(process.env.E2E_COLD_START_MS) || 15_000;

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} during start-up`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not report healthy at ${url} within ${COLD_START_BUDGET_MS} ms`);
}

/**
 * A local OpenID Connect provider standing in for Google: the server is configured with its issuer, so
 * "Continue with Google" runs the real authorization-code flow in the browser.
 */
async function startIdentityProvider(): Promise<{ issuer: string; stop: () => Promise<void> }> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const issuer = provider.issuer.url!;
  // Each sign-in in the tests names its Google account with a `login_hint` (the account chooser's pick).
  let nextAccount = { email: 'google.user@example.test', name: 'Gemma Google' };
  provider.service.on('beforeAuthorizeRedirect', (_authorizeRedirectUri, req) => {
    const url = new URL(req.url ?? '', issuer);
    const hint = url.searchParams.get('login_hint');
    if (hint) nextAccount = { email: hint, name: hint.split('@')[0]!.replace(/[._]/g, ' ') };
  });
  provider.service.on('beforeTokenSigning', (token) => {
    token.payload.sub = `google-${nextAccount.email}`;
    token.payload.email = nextAccount.email;
    token.payload.email_verified = true;
    token.payload.name = nextAccount.name;
  });
  provider.service.on('beforeUserinfo', (userInfoResponse) => {
    userInfoResponse.body = {
      sub: `google-${nextAccount.email}`,
      email: nextAccount.email,
      email_verified: true,
      name: nextAccount.name,
    };
  });
  return { issuer, stop: () => provider.stop() };
}

/** Starts the real server on the production build, on a free port with an empty data directory. */
export default async function globalSetup() {
  const identityProvider = await startIdentityProvider();
  const port = await freePort();
  // In memory where the machine can: the server's commits and uploads skip the disk (decision 0087).
  const dataDir = makeScratchDir('reelhire-e2e-');
  const started = Date.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...serverEnv(port, dataDir),
      GOOGLE_CLIENT_ID: 'reelhire-e2e',
      GOOGLE_CLIENT_SECRET: 'reelhire-e2e-secret',
      GOOGLE_ISSUER: identityProvider.issuer,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/api/health`, child, started + COLD_START_BUDGET_MS);
  } catch (error) {
    child.kill('SIGKILL');
    // Its files go only once it has stopped writing them.
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await identityProvider.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  console.log(
    `e2e: server healthy at ${baseUrl} after ${Date.now() - started} ms (cold start, empty database)`,
  );
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_GOOGLE_ISSUER = identityProvider.issuer;

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await identityProvider.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
