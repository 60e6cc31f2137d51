import { ANONYMOUS_CACHE } from '@reelhire/shared/constants';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration is environment variables only (DESIGN section 3), validated once here. Nothing else in
 * the server reads process.env: everything receives a Config.
 */

// 0 asks the system for a free port (tests use it).
const PORT_MESSAGE = 'must be a port number from 0 to 65535';
const port = z.coerce
  .number({ error: PORT_MESSAGE })
  .int(PORT_MESSAGE)
  .min(0, PORT_MESSAGE)
  .max(65535, PORT_MESSAGE);

/** Values never repeated in an error message, since logs are read by more people than secrets are. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'ANON_KEY',
  'JWT_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]);

/**
 * How long SIGTERM waits for in-flight requests, sockets, jobs and the database to finish before the
 * process exits anyway (decision 0069). Below the usual 30 s an orchestrator waits before SIGKILL, so our
 * own exit, with its log line, comes first.
 */
export const DEFAULT_SHUTDOWN_GRACE_SECONDS = 20;

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  PORT: optional(port),
  HOST: optional(z.string().min(1)),
  PUBLIC_URL: optional(url(['http:', 'https:'])),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'])),
  REDIS_URL: optional(url(['redis:', 'rediss:'])),
  SMTP_URL: optional(url(['smtp:', 'smtps:'])),
  MAIL_FROM: optional(z.string().min(3)),
  DATA_DIR: optional(z.string().min(1)),
  ANON_KEY: optional(z.string().min(16, 'must be at least 16 characters')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  GOOGLE_CLIENT_ID: optional(z.string().min(1)),
  GOOGLE_CLIENT_SECRET: optional(z.string().min(1)),
  GOOGLE_ISSUER: optional(url(['http:', 'https:'])),
  STRIPE_SECRET_KEY: optional(z.string().startsWith('sk_', 'must start with sk_')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith('whsec_', 'must start with whsec_')),
  S3_ENDPOINT: optional(url(['http:', 'https:'])),
  S3_REGION: optional(z.string().min(1)),
  S3_BUCKET: optional(z.string().min(1)),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  SEED: optional(z.enum(['true', 'false'])),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(
        /^(true|false|\d+|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses',
      ),
  ),
  API_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number({ error: 'must be a whole number' }).int().min(1)),
  // How long answers the same for every signed-out visitor are kept (decision 0090); 0 turns it off.
  ANONYMOUS_CACHE_SECONDS: optional(z.coerce.number({ error: 'must be a number of seconds' }).min(0).max(60)),
  WEB_DIST: optional(z.string().min(1)),
  SHUTDOWN_GRACE_SECONDS: optional(
    z.coerce.number({ error: 'must be a number of seconds' }).min(0.1).max(600),
  ),
  // A tax shown on receipts as the part of Reelhire's fee that is tax, e.g. "VAT:20" (label:percent).
  RECEIPT_TAX: optional(
    z
      .string()
      .regex(
        /^[^:]{1,20}:\d{1,2}(\.\d{1,2})?$/,
        'must be a label and a percentage such as VAT:20 or GST:12.5',
      ),
  ),
  DEV_MAILBOX_OPEN: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  /** Production without Stripe only when asked for: a staging server whose test cards pay for nothing. */
  PAYMENTS_SANDBOX: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  // Decision 0092: outside calendars may be fetched from this machine and private networks (tests, a LAN).
  OUTSIDE_CALENDARS_PRIVATE_NETWORK: optional(z.enum(['true', 'false'], { error: 'must be true or false' })),
  REALTIME_ALLOWED_ORIGINS: optional(
    z
      .string()
      .refine(
        (value) => value.split(',').every((entry) => parseOrigin(entry.trim()) !== null),
        'must be a comma-separated list of origins such as https://app.example.com (scheme, host, optional port)',
      ),
  ),
});

