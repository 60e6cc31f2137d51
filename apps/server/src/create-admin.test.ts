import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './db/client.ts';
import { passwordMatches } from './modules/auth/password.ts';
import { runCommand } from './test/run-command.ts';

// `npm run create-admin` (decision 0054), run as the real command against an embedded database.
const here = path.dirname(fileURLToPath(import.meta.url));
const entry = path.join(here, 'create-admin.ts');
const PASSWORD = 'correct horse battery staple';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-create-admin-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const run = (args: string[], stdin: string) =>
  runCommand(entry, args, {
    env: { HOME: dataDir, DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' },
    stdin,
  });

async function admins() {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    return await queryRows<{ email: string; encrypted_password: string }>(
      database.db,
      sql`select email, encrypted_password from users where user_metadata->>'user_type' = 'admin' order by created_at`,
    );
  } finally {
    await database.close();
  }
}

describe('npm run create-admin', { timeout: 90_000 }, () => {
  test('creates the first admin from a piped password, which it never prints', async () => {
    const { code, output } = await run(['--email', 'Boss@Example.com'], `${PASSWORD}\n`);
    expect(output).not.toContain(PASSWORD);
    expect(code).toBe(0);
    expect(output).toContain('Created the admin boss@example.com');
    const [admin, ...others] = await admins();
    expect(others).toEqual([]);
    expect(admin?.email).toBe('boss@example.com');
    // The trailing newline of the pipe is not part of the password.
    expect(await passwordMatches(admin?.encrypted_password, PASSWORD)).toBe(true);
  });

  test('refuses a second admin unless told --another, and a short password', async () => {
    const again = await run(['--email', 'second@example.com'], PASSWORD);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/create-admin: an admin exists already .*--another.*nothing was created/);

    const short = await run(['--email', 'second@example.com', '--another'], 'short-pass');
    expect(short.code).toBe(1);
    expect(short.output).toMatch(/at least 12 characters/);
    expect(short.output).not.toContain('short-pass');

    const taken = await run(['--email', 'boss@example.com', '--another'], PASSWORD);
    expect(taken.code).toBe(1);
    expect(taken.output).toMatch(/exists already/);

    const another = await run(['--email', 'second@example.com', '--another'], PASSWORD);
    expect(another.code).toBe(0);
    expect((await admins()).map((admin) => admin.email)).toEqual(['boss@example.com', 'second@example.com']);
  });
});
