import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-config-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const SECRETS = { ANON_KEY: 'anon-key-0123456789', JWT_SECRET: 'j'.repeat(32) };
/** A secret production accepts (many different characters, as `openssl rand` gives). */
const RANDOM_SECRET = 'Qm7vX2pL9sKd4Rt8Wz1Yc6Nb3Hf5Jg0A-secret';

/** The ConfigError loadConfig throws for `env`; fails the test when it does not throw one. */
function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dir, ...env }, dir);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig rejects bad values, naming the variable', () => {
  test.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '3000.5' }],
    ['PORT', { PORT: '70000' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'reelhire.example' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/reelhire' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['REDIS_URL', { REDIS_URL: 'http://localhost:6379' }],
    ['SMTP_URL', { SMTP_URL: 'mailto:me@example.com' }],
    ['ANON_KEY', { ANON_KEY: 'short' }],
    ['JWT_SECRET', { JWT_SECRET: 'too-short-for-a-jwt-secret' }],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: 'pk_test_123' }],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_WEBHOOK_SECRET: 'secret' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['GOOGLE_CLIENT_SECRET', { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' }],
    ['GOOGLE_CLIENT_ID', { GOOGLE_CLIENT_SECRET: 'shh' }],
    ['S3_SECRET_ACCESS_KEY', { S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' }],
  ])('%s in %j', (variable, env) => {
    const error = configError(env);
    expect(error.message).toContain(variable);
    expect(error.problems.length).toBeGreaterThan(0);
  });

  test('reports every bad variable at once', () => {
    const error = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    expect(error.problems).toHaveLength(3);
    expect(error.problems.join('\n')).toMatch(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET/);
  });

  test('explains what a good value looks like', () => {
    expect(configError({ PORT: 'abc' }).message).toMatch(/PORT must be a port number from 0 to 65535/);
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toMatch(/postgres:\/\/ or postgresql:\/\//);
    expect(configError({ JWT_SECRET: 'short' }).message).toMatch(/at least 32 characters/);
  });

  test('never repeats a secret in the message, but shows other bad values', () => {
    expect(configError({ JWT_SECRET: 'hunter2-secret' }).message).not.toContain('hunter2');
    expect(configError({ DATABASE_URL: 'mysql://u:pw@host/db' }).message).not.toContain('pw@host');
    expect(configError({ PORT: 'abc' }).message).toContain('(got "abc")');
  });
});

describe('loadConfig defaults', () => {
  test('an empty environment gives a working embedded set-up', () => {
    const config = loadConfig({}, dir);
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      dataDir: path.join(dir, 'data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      google: undefined,
      stripe: undefined,
      s3: undefined,
      seed: true,
      webDist: undefined,
      shutdownGraceMs: 20_000,
    });
  });

  test('empty strings count as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', GOOGLE_CLIENT_ID: '', DATA_DIR: dir }, dir);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
  });

  test('the public URL follows the port and loses a trailing slash', () => {
    expect(loadConfig({ PORT: '8080', DATA_DIR: dir }, dir).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://reelhire.example/', DATA_DIR: dir }, dir).publicUrl).toBe(
      'https://reelhire.example',
    );
  });

  test('unset secrets are generated once, kept under DATA_DIR and reused', () => {
    const dataDir = path.join(dir, 'state');
    const first = loadConfig({ DATA_DIR: dataDir }, dir);
    const file = path.join(dataDir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      anonKey: first.anonKey,
      jwtSecret: first.jwtSecret,
    });
    // Only the owner may read them.
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(first.anonKey.length).toBeGreaterThanOrEqual(16);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);

    const second = loadConfig({ DATA_DIR: dataDir }, dir);
    expect(second.anonKey).toBe(first.anonKey);
    expect(second.jwtSecret).toBe(first.jwtSecret);

    // Another data directory gets its own secrets.
    const other = loadConfig({ DATA_DIR: path.join(dir, 'other') }, dir);
    expect(other.anonKey).not.toBe(first.anonKey);
  });

  test('set secrets are used as given and nothing is written', () => {
    const config = loadConfig({ ...SECRETS, DATA_DIR: dir }, dir);
    expect(config.anonKey).toBe(SECRETS.ANON_KEY);
    expect(config.jwtSecret).toBe(SECRETS.JWT_SECRET);
    expect(existsSync(path.join(dir, 'secrets.json'))).toBe(false);
  });

  test('relative paths are resolved against the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'state', WEB_DIST: 'web/dist', ...SECRETS }, dir);
    expect(config.dataDir).toBe(path.join(dir, 'state'));
    expect(config.webDist).toBe(path.join(dir, 'web', 'dist'));
  });

  test('the test environment is silent and does not seed', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...SECRETS, DATA_DIR: dir }, dir);
    expect(config.logLevel).toBe('silent');
    expect(config.seed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEED: 'true', ...SECRETS, DATA_DIR: dir }, dir).seed).toBe(true);
  });

  test('Google, Stripe and S3 settings are grouped when complete', () => {
    const config = loadConfig(
      {
        ...SECRETS,
        DATA_DIR: dir,
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        STRIPE_SECRET_KEY: 'sk_test_1',
        S3_BUCKET: 'b',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      },
      dir,
    );
    expect(config.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuer: 'https://accounts.google.com',
    });
    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: undefined });
    expect(config.s3).toEqual({
      endpoint: undefined,
      region: 'us-east-1',
      bucket: 'b',
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
  });

  test('accepts both postgres URL spellings', () => {
    for (const url of ['postgres://u@db:5432/reelhire', 'postgresql://u@db/reelhire']) {
      expect(loadConfig({ ...SECRETS, DATA_DIR: dir, DATABASE_URL: url }, dir).databaseUrl).toBe(url);
    }
  });
});

