import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

// Decision 0023: the server's layers are enforced by lint. db, http, storage and the email outbox at the
// bottom, the auth core (src/auth) above them, then modules/<area>, which use each other only through the
// files a module lists as its public operations. These snippets are linted as if they sat in those folders.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function importErrors(filePath: string, ...specifiers: string[]) {
  const code = specifiers.map((specifier, i) => `import { x${i} } from '${specifier}';\n`).join('');
  const used = `export const all = [${specifiers.map((_, i) => `x${i}`).join(', ')}];\n`;
  const [result] = await eslint.lintText(code + used, { filePath: `apps/server/src/${filePath}` });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('server layers (lint)', () => {
  it('refuses an upward import from http or db into the auth module or core', async () => {
    const fromHttp = await importErrors('http/some-guard.ts', '../modules/auth/issue-session.ts');
    expect(fromHttp).toEqual([expect.stringContaining('bottom layer')]);
    const fromDb = await importErrors('db/schema/some-table.ts', '../../auth/tokens.ts');
    expect(fromDb).toEqual([expect.stringContaining('bottom layer')]);
  });

  it('refuses an import from the auth core up into a module', async () => {
    const errors = await importErrors('auth/some-check.ts', '../modules/auth/sign-up.ts');
    expect(errors).toEqual([expect.stringContaining('auth core')]);
  });

  it("refuses a module reaching into another module's internals, at any folder depth", async () => {
    const chat = await importErrors('modules/chat/some-op.ts', '../files/file-access.ts');
    expect(chat).toEqual([expect.stringContaining('modules/files only through its public operations')]);
    const mfa = await importErrors('modules/auth/mfa/some-op.ts', '../../chat/post-message.ts');
    expect(mfa).toEqual([expect.stringContaining('modules/chat only through its public operations')]);
    const intoAuth = await importErrors('modules/profiles/some-op.ts', '../auth/issue-session.ts');
    expect(intoAuth).toEqual([expect.stringContaining('modules/auth only through its public operations')]);
  });

  it('refuses a module importing the layers above it', async () => {
    const errors = await importErrors('modules/chat/some-op.ts', '../../realtime/realtime-server.ts');
    expect(errors).toEqual([expect.stringContaining('below realtime')]);
  });

  it("accepts a module using the layers below and another module's public operations", async () => {
    const errors = await importErrors(
      'modules/chat/some-op.ts',
      '../../db/client.ts',
      '../../db/query-error.ts',
      '../../http/errors.ts',
      '../../email/enqueue-email.ts',
      '../../auth/require-user.ts',
      '../../auth/request-caller.ts',
      '../files/sign-file-url.ts',
      '../auth/find-user.ts',
      './room-access.ts',
    );
    expect(errors).toEqual([]);
    const core = await importErrors('auth/some-check.ts', '../db/schema/auth.ts', '../http/errors.ts');
    expect(core).toEqual([]);
  });
});
