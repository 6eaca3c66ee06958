// ESLint's flat config. `npm run lint` runs it with --max-warnings 0; ARCHITECTURE.md ("Lint and layers") explains the
// layers that the import rules below enforce, and docs/decisions.md why these plugins.
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import js from '@eslint/js';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import noLiteralUiText from './eslint-rules/no-literal-ui-text.mjs';
import noServerImportsInClient from './eslint-rules/no-server-imports-in-client.mjs';

const TYPESCRIPT = ['**/*.{ts,tsx,mts,cts}'];
const TESTS = ['**/*.test.ts', 'e2e/**', 'bench/**', 'test/**'];

// The layers, highest first; a layer imports only the layers below it (ARCHITECTURE.md). `lib/boot.ts` wires the
// whole app together at start-up (secrets, migrations, the demo seed, the worker), so it counts as a top-level entry.
const TOP = [
  'app/**',
  'i18n/**',
  'scripts/**',
  '{proxy,instrumentation,instrumentation-client}.ts',
  'lib/boot{,.test}.ts',
];
const COMPONENTS = ['components/**'];
const EDGE = ['lib/{api,auth,security}/**'];
const DOMAINS = ['lib/!(api|auth|security|validation|openapi)/**'];
const SHARED_KERNEL = ['lib/!(boot|boot.test).ts', 'lib/{validation,openapi}/**'];
const DB = ['db/**'];

const zone = (target, from, message) => ({ target, from, message });
const layerZones = [
  zone(COMPONENTS, TOP, 'Components are below app/: pass what they need as props.'),
  zone(EDGE, [...TOP, ...COMPONENTS], 'The API edge (lib/api, lib/auth, lib/security) is below app/ and components/.'),
  zone(
    DOMAINS,
    [...TOP, ...COMPONENTS, ...EDGE],
    'A domain (lib/<domain>) never imports lib/api, lib/auth, lib/security, components/ or app/: throw a domain error and let lib/api map it.',
  ),
  zone(
    SHARED_KERNEL,
    [...TOP, ...COMPONENTS, ...EDGE, ...DOMAINS, ...DB],
    'The shared kernel (lib/*.ts, lib/validation, lib/openapi) imports only itself and packages: db/ sits above it.',
  ),
  zone(DB, [...TOP, ...COMPONENTS, ...EDGE, ...DOMAINS], 'db/ imports only itself and the shared kernel.'),
];

const FRAMEWORK_PACKAGES = ['next', 'next/*', 'next-auth', 'next-auth/*'];

export default defineConfig([
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.data/**',
    '.test-output/**',
    '.faults-output/**',
    'test-results/**',
    'playwright-report/**',
    'blob-report/**',
    'db/migrations/**',
    'next-env.d.ts',
  ]),
  js.configs.recommended,
  ...nextCoreWebVitals,
  {
    name: 'payrail/react',
    rules: {
      // It reports components the React Compiler would leave unoptimised (react-hook-form's watch); Payrail does not
      // run the compiler (next.config.mjs), so there is nothing to act on.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    name: 'payrail/typescript',
    files: TYPESCRIPT,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A JSX event handler may be async (react-hook-form's handleSubmit is): React ignores what it returns.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // `async` without `await` is deliberate here: it turns a throw into a rejection, which is what withAuth's
      // handlers and the job handlers are expected to return.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    name: 'payrail/tests',
    files: TESTS,
    rules: {
      // Tests read untyped JSON and use vitest's asymmetric matchers (typed `any`). Floating promises stay errors: a
      // missing await is how a test passes by mistake.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Playwright reads a test's fixtures from its first parameter, so a test that needs none destructures `{}`.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    name: 'payrail/comments',
    extends: [comments.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@eslint-community/eslint-comments/require-description': 'error',
      // The layers are changed in this file, where a reviewer sees it, not waived line by line.
      '@eslint-community/eslint-comments/no-restricted-disable': [
        'error',
        'import/no-restricted-paths',
        'no-restricted-imports',
        'payrail/*',
      ],
    },
  },
  {
    // Every source file, tests and scripts included: a file longer than this holds more than one idea.
    name: 'payrail/file-size',
    files: ['**/*.{ts,tsx,mjs}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Tests sit outside the layers: they arrange data with the demo seed and reach across to check the result.
    name: 'payrail/layers',
    ignores: TESTS,
    plugins: { payrail: { rules: { 'no-server-imports-in-client': noServerImportsInClient } } },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      'payrail/no-server-imports-in-client': [
        'error',
        {
          packages: ['server-only', 'postgres', '@electric-sql/pglite', 'drizzle-orm', 'pino', 'next/headers'],
          // Everything below lib/<folder>/ is server code except the pure files the dashboard shares with the API:
          // a domain's schemas and rules, the few catalogues written free of server imports for that purpose, and
          // the sign-in form's callback check.
          server: ['db/**', 'lib/*/**', 'lib/{boot,config,logger}.ts'],
          clientSafe: [
            'lib/*/schemas.ts',
            'lib/*/rules.ts',
            'lib/*/*-rules.ts',
            'lib/markup/catalogue.ts',
            'lib/qualification/limits.ts',
            'lib/validation/**',
            'lib/auth/callback-url.ts',
          ],
        },
      ],
    },
  },
  {
    // UI text comes from messages/<locale>/*.json (eslint-rules/no-literal-ui-text.mjs), on every page and component.
    name: 'payrail/i18n',
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    // The developers' documentation (/docs) stays in English, like the API's field names and default messages.
    ignores: ['app/docs/**', 'components/api-reference/**'],
    plugins: { i18n: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: {
      'i18n/no-literal-ui-text': [
        'error',
        {
          allow: [
            'Payrail',
            'Pix',
            'Boleto',
            'CPF',
            'CNPJ',
            'MB',
            'KB',
            'API',
            'JSON',
            'CSV',
            'OFX',
            'PDF',
            'URL',
            'ID',
          ],
        },
      ],
    },
  },
  {
    name: 'payrail/domains-without-framework',
    files: DOMAINS,
    ignores: TESTS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FRAMEWORK_PACKAGES,
              message: 'A domain (lib/<domain>) does not depend on Next or next-auth; the route or lib/api does.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'payrail/javascript',
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
]);
