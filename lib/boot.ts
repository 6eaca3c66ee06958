import { getDb, getDbBackend } from '@/db/client';
import { demoAccess, isDatabaseEmpty, seedDemoData } from '@/db/seed';
import { publicBaseUrl, usesDevSecret, workerInApp } from '@/lib/config';
import { jobHandlers } from '@/lib/jobs/handlers';
import { startWorker } from '@/lib/jobs/worker';
import { logger } from '@/lib/logger';

function printDemoAccess(backend: string): void {
  const access = demoAccess();
  const lines = [
    '',
    `  Payrail is running at ${publicBaseUrl()} (database: ${backend})`,
    '',
    `  Sign in (password "${access.password}"):`,
    ...access.logins.map((login) => `    ${login.email.padEnd(28)} ${login.role.padEnd(9)} ${login.organization}`),
    '',
    '  Sandbox API keys:',
    `    Demo Store     ${access.demoStoreKey}`,
    `    Other Company  ${access.otherCompanyKey}`,
    '',
    `  Try: curl -H "Authorization: Bearer ${access.demoStoreKey}" ${publicBaseUrl()}/api/v2/account/merchants`,
    '',
  ];
  console.log(lines.join('\n'));
}

/** Runs once per server process: migrate (inside getDb), seed an empty database, start the in-app worker. */
export async function boot(): Promise<void> {
  const db = await getDb();
  if (await isDatabaseEmpty(db)) {
    await seedDemoData(db);
    logger.info('seeded demo data');
  }
  if (usesDevSecret()) logger.warn('APP_SECRET is not set: using the development secret. Set it in production.');
  printDemoAccess(await getDbBackend());
  if (workerInApp()) startWorker({ db, handlers: jobHandlers });
}
