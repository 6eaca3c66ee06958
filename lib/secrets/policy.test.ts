import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWN_SECRETS, OLD_DEVELOPMENT_SECRET } from './known-secrets';
import { isDemoMode, startupProblem } from './policy';

const STRONG = 'Zm9yIHRlc3RzIG9ubHk6IGEgc2VjcmV0IG9mIDQ4IGJ5dGVzIGxvbmcgZW5vdWdo';
const SHORT = 'x'.repeat(31);
const JUST_LONG_ENOUGH = 'x'.repeat(32);
// 16 two-byte characters are 32 bytes.
const TWO_BYTE_CHARACTERS = 'é'.repeat(16);
const PADDED_OLD_SECRET = ` ${OLD_DEVELOPMENT_SECRET}\n`;

describe('startupProblem', () => {
  it('refuses a missing APP_SECRET outside demo mode, in production and in development alike', () => {
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(startupProblem({ NODE_ENV })).toMatch(
        /^Refusing to start: APP_SECRET is not set; generate one with `openssl rand -base64 48`/,
      );
      expect(startupProblem({ NODE_ENV, APP_SECRET: '' })).toMatch(/APP_SECRET is not set/);
    }
  });

  it('refuses a secret shorter than 32 bytes, counting bytes rather than characters', () => {
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: SHORT })).toMatch(
      /^Refusing to start: APP_SECRET is 31 bytes long; it needs at least 32/,
    );
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: JUST_LONG_ENOUGH })).toBeNull();
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: TWO_BYTE_CHARACTERS })).toBeNull();
  });

  it('refuses every value published in the source or docs, the old development secret first', () => {
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: OLD_DEVELOPMENT_SECRET })).toBe(
      "Refusing to start: APP_SECRET is a value published in Payrail's source or docs; generate one with `openssl rand -base64 48` (or run the demo with PAYRAIL_DEMO=1).",
    );
    for (const known of KNOWN_SECRETS)
      expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: known })).toMatch(/^Refusing to start: APP_SECRET /);
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: PADDED_OLD_SECRET })).toMatch(/published/);
  });

  it('refuses a weak APP_SECRET_PREVIOUS, whose sessions would still be accepted', () => {
    expect(startupProblem({ APP_SECRET: STRONG, APP_SECRET_PREVIOUS: OLD_DEVELOPMENT_SECRET })).toMatch(
      /^Refusing to start: APP_SECRET_PREVIOUS is a value published/,
    );
    expect(startupProblem({ APP_SECRET: STRONG, APP_SECRET_PREVIOUS: SHORT })).toMatch(
      /^Refusing to start: APP_SECRET_PREVIOUS is 31 bytes long/,
    );
    expect(startupProblem({ APP_SECRET: STRONG, APP_SECRET_PREVIOUS: STRONG.toLowerCase() })).toBeNull();
  });

  it('refuses a weak METRICS_TOKEN, and starts without one (the metrics endpoint is then off)', () => {
    expect(startupProblem({ APP_SECRET: STRONG, METRICS_TOKEN: SHORT })).toMatch(
      /^Refusing to start: METRICS_TOKEN is 31 bytes long; it needs at least 32; generate one with `openssl rand -base64 48`, or unset it\.$/,
    );
    expect(startupProblem({ APP_SECRET: STRONG, METRICS_TOKEN: 'change-me' })).toMatch(/METRICS_TOKEN is 9 bytes/);
    expect(startupProblem({ APP_SECRET: STRONG, METRICS_TOKEN: OLD_DEVELOPMENT_SECRET })).toMatch(
      /METRICS_TOKEN is a value published/,
    );
    expect(startupProblem({ APP_SECRET: STRONG, METRICS_TOKEN: STRONG.toLowerCase() })).toBeNull();
    expect(startupProblem({ APP_SECRET: STRONG })).toBeNull();
    expect(startupProblem({ PAYRAIL_DEMO: '1', METRICS_TOKEN: 'short' })).toBeNull();
  });

  it('accepts a strong secret, and anything in demo mode, which generates its own', () => {
    expect(startupProblem({ NODE_ENV: 'production', APP_SECRET: STRONG })).toBeNull();
    expect(startupProblem({ NODE_ENV: 'production', PAYRAIL_DEMO: '1' })).toBeNull();
    expect(startupProblem({ PAYRAIL_DEMO: '1', APP_SECRET: 'change-me' })).toBeNull();
    expect(isDemoMode({ PAYRAIL_DEMO: 'true' })).toBe(false);
    expect(startupProblem({ PAYRAIL_DEMO: 'true' })).toMatch(/not set/);
  });

  it('one line each, so the refusal reads as one clear line on stderr', () => {
    for (const env of [
      {},
      { APP_SECRET: SHORT },
      { APP_SECRET: 'change-me' },
      { APP_SECRET: STRONG, APP_SECRET_PREVIOUS: 'secret' },
    ]) {
      expect(startupProblem(env)).not.toContain('\n');
    }
  });
});

describe('the list of published secrets', () => {
  it('holds every APP_SECRET value written out in the repository', () => {
    const files = execFileSync(
      'git',
      [
        'ls-files',
        '--cached',
        '--others',
        '--exclude-standard',
        '*.ts',
        '*.tsx',
        '*.mjs',
        '*.md',
        '*.json',
        '*.sh',
        '.ci/*',
        '.env.example',
      ],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter((file) => file && !file.includes('node_modules'));
    // A quoted literal after `:` or `=`, or a shell-style assignment; `$(…)`, `$VAR` and `<…>` are placeholders.
    const pattern = /APP_SECRET(?:_PREVIOUS)?(?:\s*[:=]\s*(['"`])([^'"`\s$<][^'"`\s]*)\1|=([^\s'"`$<(|]\S*))/g;
    const found = new Set<string>();
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue; // deleted in the work tree
      }
      for (const match of text.matchAll(pattern)) found.add(match[2] ?? match[3]!);
    }
    expect(found.size).toBeGreaterThan(0);
    expect([...found].filter((value) => value && !KNOWN_SECRETS.includes(value))).toEqual([]);
  });
});
