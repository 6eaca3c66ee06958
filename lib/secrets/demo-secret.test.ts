import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SECRET_FILE, readOrCreateDemoSecret } from './demo-secret';
import { startupProblem } from './policy';

describe('the demo secret', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function scratch(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'payrail-demo-secret-'));
    dirs.push(dir);
    return path.join(dir, 'nested', '.data');
  }

  it('is generated once, 32 random bytes, in a file only its owner can read, creating the folder', () => {
    const dir = scratch();
    const first = readOrCreateDemoSecret(dir);
    expect(first.created).toBe(true);
    expect(Buffer.from(first.secret, 'base64url')).toHaveLength(32);
    const file = path.join(dir, DEMO_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    // Strong enough that the same value would also pass outside demo mode.
    expect(startupProblem({ APP_SECRET: first.secret })).toBeNull();
  });

  it('is reused on every later start, and differs between installations', () => {
    const dir = scratch();
    const first = readOrCreateDemoSecret(dir);
    const again = readOrCreateDemoSecret(dir);
    expect(again).toEqual({ secret: first.secret, created: false });
    expect(readOrCreateDemoSecret(scratch()).secret).not.toBe(first.secret);
  });
});
