import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { OLD_DEVELOPMENT_SECRET } from './known-secrets';

/** Runs a script outside demo mode with the given secret; the app's boot (lib/boot.ts) calls the same refusal first. */
function run(script: string, secret: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent' };
  delete env.PAYRAIL_DEMO;
  delete env.APP_SECRET_PREVIOUS;
  if (secret === undefined) delete env.APP_SECRET;
  else env.APP_SECRET = secret;
  const result = spawnSync('npx', ['tsx', script], { env, encoding: 'utf8', timeout: 60_000 });
  return {
    status: result.status,
    stderrLines: result.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn')),
    stdout: result.stdout,
  };
}

describe('a process started unsafely', () => {
  it.each([
    ['missing', undefined, /APP_SECRET is not set/],
    ['short', 'short-secret', /APP_SECRET is 12 bytes long/],
    ['published in the source', OLD_DEVELOPMENT_SECRET, /APP_SECRET is a value published/],
  ])('the worker with a %s secret exits 1 with one line on stderr', { timeout: 60_000 }, (_, secret, message) => {
    const { status, stderrLines, stdout } = run('scripts/worker.ts', secret);
    expect(status).toBe(1);
    expect(stderrLines).toHaveLength(1);
    expect(stderrLines[0]).toMatch(/^Refusing to start: /);
    expect(stderrLines[0]).toMatch(message);
    expect(stdout).toBe('');
  });

  it('npm run db:seed refuses outside demo mode, whatever the secret', { timeout: 60_000 }, () => {
    const { status, stderrLines } = run('scripts/seed.ts', process.env.APP_SECRET);
    expect(status).toBe(1);
    expect(stderrLines).toEqual([
      'npm run db:seed adds demo users with a published password: it runs only with PAYRAIL_DEMO=1.',
    ]);
  });
});
