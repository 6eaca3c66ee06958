import { closeDb, getDb } from '@/db/client';
import { seedDemoData } from '@/db/seed';

await seedDemoData(await getDb());
console.log('demo data seeded');
await closeDb();
