// `npm run create-admin -- --email you@example.com [--first-name Ann] [--last-name Lee] [--another]`:
// the first admin of a real installation (decision 0054). The password is typed without echo, or piped
// on stdin (`printf '%s' "$PASSWORD" | npm run create-admin -- --email …`); it is never printed or logged.
// With the embedded database, stop the server first (PGlite is owned by one process at a time).
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createAdmin, CreateAdminRefused } from './modules/auth/create-admin.ts';

function fail(message: string): never {
  console.error(`create-admin: ${message}`);
  process.exit(1);
}

/** Reads one line from the terminal without showing what is typed. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}

async function readPiped(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  // One trailing newline is the shell's, not the password's.
  return text.replace(/\r?\n$/, '');
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPiped();
  const first = await promptHidden('Password for the new admin (at least 12 characters): ');
  const second = await promptHidden('The same password again: ');
  if (first !== second) fail('the two passwords differ; nothing was created');
  return first;
}

let args;
try {
  args = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      another: { type: 'boolean', default: false },
    },
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (!args.email) fail("pass the new admin's address: npm run create-admin -- --email you@example.com");

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  fail(error instanceof ConfigError ? `invalid configuration: ${error.message}` : String(error));
}

const password = await readPassword().catch((error: unknown) =>
  fail(error instanceof Error ? error.message : String(error)),
);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
try {
  await database.migrate();
  const admin = await createAdmin({
    db: database.db,
    email: args.email,
    password,
    firstName: args['first-name'],
    lastName: args['last-name'],
    allowAnother: args.another,
  });
  console.log(`Created the admin ${admin.email}. Sign in at ${config.publicUrl}/login.`);
} catch (error) {
  if (error instanceof CreateAdminRefused) {
    await database.close();
    fail(`${error.message}; nothing was created`);
  }
  throw error;
} finally {
  await database.close().catch(() => undefined);
}
