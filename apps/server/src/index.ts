import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createEmailTransport } from './email/transports/create-email-transport.ts';
import { scheduleBookingStarts } from './jobs/booking-start-schedule.ts';
import { scheduleEmailDigests } from './jobs/email-schedules.ts';
import { scheduleDisputeDeadlines } from './jobs/dispute-deadline-schedule.ts';
import { scheduleHousekeeping, vacuumEmbeddedDatabase } from './jobs/housekeeping-schedule.ts';
import { scheduleHoldExpiry } from './jobs/hold-expiry-schedule.ts';
import { scheduleOutsideCalendars } from './jobs/outside-calendar-schedule.ts';
import { outsideCalendarSettings } from './modules/calendar-feeds/outside-calendar-record.ts';
import { scheduleMoney } from './jobs/money-schedule.ts';
import { scheduleReviewWindows } from './jobs/review-window-schedule.ts';
import { paymentProviders } from './modules/payments/providers.ts';
import { startEmailWorker } from './jobs/email-worker.ts';
import { scheduleOfferExpiry } from './jobs/offer-expiry-schedule.ts';
import { runPeriodically } from './jobs/run-periodically.ts';
import { sendJobMatches } from './jobs/send-job-matches.ts';
import { scheduleVerificationReminders } from './jobs/verification-reminder-schedule.ts';
import { deliverSandboxWebhooks } from './modules/payments/sandbox-outbox.ts';
import { sandboxSender } from './modules/payments/sandbox-checkout-routes.ts';
import { sandboxWebhookSecret } from './modules/payments/sandbox-signature.ts';
import { seedDemo } from './seed/seed.ts';
import { configuredStorage } from './storage/configured-storage.ts';

/** Start-up fails with one clear line and exit code 1; a stack trace is for bugs, not for bad settings. */
function fail(message: string): never {
  console.error(`reelhire: ${message}`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig({
    ...process.env,
    // The built SPA sits beside the server in the workspace unless configured otherwise.
    WEB_DIST:
      process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
  });
} catch (error) {
  if (error instanceof ConfigError) fail(`invalid configuration: ${error.message}`);
  throw error;
}

let database: Database;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    // The app's logger does not exist yet; the pool replaces the connection by itself.
    onConnectionError: (error) => console.warn(`reelhire: a database connection was lost: ${error.message}`),
  });
  await database.migrate();
} catch (error) {
  const reason = error instanceof Error ? error.message || error.name : String(error);
  const where = config.databaseUrl
    ? `DATABASE_URL (${redact(config.databaseUrl)})`
    : `the embedded database in ${config.dataDir}`;
  fail(`cannot open ${where}: ${reason}`);
}

// One set of payment providers for the routes and the money schedule's refund sweep (decision 0048).
const providers = await paymentProviders(config);
const app = await buildApp({ config, database, paymentProviders: providers });

// Sends queued emails in the background; closing the app waits for the batch being sent.
const emailLog = app.log.child({ module: 'email' });
const emailWorker = startEmailWorker({
  db: database.db,
  transport: createEmailTransport({ config, db: database.db, logger: emailLog }),
  publicUrl: config.publicUrl,
  unsubscribeSecret: config.jwtSecret,
  logger: emailLog,
});
app.addHook('onClose', () => emailWorker.stop());

