import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const DEMO_SECRET_FILE = 'app-secret';

/** Where demo mode keeps its data: the embedded database and the generated secret. */
export function demoDataDir(): string {
  return path.join(process.cwd(), '.data');
}

/**
 * The demo's APP_SECRET: 32 random bytes generated on the first start and kept in `<dir>/app-secret` (mode 0600; a new folder gets 0700),
 * so sessions and encrypted API keys survive restarts. The file is written whole under a temporary name and then
 * linked into place, which fails if it exists: concurrent starters (the app and a worker) agree on one secret.
 */
export function readOrCreateDemoSecret(dir: string = demoDataDir()): { secret: string; created: boolean } {
  const file = path.join(dir, DEMO_SECRET_FILE);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  let created = false;
  try {
    writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    linkSync(draft, file);
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return { secret: readFileSync(file, 'utf8').trim(), created };
}
