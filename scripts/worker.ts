import { closeDb, getDb } from '@/db/client';
import { jobHandlers } from '@/lib/jobs/handlers';
import { startWorker } from '@/lib/jobs/worker';
import { refuseUnsafeStart } from '@/lib/secrets/startup';

refuseUnsafeStart();
if (!process.env.DATABASE_URL) {
  console.error('npm run worker needs DATABASE_URL: the embedded database belongs to the app process, whose worker already runs.');
  process.exit(1);
}

const stop = startWorker({ db: await getDb(), handlers: jobHandlers });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await stop();
    await closeDb();
    process.exit(0);
  });
}