describe('TRUST_PROXY', () => {
  test('is off unless set, so X-Forwarded-For cannot pick the client IP', () => {
    expect(loadConfig({ ANON_KEY: 'a'.repeat(20), JWT_SECRET: 'b'.repeat(40) }, dir).trustProxy).toBe(false);
  });

  test('takes true, a hop count or a list of proxy addresses', () => {
    const base = { ANON_KEY: 'a'.repeat(20), JWT_SECRET: RANDOM_SECRET };
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }, dir).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }, dir).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }, dir).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'yes please' }, dir)).toThrow(/TRUST_PROXY/);
  });
});

describe('DEV_MAILBOX_OPEN', () => {
  const base = { ANON_KEY: 'a'.repeat(20), JWT_SECRET: RANDOM_SECRET };
  test('is off unless set: the dev mailbox answers only this machine', () => {
    expect(loadConfig(base, dir).devMailboxOpen).toBe(false);
    expect(loadConfig({ ...base, DEV_MAILBOX_OPEN: 'false' }, dir).devMailboxOpen).toBe(false);
    expect(loadConfig({ ...base, DEV_MAILBOX_OPEN: 'true' }, dir).devMailboxOpen).toBe(true);
  });

  test('takes only true or false, and cannot be set in production, where there is no dev mailbox', () => {
    expect(configError({ ...base, DEV_MAILBOX_OPEN: 'yes' }).problems).toEqual([
      'DEV_MAILBOX_OPEN must be true or false (got "yes")',
    ]);
    expect(
      configError({ ...base, NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', DEV_MAILBOX_OPEN: 'true' })
        .problems,
    ).toEqual(['DEV_MAILBOX_OPEN cannot be true with NODE_ENV=production: production has no dev mailbox']);
  });
});

describe('SEED (decision 0054)', () => {
  const base = { ANON_KEY: 'a'.repeat(20), JWT_SECRET: RANDOM_SECRET };
  test('development seeds the demo by default; production never does', () => {
    expect(loadConfig(base, dir).seed).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }, dir).seed).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }, dir).seed).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', SEED: 'false' }, dir).seed,
    ).toBe(false);
  });

  test('SEED=true is refused in production, naming the command that creates a real admin', () => {
    expect(
      configError({ ...base, NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', SEED: 'true' }).problems,
    ).toEqual([
      'SEED cannot be true with NODE_ENV=production: the demo accounts have a public password (create the first admin with `npm run create-admin`)',
    ]);
  });
});

describe('REALTIME_ALLOWED_ORIGINS', () => {
  const base = { ANON_KEY: 'a'.repeat(20), JWT_SECRET: RANDOM_SECRET };

  test('is empty unless set, and takes a list of origins', () => {
    expect(loadConfig(base, dir).realtimeAllowedOrigins).toEqual([]);
    expect(
      loadConfig({ ...base, REALTIME_ALLOWED_ORIGINS: 'https://app.example.com, http://10.0.0.5:3000/' }, dir)
        .realtimeAllowedOrigins,
    ).toEqual(['https://app.example.com', 'http://10.0.0.5:3000']);
  });

  test('refuses anything that is not an http(s) origin', () => {
    for (const value of ['*', 'app.example.com', 'https://app.example.com/chat', 'ftp://example.com']) {
      expect(() => loadConfig({ ...base, REALTIME_ALLOWED_ORIGINS: value }, dir)).toThrow(
        /REALTIME_ALLOWED_ORIGINS/,
      );
    }
  });
});

