import { spawn, type ChildProcess } from 'node:child_process';
import postgres from 'postgres';

/** Shared by the bench scripts: a migrated, demo-seeded Postgres database, servers started and stopped, medians. */

export const DEMO_KEY = process.env.API_KEY ?? 'sk_test_DemoStoreSandboxKey0000000000000';

/** Creates the database if it is missing, then migrates and seeds it as `npm run db:seed` does (idempotent). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = postgres(url.toString(), { max: 1, onnotice: () => {} });
  const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
  if (!exists) await admin.unsafe(`create database "${name}"`);
  await admin.end();
  await new Promise<void>((resolve, reject) => {
    const seed = spawn('npx', ['tsx', 'scripts/seed.ts'], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: 'ignore' });
    seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding ${name} exited ${code}`))));
  });
}

/** Starts a server in its own process group and waits until `readyUrl` answers; returns how to stop it. */
export async function startServer(command: string, args: string[], env: Record<string, string>, readyUrl: string, headers: Record<string, string> = {}): Promise<() => void> {
  const child: ChildProcess = spawn(command, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid!);
    } catch {
      // already gone
    }
  };
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(readyUrl, { headers })).status < 500) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error(`${command} ${args.join(' ')} did not answer within 60 s (for next start, run \`npm run build\` first)`);
}

/** `next start` of the production build against `databaseUrl`, with the worker and rate limit out of the way. */
export function startNext(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<() => void> {
  return startServer('npx', ['next', 'start', '-p', String(port)], { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '100000000', ...env }, `http://127.0.0.1:${port}/api/openapi.json`);
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
