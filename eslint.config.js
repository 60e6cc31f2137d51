// One lint config for every workspace. Besides style, it enforces the architecture of DESIGN.md:
// imports flow shared -> features -> app, features do not reach into each other, and only the
// configuration module reads process.env.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webLayer = (forbidden, message) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message })) }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
  {
    files: ['apps/server/src/**'],
    ignores: [
      'apps/server/src/config.ts',
      'apps/server/src/index.ts',
      'apps/server/src/seed/cli.ts',
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
