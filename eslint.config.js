// One flat config for the whole monorepo. The layer rules at the bottom keep the arrows one-way:
// contract -> api-client -> ui (stories only, for fixtures) -> web; contract -> api.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const restrict = (patterns) => ['error', { patterns }];

const config = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'release/**',
      'data/**',
      '**/*.gen.ts',
      '**/*.gen.js',
      '**/*.gen.d.ts',
      'coverage/**',
      'tests/artifacts/**',
      'bench/results/**',
      '**/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/ui', from: ['./apps', './packages/api-client/src/client.ts'] },
            { target: './packages/api-client', from: ['./apps', './packages/ui'] },
            { target: './apps/web', from: './apps/api' },
            { target: './apps/api', from: ['./apps/web', './packages/ui'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...storybook.configs['flat/recommended'],

  // ---- layers ------------------------------------------------------------------------------------
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    ignores: ['packages/ui/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': restrict([
        {
          // The contract's rules (limits and messages) are plain data the forms share; the client is HTTP.
          regex: '^@devlearn/api-client(?!/rules$)',
          message: 'ui knows nothing of HTTP (it may import only @devlearn/api-client/rules).',
        },
        { group: ['@devlearn/web', '@devlearn/api', '**/apps/**'], message: 'ui never imports the apps.' },
      ]),
    },
  },
  {
    // Stories may use the contract-typed fixtures and msw handlers, nothing else of the client.
    files: ['packages/ui/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: '^@devlearn/api-client(?!/mocks$)',
          message: 'Stories take fixtures from @devlearn/api-client/mocks only.',
        },
        { group: ['@devlearn/web', '@devlearn/api', '**/apps/**'], message: 'ui never imports the apps.' },
      ]),
    },
  },
  {
    files: ['packages/api-client/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@devlearn/ui', '@devlearn/web', '@devlearn/api', '**/apps/**'],
          message: 'The client depends only on the contract.',
        },
      ]),
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@devlearn/api', '**/apps/api/**'],
          message: 'The web app talks to the API over HTTP only.',
        },
      ]),
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@devlearn/ui', '@devlearn/web', '**/apps/web/**', '**/packages/ui/**'],
          message: 'The server never imports the web side.',
        },
        {
          regex: '^@devlearn/api-client(?!/(contract|rules)$)',
          message: 'The server may import only the generated contract types and rules.',
        },
      ]),
    },
  },
);

// ---- apps/web feature boundaries (owned by the web app) ------------------------------------------------------
// bulletproof-react: app/ -> features/<x>/ -> lib/. A feature never imports another feature or the app; the
// shared lib never imports features or the app. This block repeats the web zone of the layer rule above,
// because a later block replaces the rule's options for the files it matches.
const webSrc = './apps/web/src';
const webFeatures = ['auth', 'blogs', 'courses', 'profile', 'site'];
const webFeatureBoundaries = {
  files: ['apps/web/**/*.{ts,tsx}'],
  // The app imports its own modules without extensions; the resolver must try .ts/.tsx to see the boundaries.
  settings: {
    'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx'] })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          { target: './apps/web', from: './apps/api' },
          {
            target: `${webSrc}/lib`,
            from: [`${webSrc}/features`, `${webSrc}/app`],
            message: 'lib/ is shared: it never imports features or the app.',
          },
          {
            target: `${webSrc}/features`,
            from: `${webSrc}/app`,
            message: 'Features never import the app layer.',
          },
          ...webFeatures.map((feature) => ({
            target: `${webSrc}/features/${feature}`,
            from: `${webSrc}/features`,
            except: [`./${feature}`],
            message: 'A feature never imports another feature; compose them in app/.',
          })),
        ],
      },
    ],
  },
};

// ---- apps/api frozen migrations (ADR 0133) --------------------------------------------------------------------
// A migration uses only what it contains (its SQL, or a copy of a helper), other migrations and the dialect's
// name; nothing outside db/migrations imports one, but the runner (db/migrate.ts) and the migrations' own tests.
// Both blocks repeat the api zone of the layer rule above (a later block replaces the rule's options).
const apiSrc = './apps/api/src';
const apiLayerZone = { target: './apps/api', from: ['./apps/web', './packages/ui'] };
const apiResolver = {
  // The server imports its TypeScript modules by their `.js` names; the resolver must find the `.ts` files.
  'import-x/resolver-next': [importX.createNodeResolver({ extensionAlias: { '.js': ['.ts', '.js'] } })],
};
const frozenMigrations = [
  {
    files: ['apps/api/src/db/migrations/*.ts'],
    ignores: ['apps/api/src/db/migrations/*.test.ts'],
    settings: apiResolver,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            apiLayerZone,
            {
              target: `${apiSrc}/db/migrations`,
              from: apiSrc,
              except: ['./db/migrations', './db/dialect.ts'],
              message: 'A migration is frozen: copy what it uses into it (ADR 0133).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    ignores: ['apps/api/src/db/migrations/**', 'apps/api/src/db/migrate.ts'],
    settings: apiResolver,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            apiLayerZone,
            {
              target: './apps/api',
              from: `${apiSrc}/db/migrations`,
              message:
                "Only the migration runner imports a migration (ADR 0133); today's code lives in the modules.",
            },
          ],
        },
      ],
    },
  },
];

export default [...config, webFeatureBoundaries, ...frozenMigrations];
