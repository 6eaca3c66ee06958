import { closeDb, getDb, getDbBackend } from '@/db/client';
import { demoAccess, isDatabaseEmpty, seedDemoData } from '@/scripts/seed/demo';
import { reencryptApiKeys } from '@/lib/accounts/api-keys';
import { publicBaseUrl, workerInApp } from '@/lib/config';
import { jobHandlers } from '@/lib/jobs/handlers';
import { backfillLedger } from '@/lib/ledger/backfill';
import { startWorker } from '@/lib/jobs/worker';
import { logger } from '@/lib/logger';
import { secretsInUse } from '@/lib/secrets/keys';
import { isDemoMode } from '@/lib/secrets/policy';
import { refuseUnsafeStart } from '@/lib/secrets/startup';
import { shutDownOnSignal } from '@/lib/shutdown';

function printDemoAccess(backend: string): void {
  const access = demoAccess();
  const lines = [
    '',
    `  Payrail demo is running at ${publicBaseUrl()} (database: ${backend}; PAYRAIL_DEMO=1: not for production)`,
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

/**
 * Runs once per server process: refuse an unsafe configuration, migrate (inside getDb), book the ledger of payments
 * older than it (lib/ledger/backfill.ts), re-encrypt API-key copies after a rotation, start the in-app worker, and say
 * what SIGTERM does (lib/shutdown.ts). Only demo mode (PAYRAIL_DEMO=1) seeds an empty database and prints
 * its logins; production never creates users or shows a password or key.
 */
export async function boot(): Promise<void> {
  refuseUnsafeStart();
  const demo = isDemoMode();
  // In demo mode without APP_SECRET this generates .data/app-secret now, before any request needs it.
  secretsInUse();
  const db = await getDb();
  if (demo && (await isDatabaseEmpty(db))) {
    await seedDemoData(db);
    logger.info('seeded demo data');
  }
  const backfilled = await backfillLedger(db);
  if (backfilled.bookings > 0) logger.info(backfilled, 'ledger backfilled: resources older than the ledger booked');
  const { reencrypted, unreadable } = await reencryptApiKeys(db);
  if (reencrypted > 0) logger.info({ reencrypted }, 'API-key copies re-encrypted with the current APP_SECRET');
  if (unreadable.length > 0)
    logger.warn(
      { apiKeyIds: unreadable },
      'API-key copies that no secret in use opens: their webhooks cannot be signed; issue new keys',
    );
  if (demo) printDemoAccess(await getDbBackend());
  const stopWorker = workerInApp() ? startWorker({ db, handlers: jobHandlers }) : null;
  // On SIGTERM Next stops accepting connections and finishes in-flight requests; meanwhile the worker stops claiming,
  // finishes its job within the bound and hands back the rest; the database closes last.
  shutDownOnSignal({
    drain: async (withinMs) => void (await stopWorker?.({ withinMs })),
    close: closeDb,
    exit: 'next',
  });
}
