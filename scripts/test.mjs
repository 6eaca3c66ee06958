// npm test: unit and integration tests (vitest: both projects of vitest.config.ts, `unit` and `db`), one production build, then API and browser tests (Playwright).
// Runs on real Postgres when DATABASE_URL is set (scratch databases are made beside it), otherwise on PGlite.
// Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.test-output');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

// A test harness, not the app: it reads its own knobs and hands the app its settings through the children's env.
const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
delete baseEnv.PGLITE_DIR;

function chromiumCheck() {
  if (process.env.CHROMIUM_PATH)
    return existsSync(process.env.CHROMIUM_PATH) ? null : `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`;
  if (existsSync('/usr/bin/chromium')) return null;
  const own = spawnSync(
    'node',
    [
      '-e',
      "const { chromium } = require('playwright-core'); process.exit(require('fs').existsSync(chromium.executablePath()) ? 0 : 1)",
    ],
    { cwd: root },
  );
  return own.status === 0
    ? null
    : 'No Chromium found: install Debian\'s with "apt-get install -y chromium", or set CHROMIUM_PATH.';
}

/** Fresh scratch databases next to DATABASE_URL's, so tests never touch the one it names. */
async function scratchDatabases(url) {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const base = new URL(url).pathname.slice(1) || 'postgres';
  const urls = {};
  try {
    for (const suffix of ['unit', 'e2e']) {
      const name = `${base}_${suffix}`.replace(/[^a-zA-Z0-9_]/g, '_');
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.unsafe(`create database "${name}"`);
      const scratch = new URL(url);
      scratch.pathname = `/${name}`;
      urls[suffix] = scratch.toString();
    }
  } finally {
    await admin.end();
  }
  return urls;
}

function run(command, args, env) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { cwd: root, env, stdio: 'inherit' }).status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
const backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';
console.log(`Payrail tests on ${backend}`);

const databases = process.env.DATABASE_URL ? await scratchDatabases(process.env.DATABASE_URL) : null;
const withDatabase = (suffix, pgliteDir) =>
  databases ? { ...baseEnv, DATABASE_URL: databases[suffix] } : { ...baseEnv, PGLITE_DIR: pgliteDir };

// 1. Unit and integration tests.
const vitestJson = path.join(outDir, 'vitest.json');
const vitestStatus = run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  withDatabase('unit', 'memory://'),
);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numRuntimeErrors ?? 0);
} else if (vitestStatus !== 0) failed += 1;

// 2. One production build, shared by the API and browser tests.
const skipBuild = process.env.SKIP_BUILD === '1' && existsSync(path.join(root, '.next/BUILD_ID'));
if (!skipBuild && run('npx', ['next', 'build'], baseEnv) !== 0) {
  console.log('\nThe production build failed; API and browser tests cannot run.');
  console.log(`${passed} passed, ${failed + 1} failed`);
  process.exit(1);
}

// 3. API and browser tests against `next start`.
const missingChromium = chromiumCheck();
const projects = missingChromium ? ['--project=api'] : [];
if (missingChromium) {
  console.log(`\n${missingChromium} Browser tests are counted as failed.`);
  failed += 1;
}
const pgliteDir = path.join(outDir, 'pglite');
const playwrightJson = path.join(outDir, 'playwright.json');
const playwrightStatus = run('npx', ['playwright', 'test', ...projects], {
  ...withDatabase('e2e', pgliteDir),
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
});
const playwright = readJson(playwrightJson);
if (playwright?.stats) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  if (playwrightStatus !== 0 && playwright.stats.unexpected === 0) failed += 1;
} else if (playwrightStatus !== 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
