import type { Received } from '../../test/receiver';
import type { Invariant } from './harness';
import { BATCH_RECORDS } from './settings';

/** The charges of one load (invoices `<prefix>-…` of one merchant) and the 201s their creators saw. */
export function chargeInvariants(merchantId: number, prefix: string, answered201: string[]): Invariant[] {
  const pattern = `${prefix}-%`;
  return [
    {
      name: 'every invoice answered 201 exists',
      violations: (sql) => sql`
        select answered.invoice from json_array_elements_text(${JSON.stringify(answered201)}::text::json) as answered(invoice)
        where not exists (select 1 from payin_charges c where c.merchant_account_id = ${merchantId} and c.invoice = answered.invoice)`,
    },
    {
      name: 'every charge has exactly one history row, Created',
      violations: (sql) => sql`
        select c.id, count(h.id) as history_rows, count(h.id) filter (where h.status_id = 1) as created_rows
        from payin_charges c left join payin_status_history h on h.charge_id = c.id
        where c.merchant_account_id = ${merchantId} and c.invoice like ${pattern}
        group by c.id
        having count(h.id) <> 1 or count(h.id) filter (where h.status_id = 1) <> 1`,
    },
    {
      name: 'every charge has exactly one payin.expire job',
      violations: (sql) => sql`
        with expire as (select (payload->>'chargeId')::bigint as charge_id, count(*) as jobs from jobs where kind = 'payin.expire' group by 1)
        select c.id, coalesce(expire.jobs, 0) as jobs
        from payin_charges c left join expire on expire.charge_id = c.id
        where c.merchant_account_id = ${merchantId} and c.invoice like ${pattern} and coalesce(expire.jobs, 0) <> 1`,
    },
    {
      name: 'every charge has exactly one payin.created audit row',
      violations: (sql) => sql`
        with audit as (select resource_id, count(*) as rows from audit_log where action = 'payin.created' and resource_type = 'payin' group by 1)
        select c.id, coalesce(audit.rows, 0) as audit_rows
        from payin_charges c left join audit on audit.resource_id = c.id::text
        where c.merchant_account_id = ${merchantId} and c.invoice like ${pattern} and coalesce(audit.rows, 0) <> 1`,
    },
    {
      name: 'no history row, expire job or payin.created audit row without its charge',
      violations: (sql) => sql`
        select 'history' as row, h.id from payin_status_history h where not exists (select 1 from payin_charges c where c.id = h.charge_id)
        union all
        select 'job', j.id from jobs j where j.kind = 'payin.expire' and not exists (select 1 from payin_charges c where c.id = (j.payload->>'chargeId')::bigint)
        union all
        select 'audit', a.id from audit_log a where a.action = 'payin.created' and not exists (select 1 from payin_charges c where c.id::text = a.resource_id)`,
    },
    {
      name: 'no duplicate (merchant, invoice)',
      violations: (sql) =>
        sql`select merchant_account_id, invoice, count(*) from payin_charges group by 1, 2 having count(*) > 1`,
    },
  ];
}

/** The deliveries sent to `url`: all delivered, their jobs done, and every event seen by the receiver. */
export function deliveryInvariants(url: string, expected: number, received: Received[]): Invariant[] {
  const seen = [...new Set(received.map((request) => String(request.headers['webhook-id'])))];
  return [
    {
      name: `exactly ${expected} deliveries, one per payment`,
      violations: (sql) =>
        sql`select count(*) as deliveries from webhook_deliveries where url = ${url} having count(*) <> ${expected}`,
    },
    {
      name: 'every delivery ends delivered',
      violations: (sql) =>
        sql`select id, status, attempt_count, last_error from webhook_deliveries where url = ${url} and status <> 'delivered'`,
    },
    {
      name: 'every delivery job is done',
      violations: (sql) => sql`
        select j.id, j.status, j.attempts from jobs j join webhook_deliveries d on d.id = (j.payload->>'deliveryId')::bigint
        where j.kind = 'webhook.deliver' and d.url = ${url} and j.status <> 'done'`,
    },
    {
      name: 'the receiver saw every event (webhook-id) at least once',
      violations: (sql) => sql`
        select id, event_id from webhook_deliveries
        where url = ${url} and event_id not in (select json_array_elements_text(${JSON.stringify(seen)}::text::json))`,
    },
  ];
}

