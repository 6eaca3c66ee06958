import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { merchantAccounts, qualificationRecords, type MerchantAccount, type QualificationRecord } from '@/db/schema';
import { fieldError, notFound } from '@/lib/api/errors';
import { recordAudit, type Actor } from '@/lib/audit/service';
import { enqueueJob, type JobDefinition } from '@/lib/jobs/service';
import { enqueueWebhook } from '@/lib/webhooks/service';
import { assessRecord, effectiveService, QUALIFICATION_SERVICES, QUALIFICATION_STATUS, QUALIFICATION_STATUSES } from './rules';
import { qualificationItemSchema, type ListQualificationQuery, type QualificationItem } from './schemas';

export const PROCESS_QUALIFICATION_JOB = 'qualification.process';
export const QUALIFICATION_NOT_FOUND = 'Data qualification record not found.';
// Records per INSERT and per processing job: few round trips, within what PGlite binds in one statement (it fails at 2,000 rows × 23 columns).
const CHUNK = 1_000;

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

type NewBatch = { organizationId: number; account: MerchantAccount; serviceId: number; data: unknown[]; apiKeyId: number | null; actor: Actor; now: Date };

/**
 * Validates each record on its own (`line` is its 1-based position in `data`), stores the good ones in batched
 * inserts, and schedules their processing. A `custom_code` already used by the merchant, or earlier in the
 * request, is a line error; the unique index settles races with a concurrent batch.
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
          .where(and(eq(qualificationRecords.merchantAccountId, batch.account.id), inArray(qualificationRecords.customCode, codes)))
      : [];
    const taken = new Set(takenRows.map((row) => row.customCode));
    const storable = valid.filter((entry) => {
      if (!taken.has(entry.item.custom_code)) return true;
      outcome.errors.push({ line: entry.line, batch_code: entry.item.batch_code, custom_code: entry.item.custom_code, message: 'The custom_code has already been taken.' });
      outcome.uploadChangeService = outcome.uploadChangeService.filter((change) => change.line !== entry.line);
      return false;
    });
    for (let start = 0; start < storable.length; start += CHUNK) {
      const chunk = storable.slice(start, start + CHUNK);
      const inserted = await tx
        .insert(qualificationRecords)
        .values(chunk.map(({ item, serviceId }) => toRow(batch, item, serviceId)))
        .onConflictDoNothing()
        .returning({ id: qualificationRecords.id, customCode: qualificationRecords.customCode });
      const stored = new Set(inserted.map((row) => row.customCode));
      for (const entry of chunk) {
        const ref = { line: entry.line, batch_code: entry.item.batch_code, custom_code: entry.item.custom_code };
        if (stored.has(entry.item.custom_code)) outcome.uploadSuccess.push(ref);
        else outcome.errors.push({ ...ref, message: 'The custom_code has already been taken.' });
      }
      if (inserted.length > 0) await enqueueJob(tx, { kind: PROCESS_QUALIFICATION_JOB, payload: { ids: inserted.map((row) => row.id) }, runAt: batch.now });
    }
    await recordAudit(tx, {
      organizationId: batch.organizationId,
      actor: batch.actor,
      action: 'qualification.batch_received',
      resourceType: 'qualification_batch',
      resourceId: batch.account.id,
      details: { service_id: batch.serviceId, received: batch.data.length, stored: outcome.uploadSuccess.length, refused: outcome.errors.length },
    });
  });
  outcome.errors.sort((a, b) => a.line - b.line);
  outcome.uploadSuccess.sort((a, b) => a.line - b.line);
  return outcome;
}

function toRow(batch: NewBatch, item: QualificationItem, serviceId: number) {
  const { beneficiary } = item;
  return {
    organizationId: batch.organizationId,
    merchantAccountId: batch.account.id,
    apiKeyId: batch.apiKeyId,
    serviceId,
    batchCode: item.batch_code,
    customCode: item.custom_code,
    notificationUrl: item.notification_url ?? null,
    name: beneficiary.name,
    document: beneficiary.document,
    documentType: beneficiary.document_type,
    bankCode: beneficiary.bank_code,
    bankBranch: beneficiary.bank_branch,
    bankBranchDigit: beneficiary.bank_branch_digit ?? null,
    account: beneficiary.account,
    accountDigit: beneficiary.account_digit,
    accountType: beneficiary.account_type,
    // Services 1–3 ignore an amount (design.md).
    amount: serviceId >= 4 && item.amount !== undefined && item.amount !== null ? item.amount.toFixed(2) : null,
    extras: Object.fromEntries(
      (['birthdate', 'phone', 'city', 'postal_code', 'province_code', 'address'] as const).flatMap((key) => (beneficiary[key] ? [[key, beneficiary[key]]] : [])),
    ),
    createdAt: batch.now,
    updatedAt: batch.now,
  };
}

export type RecordView = { record: QualificationRecord; merchantName: string };
const withMerchant = { record: qualificationRecords, merchantName: merchantAccounts.name };

export async function getRecord(db: Executor, organizationId: number, id: number): Promise<RecordView> {
  const [row] = await db
    .select(withMerchant)
    .from(qualificationRecords)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, qualificationRecords.merchantAccountId))
    .where(and(eq(qualificationRecords.id, id), eq(qualificationRecords.organizationId, organizationId)));
  if (!row) throw notFound(QUALIFICATION_NOT_FOUND);
  return row;
}

const SERVICE_NAME_ORDER = sql`case ${qualificationRecords.serviceId} ${sql.join(
  Object.entries(QUALIFICATION_SERVICES).map(([id, name]) => sql`when ${Number(id)} then ${name}`),
  sql` `,
)} end`;

const ORDER_COLUMNS = {
  id: qualificationRecords.id,
  data_qualification_service_name: SERVICE_NAME_ORDER,
  batch_code: qualificationRecords.batchCode,
  custom_code: qualificationRecords.customCode,
  'merchant.name': merchantAccounts.name,
  description_status: qualificationRecords.statusDescription,
  created_at: qualificationRecords.createdAt,
};

export const DEFAULT_PER_PAGE = 15;

/** The spec's list: `page` and `per_page` from 0 (0 means the first page and the default size). */
export async function listRecords(db: Executor, organizationId: number, query: ListQualificationQuery): Promise<{ views: RecordView[]; total: number; page: number; perPage: number }> {
  const filters: SQL[] = [eq(qualificationRecords.organizationId, organizationId)];
  if (query.custom_code !== undefined) filters.push(eq(qualificationRecords.customCode, query.custom_code));
  if (query.document !== undefined) filters.push(eq(qualificationRecords.document, query.document));
  if (query.data_qualification_service_id !== undefined) filters.push(eq(qualificationRecords.serviceId, query.data_qualification_service_id));
  if (query.merchant_id !== undefined) filters.push(eq(qualificationRecords.merchantAccountId, query.merchant_id));
  if (query.status_flow_data_qualification_id !== undefined) filters.push(eq(qualificationRecords.statusId, query.status_flow_data_qualification_id));
  if (query.created_at) {
    const start = new Date(`${query.created_at}T00:00:00Z`);
    filters.push(gte(qualificationRecords.createdAt, start), lt(qualificationRecords.createdAt, new Date(start.getTime() + 86_400_000)));
  }
  const where = and(...filters);
  const perPage = query.per_page || DEFAULT_PER_PAGE;
  const page = Math.max(query.page ?? 1, 1);
  const direction = query.sort === 'desc' ? desc : asc;
  const [{ total }] = await db.select({ total: count() }).from(qualificationRecords).where(where);
  const views = await db
    .select(withMerchant)
    .from(qualificationRecords)
    .innerJoin(merchantAccounts, eq(merchantAccounts.id, qualificationRecords.merchantAccountId))
    .where(where)
    .orderBy(direction(ORDER_COLUMNS[query.order_by]), direction(qualificationRecords.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { views, total, page, perPage };
}

/** The spec's notification, signed `Authorization: Bearer sha256hex(body + key)`. */
async function enqueueNotification(db: Executor, record: QualificationRecord, now: Date): Promise<void> {
  if (!record.notificationUrl) return;
  const status = QUALIFICATION_STATUSES[record.statusId];
  await enqueueWebhook(db, {
    organizationId: record.organizationId,
    eventKind: 'data_qualification.status_changed',
    resourceType: 'data_qualification',
    resourceId: record.id,
    url: record.notificationUrl,
    payload: {
      id: String(record.id),
      step: status.step,
      status_id: record.statusId,
      custom_code: record.customCode,
      batch_code: record.batchCode,
      message: record.statusDescription,
      name: record.name,
      document: record.document,
      bank_code: record.bankCode,
      bank_branch: record.bankBranch,
      bank_branch_digit: record.bankBranchDigit ?? '',
      account: record.account,
      account_digit: record.accountDigit,
      account_type: record.accountType === 'CHECKING' ? 'c' : 's',
      pix_key: '',
    },
    signature: { kind: 'body' },
    apiKeyId: record.apiKeyId,
    now,
  });
}

/** Received → Processing → the assessment's status, one transaction per chunk, a notification per change. */
async function processRecords(db: Db, ids: number[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const records = await tx
      .select()
      .from(qualificationRecords)
      .where(and(inArray(qualificationRecords.id, ids), eq(qualificationRecords.statusId, QUALIFICATION_STATUS.received)))
      .for('update', { skipLocked: true });
    for (const record of records) {
      const processing = { ...record, statusId: QUALIFICATION_STATUS.processing, statusDescription: 'Processing: checking document and account.', updatedAt: now };
      await enqueueNotification(tx, processing, now);
      const assessment = assessRecord(record);
      const [done] = await tx
        .update(qualificationRecords)
        .set({ statusId: assessment.statusId, statusDescription: assessment.description, updatedAt: now })
        .where(eq(qualificationRecords.id, record.id))
        .returning();
      await enqueueNotification(tx, done, now);
    }
  });
}

export const qualificationJobs: Record<string, JobDefinition> = {
  [PROCESS_QUALIFICATION_JOB]: {
    run: (db, job, now) => processRecords(db, (job.payload.ids as number[]).map(Number), now),
  },
};

/** An operator settles a record waiting for manual correction (services 3 and 5) as valid or invalid. */
export async function resolveRecord(db: Db, organizationId: number, id: number, decision: { status_id: 5 | 6; note?: string | null }, actor: Actor, now: Date): Promise<RecordView> {
  await db.transaction(async (tx) => {
    const description = `${decision.status_id === QUALIFICATION_STATUS.valid ? 'Valid data' : 'Invalid data'} after manual correction${decision.note ? `: ${decision.note}` : '.'}`;
    const [resolved] = await tx
      .update(qualificationRecords)
      .set({ statusId: decision.status_id, statusDescription: description, updatedAt: now })
      .where(and(eq(qualificationRecords.id, id), eq(qualificationRecords.organizationId, organizationId), eq(qualificationRecords.statusId, QUALIFICATION_STATUS.awaiting)))
      .returning();
    if (!resolved) {
      const current = await getRecord(tx, organizationId, id);
      throw fieldError('status_id', `Only a record Awaiting manual correction can be resolved; this one is ${QUALIFICATION_STATUSES[current.record.statusId]?.name}.`);
    }
    await enqueueNotification(tx, resolved, now);
    await recordAudit(tx, { organizationId, actor, action: 'qualification.resolved', resourceType: 'data_qualification', resourceId: id, details: { status_id: decision.status_id, note: decision.note ?? null } });
  });
  return getRecord(db, organizationId, id);
}
