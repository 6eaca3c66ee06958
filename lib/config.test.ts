import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from '@/instrumentation';
import {
  CONFIG_VARIABLES,
  ConfigError,
  database,
  exitOnBadConfig,
  limits,
  logLevel,
  processorTimings,
  publicBaseUrl,
  readConfig,
  sandboxMode,
  webhookSettings,
  workerInApp,
} from './config';

const saved = { ...process.env };
afterEach(() => {
  vi.restoreAllMocks();
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
});

describe('readConfig', () => {
  it('gives the documented defaults when nothing is set', () => {
    expect(readConfig({})).toEqual({
      NODE_ENV: undefined,
      DATABASE_URL: undefined,
      PGLITE_DIR: undefined,
      DB_POOL_MAX: 10,
      PORT: 3000,
      PUBLIC_BASE_URL: undefined,
      NEXTAUTH_URL: undefined,
      LOG_LEVEL: undefined,
      WORKER_IN_APP: true,
      PAYRAIL_SANDBOX: true,
      JOB_LEASE_MS: 300_000,
      SHUTDOWN_TIMEOUT: 10_000,
      WORKER_CONCURRENCY: 16,
      WEBHOOK_ALLOW_PRIVATE: false,
      WEBHOOK_TIMEOUT_MS: 5_000,
      WEBHOOK_HOST_CONCURRENCY: 4,
      WEBHOOK_HOST_RATE: 50,
      RATE_LIMIT_PER_MINUTE: 600,
      MAX_BODY_BYTES: 1_048_576,
      BODY_TIMEOUT_MS: 30_000,
      SIGN_IN_ACCOUNT_LIMIT: 10,
      SIGN_IN_IP_LIMIT: 100,
      PROCESSOR_DROP_DELAY: 86_400_000,
      SANDBOX_STEP_DELAY: 10_000,
      DEMO_PASSWORD: 'payrail-demo',
      DEMO_API_KEY: 'sk_test_DemoStoreSandboxKey0000000000000',
      OTHER_API_KEY: 'sk_test_OtherCompanySandboxKey0000000000',
    });
  });

  it('parses what is set, and takes an empty value as unset', () => {
    const config = readConfig({
      RATE_LIMIT_PER_MINUTE: ' 42 ',
      WORKER_IN_APP: '0',
      WEBHOOK_ALLOW_PRIVATE: '1',
      PROCESSOR_DROP_DELAY: '2h',
      SANDBOX_STEP_DELAY: '500',
      MAX_BODY_BYTES: '',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      RATE_LIMIT_PER_MINUTE: 42,
      WORKER_IN_APP: false,
      WEBHOOK_ALLOW_PRIVATE: true,
      PROCESSOR_DROP_DELAY: 7_200_000,
      SANDBOX_STEP_DELAY: 500,
      MAX_BODY_BYTES: 1_048_576,
      LOG_LEVEL: 'debug',
    });
  });

  it.each([
    ['RATE_LIMIT_PER_MINUTE', 'abc', 'expected a positive whole number'],
    ['RATE_LIMIT_PER_MINUTE', '0', 'expected a positive whole number'],
    ['MAX_BODY_BYTES', '1.5', 'expected a positive whole number'],
    ['DB_POOL_MAX', '-3', 'expected a positive whole number'],
    ['PORT', '70000', 'expected a port number up to 65535'],
    ['WORKER_IN_APP', 'yes', 'expected 0 or 1'],
    ['PAYRAIL_SANDBOX', 'false', 'expected 0 or 1'],
    ['PROCESSOR_DROP_DELAY', '1 week', 'expected a duration such as 500ms, 30s, 10m, 2h or 1d'],
    ['PUBLIC_BASE_URL', 'pay.example.com', 'expected an http(s) URL'],
    ['DATABASE_URL', 'mysql://db/payrail', 'expected a postgres:// connection string'],
    ['LOG_LEVEL', 'verbose', 'expected one of fatal, error, warn, info, debug, trace, silent'],
    ['NODE_ENV', 'prod', 'expected development, production or test'],
  ])('refuses %s=%s with a message naming the variable', (name, value, problem) => {
    let error: unknown;
    try {
      readConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(name);
    expect((error as ConfigError).message).toBe(
      `Invalid configuration: ${name} is ${JSON.stringify(value)}: ${problem}${problem.endsWith('URL') ? ' such as https://pay.example.com' : ''}.`,
    );
  });
});

describe('the settings', () => {
  it('are read per call, so a change to the environment is seen by the next call', () => {
    process.env.RATE_LIMIT_PER_MINUTE = '3';
    expect(limits.requestsPerMinute()).toBe(3);
    delete process.env.RATE_LIMIT_PER_MINUTE;
    expect(limits.requestsPerMinute()).toBe(600);
    process.env.WEBHOOK_TIMEOUT_MS = '200';
    expect(webhookSettings.timeoutMs()).toBe(200);
    process.env.PROCESSOR_DROP_DELAY = '30s';
    expect(processorTimings.dropDelayMs()).toBe(30_000);
  });

  it('never fall back silently: a bad value throws, naming the variable', () => {
    process.env.RATE_LIMIT_PER_MINUTE = 'abc';
    expect(() => limits.requestsPerMinute()).toThrow(
      'Invalid configuration: RATE_LIMIT_PER_MINUTE is "abc": expected a positive whole number.',
    );
    process.env.PAYRAIL_SANDBOX = 'off';
    expect(() => sandboxMode()).toThrow(/PAYRAIL_SANDBOX/);
  });

  it('derive the public address from PUBLIC_BASE_URL, then NEXTAUTH_URL, then PORT', () => {
    delete process.env.PUBLIC_BASE_URL;
    delete process.env.NEXTAUTH_URL;
    process.env.PORT = '4100';
    expect(publicBaseUrl()).toBe('http://localhost:4100');
    process.env.NEXTAUTH_URL = 'https://auth.example.com';
    expect(publicBaseUrl()).toBe('https://auth.example.com');
    process.env.PUBLIC_BASE_URL = 'https://pay.example.com';
    expect(publicBaseUrl()).toBe('https://pay.example.com');
  });

  it('default the log level to silent under test and info otherwise, and PGlite to .data/pglite', () => {
    delete process.env.LOG_LEVEL;
    Object.assign(process.env, { NODE_ENV: 'test' });
    expect(logLevel()).toBe('silent');
    Object.assign(process.env, { NODE_ENV: 'production' });
    expect(logLevel()).toBe('info');
    delete process.env.PGLITE_DIR;
    expect(database.pgliteDir()).toBe(path.join(process.cwd(), '.data/pglite'));
    delete process.env.WORKER_IN_APP;
    expect(workerInApp()).toBe(true);
  });
});

describe('the documented variables', () => {
  // Read by lib/secrets (APP_SECRET, APP_SECRET_PREVIOUS, PAYRAIL_DEMO, METRICS_TOKEN) or only by the test harness (CHROMIUM_PATH).
  const OUTSIDE_CONFIG = ['APP_SECRET', 'APP_SECRET_PREVIOUS', 'PAYRAIL_DEMO', 'METRICS_TOKEN', 'CHROMIUM_PATH'];

  it('are the same in the README configuration table, .env.example and lib/config.ts', () => {
    const readme = readFileSync('README.md', 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    );
    const inReadme = [...table.matchAll(/^\| `([A-Z_]+)`(?: \/ `([A-Z_]+)`)?/gm)].flatMap((match) =>
      match.slice(1).filter(Boolean),
    );
    const inExample = [...readFileSync('.env.example', 'utf8').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map(
      (match) => match[1],
    );
    const expected = [...CONFIG_VARIABLES.filter((name) => name !== 'NODE_ENV'), ...OUTSIDE_CONFIG].sort();
    expect([...inReadme].sort()).toEqual(expected);
    expect([...inExample].sort()).toEqual(expected);
  });

  it('in .env.example are all valid', () => {
    const example = Object.fromEntries(
      [...readFileSync('.env.example', 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    expect(() => readConfig(example)).not.toThrow();
  });
});

describe('a process started with a bad setting', () => {
  it('the app exits 1 at boot with one line naming the variable, before it opens the database', async () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    process.env.RATE_LIMIT_PER_MINUTE = 'abc';
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args.join(' ')));
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    await expect(register()).rejects.toThrow('exit 1');
    expect(errors).toEqual([
      'Invalid configuration: RATE_LIMIT_PER_MINUTE is "abc": expected a positive whole number.',
    ]);
  });

  it('the worker exits 1 with one line on stderr naming the variable', { timeout: 60_000 }, () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'postgres://127.0.0.1:1/none',
      WEBHOOK_HOST_RATE: 'fast',
    };
    const result = spawnSync('npx', ['tsx', 'scripts/worker.ts'], { env, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'))).toEqual([
      'Invalid configuration: WEBHOOK_HOST_RATE is "fast": expected a positive whole number.',
    ]);
  });

  it('exitOnBadConfig lets a good configuration through', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    exitOnBadConfig({ RATE_LIMIT_PER_MINUTE: '10' });
    expect(exit).not.toHaveBeenCalled();
  });
});
