import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { seedDemoData } from '@/scripts/seed/demo';

/**
 * The integration-test database: DATABASE_URL when set (npm test points it at a scratch database),
 * otherwise an in-memory PGlite. Each call empties it and reseeds the demo data.
 */
export async function freshTestDb(): Promise<Db> {
  const db = await getDb();
  await db.execute(sql`
    truncate table refund_status_history, refunds, ledger_entries, ledger_transactions, ledger_accounts, sign_in_limits, user_sessions, account_opening_status_history, account_opening_requests, webhook_registrations, qualification_records, qualification_record_counts, qualification_daily_counts, qualification_batch_counts, payout_status_history, payout_daily_totals, payout_payments, payin_status_history, payin_daily_totals, payin_name_seams, payout_name_seams, payin_charges, markup_rules, webhook_attempts, webhook_deliveries, audit_log, idempotency_keys, jobs, api_keys, users, merchant_accounts, organizations restart identity cascade
  `);
  await seedDemoData(db, { charges: false });
  return db;
}
