import { closeDb, getDb, getDbBackend } from '@/db/client';
import { exitOnBadConfig } from '@/lib/config';

exitOnBadConfig();

// getDb() applies every pending migration before it returns.
await getDb();
console.log(`migrations applied (${await getDbBackend()})`);
await closeDb();
