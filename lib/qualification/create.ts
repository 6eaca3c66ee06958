import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Executor } from '@/db/client';
import { qualificationRecords, type MerchantAccount } from '@/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { enqueueJobs } from '@/lib/jobs/service';
import type { Scope } from '@/lib/livemode';
import { webhookUrlProblem } from '@/lib/webhooks/address-guard';
import { PROCESS_QUALIFICATION_JOB } from './jobs';
import { effectiveService } from './rules';
import { qualificationItemSchema, type QualificationItem } from './schemas';

const CUSTOM_CODE_TAKEN = 'The custom_code has already been taken.';
// Records per processing job: several workers can share a large batch, and each transaction stays short.
const PROCESSING_CHUNK = 1_000;

type LineRef = { line: number; batch_code: string | null; custom_code: string | null };
export type BatchOutcome = {
  errors: (LineRef & { message: string })[];
  uploadSuccess: LineRef[];
  uploadChangeService: (LineRef & { message: string })[];
};

const codeOf = (raw: unknown, key: 'batch_code' | 'custom_code') => {
  const value = (raw as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : null;
};

type NewBatch = {
  scope: Scope;
  account: MerchantAccount;
  serviceId: number;
  data: unknown[];
  apiKeyId: number | null;
  actor: Actor;
  now: Date;
};

/**
 * Validates each record on its own (`line` is its 1-based position in `data`), stores the good ones in batched
 * inserts, and schedules their processing. A `custom_code` already used by the merchant, or earlier in the
 * request (in the same mode), is a line error; the unique index settles races with a concurrent batch.
 */
export async function createBatch(db: Db, batch: NewBatch): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { errors: [], uploadSuccess: [], uploadChangeService: [] };
  const valid: { line: number; item: QualificationItem; serviceId: number }[] = [];
  const seen = new Set<string>();
  batch.data.forEach((raw, index) => {
    const line = index + 1;
    const ref = { line, batch_code: codeOf(raw, 'batch_code'), custom_code: codeOf(raw, 'custom_code') };
    const parsed = qualificationItemSchema.safeParse(raw);
    if (!parsed.success) {
      outcome.errors.push({ ...ref, message: parsed.error.issues.map((issue) => issue.message).join(' ') });
      return;
    }
    const urlProblem = parsed.data.notification_url
      ? webhookUrlProblem('notification_url', parsed.data.notification_url)
      : null;
    if (urlProblem) {
      outcome.errors.push({ ...ref, message: urlProblem });
      return;
    }
    if (seen.has(parsed.data.custom_code)) {
      outcome.errors.push({ ...ref, message: 'The custom_code is repeated in this request.' });
      return;
    }
    seen.add(parsed.data.custom_code);
    const service = effectiveService(batch.serviceId, parsed.data.amount);
    if (service.changed) outcome.uploadChangeService.push({ ...ref, message: service.changed });
    valid.push({ line, item: parsed.data, serviceId: service.serviceId });
  });

  await db.transaction(async (tx) => {
    const codes = valid.map((entry) => entry.item.custom_code);
    const takenRows = codes.length
      ? await tx
          .select({ customCode: qualificationRecords.customCode })
          .from(qualificationRecords)
          .where(
            and(
              eq(qualificationRecords.merchantAccountId, batch.account.id),
              eq(qualificationRecords.livemode, batch.scope.livemode),
              inArray(qualificationRecords.customCode, codes),
            ),
          )
      : [];
    const taken = new Set(takenRows.map((row) => row.customCode));
    const storable = valid.filter((entry) => {
      if (!taken.has(entry.item.custom_code)) return true;
      outcome.errors.push({
        line: entry.line,
        batch_code: entry.item.batch_code,
        custom_code: entry.item.custom_code,
        message: CUSTOM_CODE_TAKEN,
      });
      outcome.uploadChangeService = outcome.uploadChangeService.filter((change) => change.line !== entry.line);
      return false;
    });
    const stored = await insertRecords(
      tx,
      storable.map(({ item, serviceId }) => toRow(batch, item, serviceId)),
    );
    for (const entry of storable) {
      const ref = { line: entry.line, batch_code: entry.item.batch_code, custom_code: entry.item.custom_code };
      if (stored.has(entry.item.custom_code)) outcome.uploadSuccess.push(ref);
      else outcome.errors.push({ ...ref, message: CUSTOM_CODE_TAKEN });
    }
    const ids = [...stored.values()];
    await enqueueJobs(
      tx,
      Array.from({ length: Math.ceil(ids.length / PROCESSING_CHUNK) }, (_, index) => ({
        kind: PROCESS_QUALIFICATION_JOB,
        payload: { ids: ids.slice(index * PROCESSING_CHUNK, (index + 1) * PROCESSING_CHUNK) },
        runAt: batch.now,
      })),
    );
    await recordAudit(tx, {
      organizationId: batch.scope.organizationId,
      actor: batch.actor,
      action: 'qualification.batch_received',
      resourceType: 'qualification_batch',
      resourceId: batch.account.id,
      details: {
        service_id: batch.serviceId,
        received: batch.data.length,
        stored: outcome.uploadSuccess.length,
        refused: outcome.errors.length,
      },
    });
  });
  outcome.errors.sort((a, b) => a.line - b.line);
  outcome.uploadSuccess.sort((a, b) => a.line - b.line);
  return outcome;
}

