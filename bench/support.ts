import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import postgres from 'postgres';
import { elementAt } from '@/lib/arrays';

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
    const seed = spawn('npx', ['tsx', 'scripts/seed.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PAYRAIL_DEMO: '1' },
      stdio: 'ignore',
    });
    seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding ${name} exited ${code}`))));
  });
}

/**
 * `<name>_<suffix>` beside `baseUrl`'s database, dropped and made afresh: migrated and seeded, or copied from
 * `template` (the name of a database nobody is connected to), which is much faster. Returns its URL.
 */
export async function scratchDatabase(
  baseUrl: string,
  suffix: string,
  options: { template?: string } = {},
): Promise<string> {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_${suffix}`.replace(/[^a-zA-Z0-9_]/g, '_');
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    if (options.template) await admin.unsafe(`create database "${name}" template "${options.template}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  if (!options.template) await ensureDatabase(url.toString());
  return url.toString();
}

/** A child process in its own process group, so a signal reaches it and everything it started (npx → node). */
export type GroupProcess = {
  pid: number;
  /** Signals the whole group (SIGTERM by default; SIGKILL for a crash). */
  kill: (signal?: NodeJS.Signals) => void;
  alive: () => boolean;
  /** Settles with the exit code (or the signal's name) when the group leader ends. */
  exited: Promise<number | string>;
};

/**
 * Spawns `command` detached in its own process group; its output goes to `logFile` when given, else stderr only.
 * Apps and workers run the demo (PAYRAIL_DEMO=1): benches and fault tests use its seeded data and keys.
 */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  options: { logFile?: string } = {},
): GroupProcess {
  const output = options.logFile ? openSync(options.logFile, 'a') : 'ignore';
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn', PAYRAIL_DEMO: '1', ...env },
    stdio: ['ignore', output, options.logFile ? output : 'inherit'],
    detached: true,
  });
  if (typeof output === 'number') closeSync(output);
  let running = true;
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  return {
    pid: child.pid!,
    kill: (signal = 'SIGTERM') => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    },
    alive: () => running,
    exited,
  };
}

/** Polls `url` until it answers below 500; false if `process` ends or `timeoutMs` passes first. */
export async function waitForHttp(
  url: string,
  options: { headers?: Record<string, string>; timeoutMs?: number; process?: GroupProcess } = {},
): Promise<boolean> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline && (options.process?.alive() ?? true)) {
    try {
      if ((await fetch(url, { headers: options.headers, signal: AbortSignal.timeout(5_000) })).status < 500)
        return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** A started server: call it to stop it (SIGTERM to its group); `process` gives its pid, kill and liveness. */
export type StopServer = (() => void) & { process: GroupProcess };

/** Starts a server in its own process group and waits until `readyUrl` answers; returns how to stop it. */
export async function startServer(
  command: string,
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  headers: Record<string, string> = {},
  options: { logFile?: string } = {},
): Promise<StopServer> {
  const child = startProcess(command, args, env, options);
  const stop = Object.assign(() => child.kill(), { process: child });
  if (await waitForHttp(readyUrl, { headers, process: child })) return stop;
  stop();
  throw new Error(
    `${command} ${args.join(' ')} did not answer within 60 s (for next start, run \`npm run build\` first)`,
  );
}

/** `next start` of the production build against `databaseUrl`, with the worker and rate limit out of the way. */
export function startNext(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
  options: { logFile?: string } = {},
): Promise<StopServer> {
  return startServer(
    'npx',
    ['next', 'start', '-p', String(port)],
    { DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '100000000', ...env },
    `http://127.0.0.1:${port}/api/openapi.json`,
    {},
    options,
  );
}

export const median = (values: number[]) =>
  elementAt(
    [...values].sort((a, b) => a - b),
    Math.floor(values.length / 2),
    'samples',
  );