/** An http(s) origin written as one (`https://host[:port]`, no path), normalised; null for anything else. */
function parseOrigin(value: string): string | null {
  try {
    const parsed = new URL(value);
    if (!['http:', 'https:'].includes(parsed.protocol)) return null;
    if (value.replace(/\/$/, '').toLowerCase() !== parsed.origin.toLowerCase()) return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  anonKey: string;
  jwtSecret: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  stripe: { secretKey: string; webhookSecret: string | undefined } | undefined;
  s3:
    | {
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
  logLevel: string;
  /** Human-readable logs: outside production, when a person is watching the terminal. */
  prettyLogs: boolean;
  /**
   * Which proxies may set X-Forwarded-For. Off by default: trusting it blindly would let anyone pick their
   * own IP and walk around every per-IP rate limit.
   */
  trustProxy: boolean | number | string[];
  /** Requests per minute one IP may make to /api (health checks excepted). */
  apiRateLimitPerMinute: number;
  /**
   * How long the talent directory's API answers and the server-drawn public pages are kept for signed-out
   * visitors (decision 0090); 0: not kept.
   */
  anonymousCacheMs: number;
  /** Seed the demo data on an empty database: development only (decision 0054). */
  seed: boolean;
  /** SIGTERM's grace period: after it the process exits even if something is still open (decision 0069). */
  shutdownGraceMs: number;
  /** The built SPA; absent means the API only. */
  webDist: string | undefined;
  /**
   * The dev mailbox (outside production) answers clients on other machines too. Off by default: it shows
   * every sign-in code, so only this machine's loopback interface may read it.
   */
  devMailboxOpen: boolean;
  /** Outside calendars may be fetched from loopback and private addresses: never in production (0092). */
  outsideCalendarsPrivateNetwork: boolean;
  /**
   * Browser origins, besides PUBLIC_URL's and the page's own (the request's Host), whose pages may open
   * the realtime socket (decision 0017).
   */
  realtimeAllowedOrigins: string[];
  /** The tax receipts show as included in Reelhire's fee (decision 0044); none unless configured. */
  receiptTax: { label: string; bps: number } | undefined;
  version: string;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(problems.join('; '));
    this.problems = problems;
  }
}

interface Secrets {
  anonKey: string;
  jwtSecret: string;
}

/** Unset secrets are generated once and kept under DATA_DIR, so the embedded default needs no set-up. */
function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (stored.anonKey && stored.jwtSecret) return { anonKey: stored.anonKey, jwtSecret: stored.jwtSecret };
  }
  const secrets: Secrets = {
    anonKey: `anon_${randomBytes(24).toString('base64url')}`,
    jwtSecret: randomBytes(48).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        const got = SECRET_VARIABLES.has(name) ? '' : ` (got "${String(env[name])}")`;
        return `${name} ${issue.message}${got}`;
      }),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  const s3Keys = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    problems.push('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (e.DEV_MAILBOX_OPEN === 'true' && e.NODE_ENV === 'production') {
    problems.push('DEV_MAILBOX_OPEN cannot be true with NODE_ENV=production: production has no dev mailbox');
  }
  if (e.OUTSIDE_CALENDARS_PRIVATE_NETWORK === 'true' && e.NODE_ENV === 'production') {
    // Decision 0092: members give the addresses; on a private network they would reach internal services.
    problems.push(
      'OUTSIDE_CALENDARS_PRIVATE_NETWORK cannot be true with NODE_ENV=production: members could make the server fetch addresses on its own network',
    );
  }
  if (e.SEED === 'true' && e.NODE_ENV === 'production') {
    // Decision 0054: the demo's admin has a public password; a real installation creates its own admin.
    problems.push(
      'SEED cannot be true with NODE_ENV=production: the demo accounts have a public password (create the first admin with `npm run create-admin`)',
    );
  }
  problems.push(...unsafeSecretsAndAddress(e), ...unsafePayments(e));
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(cwd, e.DATA_DIR ?? 'data');
  const port = e.PORT ?? 3000;
  const needsSecrets = !e.ANON_KEY || !e.JWT_SECRET;
  const generated = needsSecrets ? loadOrCreateSecrets(dataDir) : undefined;

  return {
    env: e.NODE_ENV ?? 'development',
    port,
    host: e.HOST ?? '0.0.0.0',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Reelhire <no-reply@reelhire.local>',
    anonKey: e.ANON_KEY ?? generated!.anonKey,
    jwtSecret: e.JWT_SECRET ?? generated!.jwtSecret,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          }
        : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined,
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION ?? 'us-east-1',
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    prettyLogs: (e.NODE_ENV ?? 'development') === 'development' && Boolean(process.stdout.isTTY),
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE ?? 1200,
    anonymousCacheMs:
      e.ANONYMOUS_CACHE_SECONDS === undefined
        ? ANONYMOUS_CACHE.ttlMs
        : Math.round(e.ANONYMOUS_CACHE_SECONDS * 1000),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    // Only development seeds by default; production never does (decision 0054) and tests seed themselves.
    seed: e.SEED ? e.SEED === 'true' : (e.NODE_ENV ?? 'development') === 'development',
    shutdownGraceMs: (e.SHUTDOWN_GRACE_SECONDS ?? DEFAULT_SHUTDOWN_GRACE_SECONDS) * 1000,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : undefined,
    devMailboxOpen: e.DEV_MAILBOX_OPEN === 'true',
    outsideCalendarsPrivateNetwork: e.OUTSIDE_CALENDARS_PRIVATE_NETWORK === 'true',
    realtimeAllowedOrigins: (e.REALTIME_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((entry) => parseOrigin(entry.trim()))
      .filter((origin): origin is string => origin !== null),
    receiptTax: e.RECEIPT_TAX ? parseReceiptTax(e.RECEIPT_TAX) : undefined,
    version: '0.1.0',
  };
}