const INSERTED_COLUMNS = [
  'organization_id',
  'livemode',
  'merchant_account_id',
  'api_key_id',
  'service_id',
  'batch_code',
  'custom_code',
  'notification_url',
  'name',
  'document',
  'document_type',
  'bank_code',
  'bank_branch',
  'bank_branch_digit',
  'account',
  'account_digit',
  'account_type',
  'amount',
  'extras',
  'created_at',
  'updated_at',
] as const;
type InsertedRow = Record<(typeof INSERTED_COLUMNS)[number], unknown>;

function toRow(batch: NewBatch, item: QualificationItem, serviceId: number): InsertedRow {
  const { beneficiary } = item;
  const at = batch.now.toISOString();
  return {
    organization_id: batch.scope.organizationId,
    livemode: batch.scope.livemode,
    merchant_account_id: batch.account.id,
    api_key_id: batch.apiKeyId,
    service_id: serviceId,
    batch_code: item.batch_code,
    custom_code: item.custom_code,
    notification_url: item.notification_url ?? null,
    name: beneficiary.name,
    document: beneficiary.document,
    document_type: beneficiary.document_type,
    bank_code: beneficiary.bank_code,
    bank_branch: beneficiary.bank_branch,
    bank_branch_digit: beneficiary.bank_branch_digit ?? null,
    account: beneficiary.account,
    account_digit: beneficiary.account_digit,
    account_type: beneficiary.account_type,
    // Services 1–3 validate without a deposit, so they ignore an amount.
    amount: serviceId >= 4 && item.amount !== undefined && item.amount !== null ? item.amount.toFixed(2) : null,
    extras: Object.fromEntries(
      (['birthdate', 'phone', 'city', 'postal_code', 'province_code', 'address'] as const).flatMap((key) =>
        beneficiary[key] ? [[key, beneficiary[key]]] : [],
      ),
    ),
    created_at: at,
    updated_at: at,
  };
}

/**
 * One INSERT for the whole batch: the rows travel as one JSON parameter, expanded by json_populate_recordset.
 * Thousands of bound parameters cost far more (PGlite cannot bind them at all), and row-by-row inserts more still.
 * A custom code taken by a concurrent batch is skipped by the unique index; the caller reports it.
 */
async function insertRecords(tx: Executor, rows: InsertedRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const columns = sql.raw(INSERTED_COLUMNS.join(', '));
  const inserted = rowsOf<{ id: number | string; custom_code: string }>(
    await tx.execute(sql`
      insert into qualification_records (${columns})
      select ${columns} from json_populate_recordset(null::qualification_records, ${JSON.stringify(rows)}::json)
      on conflict (merchant_account_id, livemode, custom_code) do nothing
      returning id, custom_code`),
  );
  return new Map(inserted.map((row) => [row.custom_code, Number(row.id)]));
}
