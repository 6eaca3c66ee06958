import { closeDb, getDb } from '@/db/client';
import { seedDemoData } from '@/scripts/seed/demo';
import { exitOnBadConfig } from '@/lib/config';
import { isDemoMode } from '@/lib/secrets/policy';

exitOnBadConfig();
// Demo data includes users with a published password and an operator: never in a production database by accident.
if (!isDemoMode()) {
  console.error('npm run db:seed adds demo users with a published password: it runs only with PAYRAIL_DEMO=1.');
  process.exit(1);
}
await seedDemoData(await getDb());
console.log('demo data seeded');
await closeDb();
