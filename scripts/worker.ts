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

const { shutDownOnSignal } = await import('@/lib/shutdown');

const stop = startWorker({ db: await getDb(), handlers: jobHandlers });
// SIGTERM: claim nothing more, finish the job in hand within SHUTDOWN_TIMEOUT, hand back the rest, exit 0.
shutDownOnSignal({ drain: async (withinMs) => void (await stop({ withinMs })), close: closeDb, exit: 'self' });
