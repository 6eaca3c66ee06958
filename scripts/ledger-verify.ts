import { closeDb, getDb, getDbBackend } from '@/db/client';
import { exitOnBadConfig } from '@/lib/config';
import { verifyLedger } from '@/lib/ledger/verify';

/** npm run ledger:verify: recomputes the ledger from its entries; exits 1 when anything differs (lib/ledger/verify.ts). */
exitOnBadConfig();

const report = await verifyLedger(await getDb());
console.log(
  `ledger (${await getDbBackend()}): ${report.accounts} accounts, ${report.transactions} transactions, ${report.entries} entries`,
);
for (const { check, id, message } of report.differences) console.log(`  ${check} ${id}: ${message}`);
const found = report.differences.length;
console.log(found === 0 ? 'no differences' : `${found} difference${found === 1 ? '' : 's'}`);
await closeDb();
process.exitCode = found === 0 ? 0 : 1;
