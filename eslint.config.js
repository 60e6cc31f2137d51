// One lint config for every workspace. Besides style, it enforces the architecture of DESIGN.md:
// imports flow shared -> features -> app, features do not reach into each other, and only the
// configuration module reads process.env. On the server (decision 0023): db, http, storage and the email
// outbox at the bottom, then the auth core (src/auth), then modules/<area>, which reach each other only
// through the files listed as a module's public operations below.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webLayer = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
});

const server = 'apps/server/src';
// What sits above a layer, as it appears in a relative import string from anywhere in the server.
const serverAbove = {
  core: ['**/modules/**', '**/realtime/**', '**/jobs/**', '**/seed/**', '**/app.ts', '**/index.ts'],
};
serverAbove.bottom = ['**/auth/**', ...serverAbove.core];
// Each module's public operations: the only files another module may import from it. A module not listed
// offers none; a new folder under modules/ is covered as soon as it exists.
const serverModulePublic = {
  // The hiring caller and keyset cursors serve offers and contracts too.
  applications: ['hiring-party.ts', 'keyset-cursor.ts'],
  auth: ['find-user.ts', 'rate-limits.ts'],
  // A confirmed first hold becomes a booking request.
  // A payment that funds and approves (0051) finishes the approval as the client's Approve does. (The
  // automatic release is the bookings' own since decision 0079, so earnings import nothing from here.)
  bookings: ['create-booking-request.ts', 'sync-booking-stage.ts', 'finish-approval.ts'],
  // Who a booking's parties are and how to reach them, below bookings, offers, payments, reviews and
  // disputes, which all lock a booking or write to its parties (decision 0079).
  'booking-parties': ['booking-parties.ts'],
  chat: ['may-notify-message-recipient.ts'],
  // Bookings release escrow on approval and settle it on cancellation in their own transactions (0043).
  // A dispute's ruling (0061) settles escrow as a cancellation does, reading what each escrow holds.
  earnings: ['release-escrow.ts', 'milestone-releases.ts', 'settle-cancellation.ts', 'money-reference.ts'],
  // A contract's PDF (documents) is read with exactly the contract's own authorisation.
  contracts: ['contract-record.ts', 'get-contract.ts'],
  // Receipts (decision 0044) print in the contract PDF's fonts, colours and date style.
  documents: ['contract-pdf.ts'],
  // Paperwork (documents) answers its file as the files API does.
  files: [
    'delete-file.ts',
    'describe-file.ts',
    'sign-file-refs.ts',
    'sign-file-url.ts',
    'sign-file-urls-by-id.ts',
    'upload-file.ts',
  ],
  profiles: [
    'filmmaker-portfolio.ts',
    'get-client-profile.ts',
    'get-filmmaker-profile.ts',
    'profile-access.ts',
    'profile-file-links.ts',
  ],
  // An accepted booking request becomes a contract through the direct-offer path (decision 0034).
  // An accepted offer makes its booking in the same transaction (create-booking-from-contract.ts, offers'
  // own since decision 0079 was finished: bookings accept a booking request through offers, not back).
  offers: ['expire-offers.ts', 'send-direct-offer.ts', 'accept-offer.ts'],
  // A client turns a pitch into a draft project with the projects' own create operation (decision 0038).
  projects: ['hiring-caller.ts', 'create-project.ts'],
  // A booking's completion opens its reviews in the same transaction; the portfolio shows the latest (0060).
  reviews: ['open-reviews.ts', 'latest-reviews.ts'],
  // Payments and earnings issue a receipt in the transaction that posts the movement (decision 0044).
  receipts: ['issue-receipt.ts'],
  verification: ['verification-role.ts'],
  // A job's matches (decision 0093) rule out who is not free as the talent search does, and hold the top
  // three as POST /holds would.
  talent: ['free-on.ts'],
  holds: ['place-hold.ts'],
  // A filmmaker's best-matching jobs are those free on their own calendar (decision 0093).
  availability: ['calendar-entries.ts'],
  // Every module that moves money posts through the ledger's one writer (decision 0041); the admin
  // overview states escrow held and payouts due from the ledger's own summary (decision 0065).
  // Whether a dispute froze a milestone's escrow (0061): bookings refuse to move it in their own words.
  // Bookings, payments and disputes read each milestone's funding from the ledger (decision 0051).
  ledger: [
    'post-movement.ts',
    'ledger-check.ts',
    'get-ledger-summary.ts',
    'frozen-escrow.ts',
    'milestone-funding.ts',
  ],
  // Every admin action writes its audit entry in its own transaction (decision 0064).
  audit: ['write-audit-entry.ts'],
};
const serverModules = readdirSync(new URL(`./${server}/modules`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Tests and test kits assemble the whole app on purpose, so the layers bind production code only.
const serverTestSupport = [
  `${server}/**/*.test.ts`,
  `${server}/**/*-test-kit.ts`,
  `${server}/**/file-fixtures.ts`,
];

const serverLayer = (files, above, message) => ({
  files,
  ignores: serverTestSupport,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: above, message }] }] },
});

