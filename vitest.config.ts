import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@/': root,
      // 'server-only' throws outside Next's server bundle; unit tests import services directly.
      'server-only': fileURLToPath(new URL('./test/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    include: ['lib/**/*.test.ts', 'db/**/*.test.ts', 'app/**/*.test.ts'],
    environment: 'node',
    // Integration tests share one database; files run one at a time.
    fileParallelism: false,
    testTimeout: 20_000,
    // A strong secret of the run's own, as production has: workers the tests spawn start with it too.
    env: { NODE_ENV: 'test', PGLITE_DIR: process.env.PGLITE_DIR ?? 'memory://', APP_SECRET: randomBytes(32).toString('base64url') },
  },
});
