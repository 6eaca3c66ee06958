import { spawn } from 'node:child_process';
import postgres, { type Sql } from 'postgres';
import { scratchDatabase } from '../../bench/support';
import { theRow } from '../../db/rows';
import { root } from './settings';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

// ── Reporting ────────────────────────────────────────────────────────────────────────────────────────────────

export const tally = { pass: 0, fail: 0, skip: 0 };

export function report(scenario: string, name: string, outcome: keyof typeof tally, detail = ''): void {
  tally[outcome]++;
  console.log(`${outcome.toUpperCase().padEnd(4)}  [${scenario}] ${name}${detail ? ` (${detail})` : ''}`);
}

export const check = (scenario: string, name: string, ok: boolean, detail = '') =>
  report(scenario, name, ok ? 'pass' : 'fail', detail);
export const note = (scenario: string, text: string) => console.log(`      [${scenario}] ${text}`);

/** An invariant as SQL: the query returns the rows that break it, so it holds when none come back. */
export type Invariant = { name: string; violations: (sql: Sql) => Promise<readonly object[]> };

export async function checkInvariants(scenario: string, databaseUrl: string, invariants: Invariant[]): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    for (const invariant of invariants) {
      try {
        const rows = await invariant.violations(sql);
        check(
          scenario,
          invariant.name,
          rows.length === 0,
          rows.length ? `${rows.length} violations, e.g. ${JSON.stringify(rows.slice(0, 3)).slice(0, 400)}` : '',
        );
      } catch (error) {
        check(scenario, invariant.name, false, `query failed: ${messageOf(error).slice(0, 400)}`);
      }
    }
  } finally {
    await sql.end();
  }
}

/** Polls `condition` until it holds; false after `timeoutMs`. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(everyMs);
  }
  return condition();
}

export async function queryOne<Row>(databaseUrl: string, run: (sql: Sql) => Promise<readonly Row[]>): Promise<Row> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return theRow(await run(sql), 'queryOne');
  } finally {
    await sql.end();
  }
}

/** `npm run ledger:verify` against the database: its exit code and its output. */
export function ledgerVerify(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'ledger:verify'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output: output.trim() }));
  });
}

// ── Databases: one seeded template, a copy per scenario ──────────────────────────────────────────────────────

export type Setup = { baseUrl: string; template: string; merchantId: number };
export const scratchUrls: string[] = [];

export async function scenarioDatabase(setup: Setup, suffix: string): Promise<string> {
  const url = await scratchDatabase(setup.baseUrl, `faults_${suffix}`, { template: setup.template });
  scratchUrls.push(url);
  return url;
}

/** Waits until every webhook delivery to `url` is delivered; false after `timeoutMs`. */
export async function allDelivered(databaseUrl: string, url: string, timeoutMs: number): Promise<boolean> {
  const left = () =>
    queryOne<{ left: number }>(
      databaseUrl,
      (sql) => sql`select count(*)::int as left from webhook_deliveries where url = ${url} and status <> 'delivered'`,
    );
  return waitFor(async () => (await left()).left === 0, timeoutMs, 250);
}