// Verification reminders go out from an hourly run and offers expire from a sweep every few minutes (not
// under NODE_ENV=test: tests call the jobs directly).
if (config.env !== 'test') {
  const reminders = scheduleVerificationReminders({
    db: database.db,
    logger: app.log.child({ module: 'verification-reminders' }),
  });
  app.addHook('onClose', () => reminders.stop());
  // Profile reminders (once per stage) and weekly digests (once a week) from an hourly run (decision 0063).
  const emailDigests = scheduleEmailDigests({
    db: database.db,
    logger: app.log.child({ module: 'email-schedules' }),
  });
  app.addHook('onClose', () => emailDigests.stop());
  // Job matches are batched into at most one email a day per filmmaker; an hourly run finds who is due.
  const jobMatches = runPeriodically({
    name: 'job matches',
    logger: app.log.child({ module: 'job-matches' }),
    intervalMs: 3_600_000,
    run: async () => {
      const { queued } = await sendJobMatches({ db: database.db });
      if (queued > 0) app.log.info({ queued }, 'queued job match emails');
    },
  });
  app.addHook('onClose', () => jobMatches.stop());
  // Offers nobody answered in OFFER_EXPIRY_DAYS expire and their applications return to the shortlist.
  const offerExpiry = scheduleOfferExpiry({
    db: database.db,
    logger: app.log.child({ module: 'offer-expiry' }),
  });
  app.addHook('onClose', () => offerExpiry.stop());
  // Confirmed bookings go in progress on their first day (decision 0031: Reelhire's `start`).
  const bookingStarts = scheduleBookingStarts({
    db: database.db,
    logger: app.log.child({ module: 'booking-starts' }),
  });
  app.addHook('onClose', () => bookingStarts.stop());
  // First holds nobody confirmed or released in HOLD_CONFIRM_HOURS expire; the second behind is promoted.
  const holdExpiry = scheduleHoldExpiry({
    db: database.db,
    logger: app.log.child({ module: 'hold-expiry' }),
  });
  app.addHook('onClose', () => holdExpiry.stop());
  // Filmmakers' outside calendars are read again every OUTSIDE_CALENDAR_SYNC_MINUTES (decision 0092).
  const outsideCalendars = scheduleOutsideCalendars({
    db: database.db,
    settings: outsideCalendarSettings(config),
    logger: app.log.child({ module: 'outside-calendars' }),
  });
  app.addHook('onClose', () => outsideCalendars.stop());
  // The sandbox provider retries webhook deliveries that failed, as a real provider does (decision 0042);
  // with Stripe set up the sandbox is off, and so is this.
  const sandboxWebhooks = config.stripe
    ? undefined
    : runPeriodically({
        name: 'sandbox webhooks',
        logger: app.log.child({ module: 'sandbox-webhooks' }),
        initialDelayMs: 10_000,
        intervalMs: 10_000,
        run: async () => {
          await deliverSandboxWebhooks({
            db: database.db,
            secret: sandboxWebhookSecret(config),
            send: sandboxSender(app),
          });
        },
      });
  app.addHook('onClose', async () => sandboxWebhooks?.stop());
  // Unanswered deliveries are approved and released after AUTO_RELEASE_DAYS (a reminder first); released
  // earnings become available after EARNINGS_HOLD_DAYS (decision 0043).
  // It also sends cancelled card refunds to the provider taking payments (decision 0048).
  const money = scheduleMoney({
    db: database.db,
    config,
    logger: app.log.child({ module: 'money' }),
    refundProvider: providers.card,
  });
  app.addHook('onClose', () => money.stop());
  // Review windows (decision 0060): a reminder before each closes, then sealed reviews published.
  const reviewWindows = scheduleReviewWindows({
    db: database.db,
    logger: app.log.child({ module: 'review-windows' }),
  });
  app.addHook('onClose', () => reviewWindows.stop());
  // Disputes left unanswered past DISPUTES.responseDays go to the admins (decision 0061).
  const disputeDeadlines = scheduleDisputeDeadlines({
    db: database.db,
    logger: app.log.child({ module: 'dispute-deadlines' }),
  });
  app.addHook('onClose', () => disputeDeadlines.stop());
  // Hourly: keys and sign-in failures past their windows go (once across processes) and the embedded
  // PGlite database, which has no autovacuum, is vacuumed (decision 0068).
  const housekeeping = scheduleHousekeeping({ database, logger: app.log.child({ module: 'housekeeping' }) });
  app.addHook('onClose', () => housekeeping.stop());
}

if (config.seed) {
  const result = await seedDemo({
    db: database.db,
    files: { storage: configuredStorage(config), tempDir: path.join(config.dataDir, 'tmp', 'uploads') },
  });
  if (result.seeded) {
    // The seed wrote every table at once: fresh statistics for the embedded database's planner (0068).
    await vacuumEmbeddedDatabase(database);
    app.log.info('Seeded the demo data. Sign in with (password for all: %s):', result.accounts[0]?.password);
    for (const account of result.accounts) app.log.info(`  ${account.role.padEnd(9)} ${account.email}`);
  }
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  fail(`cannot listen on port ${config.port}: ${error instanceof Error ? error.message : String(error)}`);
}
app.log.info(`Reelhire is ready at ${config.publicUrl}`);

// Decision 0069: the first SIGTERM or SIGINT closes in order (stop listening and answer 503 on kept-alive
// connections, tell sockets to reconnect elsewhere, let in-flight requests finish, stop the jobs, close the
// database) within config.shutdownGraceMs; past it, or on a second signal, the process exits at once.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) {
      app.log.warn(`${signal} received again, exiting without waiting`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received, closing (at most ${config.shutdownGraceMs} ms)`);
    // Unref'd: when everything closed in time, this timer must not be what keeps the process alive.
    setTimeout(() => {
      app.log.error(`still closing after ${config.shutdownGraceMs} ms, exiting anyway`);
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    void app
      .close()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'closing failed');
          process.exit(1);
        },
      );
  });
}

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'unparseable URL';
  }
}
