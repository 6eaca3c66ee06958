import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const TEST_FOLDERS = ['lib', 'db', 'app', 'eslint-rules'];
const TESTS = TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`);

/**
 * A test file belongs to the `db` project when it opens a database: it imports test/db.ts (freshTestDb), the
 * app's db/client.ts, or the postgres driver. Every other test is pure and runs in the `unit` project, in parallel
 * and in seconds (`npm run test:unit`). Decided from the imports, so a new test lands in the right project by itself.
 */
const OPENS_A_DATABASE = /from '(?:@\/test\/db|@\/db\/client|\.\/client|postgres)'/;
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
