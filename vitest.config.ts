import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const TEST_FOLDERS = ['lib', 'db', 'app', 'eslint-rules', 'i18n'];
const TESTS = TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`);

/**
 * A test file belongs to the `db` project when it opens a database: it imports test/db.ts (freshTestDb), a shared
 * fixture in test/ that does (test/payin.ts…), the app's db/client.ts, or the postgres driver. Every other test is
 * pure and runs in the `unit` project, in parallel and in seconds (`npm run test:unit`). Decided from the imports, so
 * a new test lands in the right project by itself.
 */
const fixtureSources = Object.fromEntries(
  readdirSync(path.join(root, 'test'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => [file.replace(/\.ts$/, ''), readFileSync(path.join(root, 'test', file), 'utf8')]),
);
// A fixture opens a database when it imports test/db.ts or, through any chain of imports, a fixture that does.
const fixturesWithDatabase = new Set(['db']);
for (let grew = true; grew;) {
  grew = false;
  for (const [name, source] of Object.entries(fixtureSources)) {
    const imports = [...source.matchAll(/from '(?:\.\/|@\/test\/)([\w-]+)'/g)].map((match) => match[1] ?? '');
    if (!fixturesWithDatabase.has(name) && imports.some((fixture) => fixturesWithDatabase.has(fixture))) {
      fixturesWithDatabase.add(name);
      grew = true;
    }
  }
}
const OPENS_A_DATABASE = new RegExp(
  `from '(?:@/test/(?:${[...fixturesWithDatabase].join('|')})|@/db/client|\\./client|postgres)'`,
);
const escapeGlob = (file: string) => file.replace(/[()[\]{}*?!+@]/g, '\\$&');
const databaseTests = TEST_FOLDERS.flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)),
)
  .filter((file) => file.endsWith('.test.ts') && OPENS_A_DATABASE.test(readFileSync(path.join(root, file), 'utf8')))
  .map(escapeGlob);

export default defineConfig({
  resolve: {
    alias: {
      '@/': root,
      // 'server-only' throws outside Next's server bundle; unit tests import services directly.
      'server-only': fileURLToPath(new URL('./test/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // A fresh database per test (test/db.ts) runs every migration; on PGlite, on a busy two-core machine, that alone
    // has taken over the default 10 s.
    hookTimeout: 30_000,
    // A strong secret of the run's own, as production has: workers the tests spawn start with it too.
    env: {
      NODE_ENV: 'test',
      PGLITE_DIR: process.env.PGLITE_DIR ?? 'memory://',
      APP_SECRET: randomBytes(32).toString('base64url'),
    },
    projects: [
      { extends: true, test: { name: 'unit', include: TESTS, exclude: databaseTests } },
      // Integration tests share one database; files run one at a time.
      { extends: true, test: { name: 'db', include: databaseTests, fileParallelism: false } },
    ],
  },
});
