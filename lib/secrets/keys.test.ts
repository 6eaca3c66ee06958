import { hkdfSync } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveKey, keysFor } from './keys';

const CURRENT = 'payrail-test-secret-current-0123456789abcdef';
const PREVIOUS = 'payrail-test-secret-previous-0123456789abcdef';

describe('keys derived from APP_SECRET', () => {
  const saved = { APP_SECRET: process.env.APP_SECRET, APP_SECRET_PREVIOUS: process.env.APP_SECRET_PREVIOUS };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('are HKDF-SHA256 with one info per purpose: 32 bytes each, unrelated to each other and to the secret', () => {
    const session = deriveKey(CURRENT, 'session');
    const apiKeys = deriveKey(CURRENT, 'api-key-encryption');
    expect(session).toHaveLength(32);
    expect(apiKeys).toHaveLength(32);
    expect(session.equals(apiKeys)).toBe(false);
    expect(session).toEqual(Buffer.from(hkdfSync('sha256', CURRENT, Buffer.alloc(0), 'payrail:session:v1', 32)));
    expect(apiKeys).toEqual(
      Buffer.from(hkdfSync('sha256', CURRENT, Buffer.alloc(0), 'payrail:api-key-encryption:v1', 32)),
    );
    expect(session.toString('utf8')).not.toContain(CURRENT);
    expect(deriveKey(PREVIOUS, 'session').equals(session)).toBe(false);
    // Deterministic: the same secret gives the same keys in every process.
    expect(deriveKey(CURRENT, 'session')).toEqual(session);
  });

  it('follow APP_SECRET, with the previous secret’s key while APP_SECRET_PREVIOUS is set', () => {
    process.env.APP_SECRET = CURRENT;
    delete process.env.APP_SECRET_PREVIOUS;
    expect(keysFor('session')).toEqual({ current: deriveKey(CURRENT, 'session'), previous: null });
    process.env.APP_SECRET_PREVIOUS = PREVIOUS;
    expect(keysFor('api-key-encryption')).toEqual({
      current: deriveKey(CURRENT, 'api-key-encryption'),
      previous: deriveKey(PREVIOUS, 'api-key-encryption'),
    });
  });

  it('are the only way code reaches the secret: nothing else reads APP_SECRET from the environment', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js'],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter(Boolean);
    const readers = files.filter((file) => {
      try {
        return /process\.env\.APP_SECRET|process\.env\[['"]APP_SECRET/.test(readFileSync(file, 'utf8'));
      } catch {
        return false;
      }
    });
    expect(readers.filter((file) => !file.endsWith('.test.ts'))).toEqual(['lib/secrets/keys.ts']);
  });
});