describe('RECEIPT_TAX', () => {
  const base = { ANON_KEY: 'a'.repeat(20), JWT_SECRET: RANDOM_SECRET };

  test('is none unless set, and takes a label and a percentage, kept as basis points', () => {
    expect(loadConfig(base, dir).receiptTax).toBeUndefined();
    expect(loadConfig({ ...base, RECEIPT_TAX: 'VAT:20' }, dir).receiptTax).toEqual({
      label: 'VAT',
      bps: 2_000,
    });
    expect(loadConfig({ ...base, RECEIPT_TAX: 'GST:12.5' }, dir).receiptTax).toEqual({
      label: 'GST',
      bps: 1_250,
    });
  });

  test('refuses anything else, saying what a good value looks like', () => {
    for (const value of ['20', 'VAT', 'VAT:', 'VAT:20%', 'VAT:120', 'VAT:1.234']) {
      expect(() => loadConfig({ ...base, RECEIPT_TAX: value }, dir)).toThrow(
        /RECEIPT_TAX must be a label and a/,
      );
    }
  });
});

describe('settings that would leave an installation open (decision 0070)', () => {
  const production = {
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: 'true',
    ANON_KEY: 'anon-key-0123456789',
    JWT_SECRET: RANDOM_SECRET,
  };

  test('a JWT secret containing the public anon key is refused everywhere', () => {
    for (const NODE_ENV of ['development', 'production']) {
      const error = configError({
        NODE_ENV,
        PAYMENTS_SANDBOX: 'true',
        ANON_KEY: 'anon-key-0123456789',
        JWT_SECRET: `anon-key-0123456789-${'x'.repeat(20)}`,
      });
      expect(error.problems).toEqual([
        'JWT_SECRET must not contain ANON_KEY: the anon key is public, in every page',
      ]);
      expect(error.message).not.toContain('anon-key-0123456789');
    }
  });

  test('a placeholder JWT secret is refused in production, and still works in development', () => {
    expect(configError({ ...production, JWT_SECRET: 'changeme'.repeat(5) }).problems).toEqual([
      'JWT_SECRET looks like a placeholder (fewer than 10 different characters): use a random value, e.g. `openssl rand -base64 48`',
    ]);
    expect(configError({ ...production, JWT_SECRET: 'x'.repeat(64) }).problems).toHaveLength(1);
    expect(
      loadConfig({ ...production, NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(64) }, dir).jwtSecret,
    ).toBe('x'.repeat(64));
    // Secrets generated into DATA_DIR are random, so an unset secret is fine in production.
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', DATA_DIR: dir }, dir).jwtSecret.length,
    ).toBeGreaterThan(32);
  });

  test('production refuses a plain-http address on the internet', () => {
    for (const url of ['http://reelhire.example.com', 'http://203.0.113.7:3000', 'http://[2001:db8::1]']) {
      expect(configError({ ...production, PUBLIC_URL: url }).problems, url).toEqual([
        `PUBLIC_URL must start with https:// with NODE_ENV=production, unless it names this machine or a private network (got "${url}")`,
      ]);
    }
  });

  test('production allows https anywhere, and plain http on this machine or a private network', () => {
    for (const url of [
      'https://reelhire.example.com',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://192.168.1.20:3000',
      'http://10.0.0.5',
      'http://172.20.1.1',
      'http://studio.local',
      'http://nas',
    ]) {
      expect(loadConfig({ ...production, PUBLIC_URL: url }, dir).publicUrl, url).toBe(url);
    }
    // Unset, the address is this machine's.
    expect(loadConfig(production, dir).publicUrl).toBe('http://localhost:3000');
    // Outside production an http address anywhere is a developer's choice.
    expect(
      loadConfig({ ...production, NODE_ENV: 'development', PUBLIC_URL: 'http://reelhire.example.com' }, dir)
        .publicUrl,
    ).toBe('http://reelhire.example.com');
  });
});

describe('payments in production (decision 0074)', () => {
  const production = { NODE_ENV: 'production', ANON_KEY: 'anon-key-0123456789', JWT_SECRET: RANDOM_SECRET };
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_0123456789', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789' };

  test('production without Stripe is refused, unless a staging server asks for the sandbox by name', () => {
    expect(configError(production).problems).toEqual([
      'NODE_ENV=production takes real payments: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_SANDBOX=true for a staging server whose test cards pay for nothing',
    ]);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' }, dir).stripe).toBeUndefined();
    expect(loadConfig({ ...production, ...stripe }, dir).stripe?.secretKey).toBe(stripe.STRIPE_SECRET_KEY);
    // Development keeps the sandbox by default, so `npm start` needs nothing.
    expect(loadConfig({ ...production, NODE_ENV: 'development' }, dir).stripe).toBeUndefined();
  });

  test('production refuses Stripe without its webhook secret, and Stripe and the sandbox together', () => {
    expect(configError({ ...production, STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY }).problems).toEqual([
      'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY and NODE_ENV=production: unsigned webhooks are refused, so no payment would ever be confirmed',
    ]);
    expect(configError({ ...production, ...stripe, PAYMENTS_SANDBOX: 'true' }).problems).toEqual([
      'PAYMENTS_SANDBOX=true cannot be combined with STRIPE_SECRET_KEY: choose one payment provider',
    ]);
  });
});