// One block per module and folder depth, since a relative import names another module as '../chat/...' one
// level down and '../../chat/...' two levels down.
const serverModuleBlocks = serverModules.flatMap((module) =>
  [1, 2, 3].map((depth) => {
    const up = '../'.repeat(depth);
    const others = serverModules
      .filter((other) => other !== module)
      .map((other) => ({
        group: [
          `${up}${other}/**`,
          ...(serverModulePublic[other] ?? []).map((file) => `!${up}${other}/${file}`),
        ],
        message: `A module uses modules/${other} only through its public operations (serverModulePublic in eslint.config.js): ${(serverModulePublic[other] ?? ['none']).join(', ')}.`,
      }));
    return {
      files: [`${server}/modules/${module}/${'*/'.repeat(depth - 1)}*.ts`],
      ignores: serverTestSupport,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: serverAbove.core.filter((pattern) => pattern !== '**/modules/**'),
                message: 'A module sits below realtime, jobs, seed and the app: it does not import them.',
              },
              ...others,
            ],
          },
        ],
      },
    };
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      'e2e/.artifacts/**',
      'apps/server/src/db/migrations/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: webLayer(
      ['@/features/*', '@/app/*'],
      'components and lib sit below features and app: move the shared part down instead.',
    ),
  },
  {
    files: ['apps/web/src/features/**'],
    rules: webLayer(
      ['@/app/*', '@/features/*'],
      'A feature imports only from components, lib and shared; what two features share moves down a level.',
    ),
  },
  {
    files: ['packages/shared/**'],
    rules: webLayer(
      ['react', 'react-*', '@reelhire/server*', '@reelhire/web*', 'fastify', 'drizzle-orm*'],
      'shared holds pure rules and schemas used by both apps.',
    ),
  },
  serverLayer(
    [
      `${server}/db/**`,
      `${server}/http/**`,
      `${server}/storage/**`,
      `${server}/email/**`,
      `${server}/notifications/**`,
    ],
    serverAbove.bottom,
    'db, http, storage and the email outbox are the bottom layer: they import no auth, module or app code.',
  ),
  serverLayer(
    [`${server}/auth/**`],
    serverAbove.core,
    'The auth core (token checks, AuthError, secrets) sits below the modules: move the shared part down instead.',
  ),
  ...serverModuleBlocks,
  {
    files: ['apps/server/src/**'],
    ignores: [
      'apps/server/src/config.ts',
      'apps/server/src/index.ts',
      'apps/server/src/seed/cli.ts',
      // An entry point like the two above: it hands process.env to loadConfig.
      'apps/server/src/create-admin.ts',
      'apps/server/src/backup.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration from the validated Config (config.ts), not process.env.',
        },
      ],
    },
  },
);
