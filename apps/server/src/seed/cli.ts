// `npm run seed [-- --reset]`: seeds the demo into the configured database (stop the server first on PGlite,
// which one process owns at a time).
import path from 'node:path';
import { loadConfig, ConfigError } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { configuredStorage } from '../storage/configured-storage.ts';
import { seedDemo } from './seed.ts';

const reset = process.argv.includes('--reset');
try {
  const config = loadConfig(process.env);
  if (config.env === 'production') {
    // Decision 0054: the demo's accounts share a public password, admin included.
    console.error(
      'The demo is never seeded with NODE_ENV=production: its accounts have a public password. Create the first admin with `npm run create-admin`.',
    );
    process.exit(1);
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
  await database.migrate();
  const result = await seedDemo({
    db: database.db,
    reset,
    files: { storage: configuredStorage(config), tempDir: path.join(config.dataDir, 'tmp', 'uploads') },
  });
  await database.close();
  if (!result.seeded) {
    console.log(
      'The database already has accounts; nothing seeded. Use `npm run seed -- --reset` to rebuild the demo.',
    );
  } else {
    console.log(`Demo data ${reset ? 'rebuilt' : 'seeded'}. Sign in with:`);
    for (const a of result.accounts) console.log(`  ${a.role.padEnd(9)} ${a.email}  /  ${a.password}`);
  }
} catch (error) {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : String(error));
  process.exit(1);
}