/**
 * Decision 0070: settings that would leave an installation open. The anon key is in every page, so a JWT
 * secret that contains it can be read by anyone (and tokens forged). In production a secret of a few
 * repeated characters is a placeholder left in, and a plain-http address on the internet sends sessions
 * in clear; plain http stays allowed for this machine and a private network (a LAN install, 0055).
 */
function unsafeSecretsAndAddress(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (e.JWT_SECRET && e.ANON_KEY && e.JWT_SECRET.includes(e.ANON_KEY)) {
    problems.push('JWT_SECRET must not contain ANON_KEY: the anon key is public, in every page');
  }
  if (e.NODE_ENV !== 'production') return problems;
  if (e.JWT_SECRET && new Set(e.JWT_SECRET).size < 10) {
    problems.push(
      'JWT_SECRET looks like a placeholder (fewer than 10 different characters): use a random value, e.g. `openssl rand -base64 48`',
    );
  }
  if (
    e.PUBLIC_URL &&
    new URL(e.PUBLIC_URL).protocol === 'http:' &&
    !isLocalHost(new URL(e.PUBLIC_URL).hostname)
  ) {
    problems.push(
      `PUBLIC_URL must start with https:// with NODE_ENV=production, unless it names this machine or a private network (got "${e.PUBLIC_URL}")`,
    );
  }
  return problems;
}

/**
 * Decision 0074: without Stripe, card payments go to the built-in sandbox, whose test cards "fund" escrow
 * that holds no money; a filmmaker would deliver work for it. Production therefore takes real payments
 * unless a staging server asks for the sandbox, and a Stripe account whose webhooks cannot be verified
 * (no signing secret) is refused: payments would never be confirmed.
 */
function unsafePayments(e: z.infer<typeof envSchema>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  if (!e.STRIPE_SECRET_KEY && e.PAYMENTS_SANDBOX !== 'true') {
    return [
      'NODE_ENV=production takes real payments: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_SANDBOX=true for a staging server whose test cards pay for nothing',
    ];
  }
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    return [
      'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY and NODE_ENV=production: unsigned webhooks are refused, so no payment would ever be confirmed',
    ];
  }
  if (e.STRIPE_SECRET_KEY && e.PAYMENTS_SANDBOX === 'true') {
    return ['PAYMENTS_SANDBOX=true cannot be combined with STRIPE_SECRET_KEY: choose one payment provider'];
  }
  return [];
}

/** This machine, a private (RFC 1918, link-local, unique local) address, or a name only a LAN resolves. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host.includes(':')) return host === '::1' || /^(fc|fd)[0-9a-f]{2}:|^fe80:/.test(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (!host.includes('.') || /\.(local|lan|internal|home\.arpa)$/.test(host)) return true;
  const octets = host.split('.').map(Number);
  if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet))) return false;
  const [a, b] = octets as [number, number];
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

/** "VAT:20" as a label and basis points (2000), parsed without floats: "12.5" is 1250. */
function parseReceiptTax(value: string): { label: string; bps: number } {
  const [label, percent] = value.split(':') as [string, string];
  const [whole, fraction = ''] = percent.split('.');
  return { label: label.trim(), bps: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}