/** One batch's records, and the trigger-kept count tables against a GROUP BY of every record. */
export function batchInvariants(batchCode: string, firstJobId: number): Invariant[] {
  const countsAgree = (table: string, keys: string[]): Invariant => ({
    name: `${table} agrees with a GROUP BY of the records`,
    violations: (sql) => sql`
      with actual as (select ${sql.unsafe(keys.join(', '))}, count(*) as records from qualification_records group by ${sql.unsafe(keys.join(', '))})
      select ${sql.unsafe(keys.join(', '))}, actual.records as actual, kept.records as kept
      from actual full join ${sql(table)} as kept using (${sql.unsafe(keys.join(', '))})
      where coalesce(actual.records, 0) <> coalesce(kept.records, 0)`,
  });
  return [
    {
      name: `exactly ${BATCH_RECORDS} records in the batch`,
      violations: (sql) =>
        sql`select count(*) as records from qualification_records where batch_code = ${batchCode} having count(*) <> ${BATCH_RECORDS}`,
    },
    {
      name: 'no custom_code twice in the batch',
      violations: (sql) =>
        sql`select custom_code, count(*) from qualification_records where batch_code = ${batchCode} group by 1 having count(*) > 1`,
    },
    {
      name: 'every record final (5, 6 or 7): none left Received or Processing',
      violations: (sql) =>
        sql`select id, status_id from qualification_records where batch_code = ${batchCode} and status_id not in (5, 6, 7)`,
    },
    {
      name: 'every record processed exactly once: its Processing and its final notification, no more',
      violations: (sql) => sql`
        with notified as (
          select resource_id, count(*) filter (where body::jsonb->>'status_id' = '999') as processing, count(*) filter (where body::jsonb->>'status_id' <> '999') as final
          from webhook_deliveries where event_kind = 'data_qualification.status_changed' group by 1)
        select r.id, coalesce(n.processing, 0) as processing, coalesce(n.final, 0) as final
        from qualification_records r left join notified n on n.resource_id = r.id::text
        where r.batch_code = ${batchCode} and (coalesce(n.processing, 0) <> 1 or coalesce(n.final, 0) <> 1)`,
    },
    {
      name: 'every processing job of the batch is done',
      violations: (sql) =>
        sql`select id, status, attempts, last_error from jobs where kind = 'qualification.process' and id >= ${firstJobId} and status <> 'done'`,
    },
    countsAgree('qualification_record_counts', [
      'organization_id',
      'livemode',
      'merchant_account_id',
      'service_id',
      'status_id',
    ]),
    countsAgree('qualification_batch_counts', [
      'organization_id',
      'livemode',
      'merchant_account_id',
      'batch_code',
      'status_id',
    ]),
    countsAgree('qualification_daily_counts', [
      'organization_id',
      'livemode',
      'created_on',
      'merchant_account_id',
      'service_id',
      'status_id',
    ]),
  ];
}

/** Nothing ran twice: one attempt per delivery to `url`, and no finished job of any kind claimed more than once. */
export function ranOnceInvariants(url: string): Invariant[] {
  return [
    {
      name: 'every delivery was attempted exactly once (no job ran twice)',
      violations: (sql) => sql`
        select d.id, count(a.id) as attempts from webhook_deliveries d left join webhook_attempts a on a.delivery_id = d.id
        where d.url = ${url} group by d.id having count(a.id) <> 1`,
    },
    {
      name: 'no finished job was claimed more than once',
      violations: (sql) => sql`select id, kind, attempts from jobs where status = 'done' and attempts > 1`,
    },
  ];
}
