import path from 'node:path';
import { withCompileCache } from '../../scripts/run.ts';

/** The repository root, where the server is started from. */
export const root = path.resolve(import.meta.dirname, '../..');

/** The server's entry point. */
export const serverEntry = path.join(root, 'apps/server/src/index.ts');

/**
 * How the end-to-end tests run the real server: the production build, the embedded database in its own
 * data directory, the demo seeded, and loopback trusted as the proxy (see support/test.ts).
 */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...withCompileCache(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: path.join(root, 'apps/web/dist'),
    LOG_LEVEL: 'warn',
    // The tests sign in as the demo accounts: the demo is seeded, which only development allows (production
    // refuses SEED=true, decision 0054), whatever NODE_ENV the shell running the tests has.
    NODE_ENV: 'development',
    SEED: 'true',
    DATABASE_URL: '',
    // Tests stand in for many users behind one proxy (see support/test.ts).
    TRUST_PROXY: '127.0.0.1',
    // The calendar spec serves an outside calendar from this machine (decision 0092).
    OUTSIDE_CALENDARS_PRIVATE_NETWORK: 'true',
  };
}
