import { closeDb, getDb, getDbBackend } from '@/db/client';
import { exitOnBadConfig } from '@/lib/config';
import { backfillLedger } from '@/lib/ledger/backfill';

/**
 * npm run ledger:backfill: books the ledger of charges, payouts and refunds older than it (lib/ledger/backfill.ts).
 * Boot runs the same after migrating; this prints what it booked. A second run books nothing.
 */
exitOnBadConfig();

const db = await getDb();
const report = await backfillLedger(db);
console.log(
  `ledger backfill (${await getDbBackend()}): ${report.resources} resources, ${report.bookings} movements booked`,
);
for (const { merchantAccountId, livemode, amount } of report.openingBalances) {
  console.log(`  opening balance of merchant ${merchantAccountId} (${livemode ? 'live' : 'test'}): ${amount} cents`);
}
await closeDb();
