import { database, exitOnBadConfig } from '@/lib/config';
import { refuseUnsafeStart } from '@/lib/secrets/startup';

// Checked before the rest is loaded: the logger reads LOG_LEVEL as its module loads.
exitOnBadConfig();
refuseUnsafeStart();
if (!database.url()) {
  console.error(
    'npm run worker needs DATABASE_URL: the embedded database belongs to the app process, whose worker already runs.',
  );
  process.exit(1);
}

const { closeDb, getDb } = await import('@/db/client');
const { jobHandlers } = await import('@/lib/jobs/handlers');
const { startWorker } = await import('@/lib/jobs/worker');

const stop = startWorker({ db: await getDb(), handlers: jobHandlers });
async function shutDown(): Promise<void> {
  await stop();
  await closeDb();
  process.exit(0);
}
// A failed shutdown is left unhandled on purpose: Node then ends the process with the error and a non-zero code.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown());
