import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { jobs, merchantAccounts, qualificationRecords } from '@/db/schema';
import { createBatch } from '@/lib/qualification/create';
import { PROCESS_QUALIFICATION_JOB, qualificationJobs } from '@/lib/qualification/jobs';
import { testScope } from '@/lib/livemode';

const DEMO_ACCOUNT = 'Demo Store Online';
const DEMO_BATCH = 'DEMO-SUPPLIERS-01';

type DemoRecord = {
  code: string;
  name: string;
  document: string;
  bank: [code: string, branch: string, account: string, digit: string];
  note: string;
};

const beneficiary = ({ name, document, bank: [bankCode, branch, account, digit] }: DemoRecord) => ({
  name,
  bank_code: bankCode,
  bank_branch: branch,
  account,
  account_digit: digit,
  account_type: 'CHECKING',
  document,
  document_type: document.length === 11 ? 'cpf' : 'cnpj',
});

/** Automatic validation (service 1): every final status the checks reach. `note` says what the processor will find. */
const AUTOMATIC: DemoRecord[] = [
  {
    code: 'demo-dq-001',
    name: 'Ana Souza',
    document: '52998224725',
    bank: ['001', '1584', '00210169', '6'],
    note: 'valid',
  },
  {
    code: 'demo-dq-002',
    name: 'Fornecedor Exemplo Ltda',
    document: '11222333000181',
    bank: ['341', '0001', '12345', '4'],
    note: 'valid',
  },
  {
    code: 'demo-dq-003',
    name: 'Bruno Dias',
    document: '11144477735',
    bank: ['237', '1234', '1234567', '4'],
    note: 'valid',
  },
  {
    code: 'demo-dq-004',
    name: 'Carla Reis',
    document: '52998224724',
    bank: ['001', '1584', '00210169', '6'],
    note: 'invalid: CPF check digits',
  },
  {
    code: 'demo-dq-005',
    name: 'Diego Nunes',
    document: '39053344705',
    bank: ['104', '0001', '00000012345', '7'],
    note: 'invalid: account check digit',
  },
  {
    code: 'demo-dq-006',
    name: 'Elisa Prado',
    document: '87748248800',
    bank: ['077', '0001', '1234567', '8'],
    note: 'no process: bank without a check digit rule',
  },
];

/** With manual correction (service 3): a failed check waits in Awaiting for an operator. */
const MANUAL: DemoRecord[] = [
  {
    code: 'demo-dq-007',
    name: 'Fábio Lima',
    document: '11144477735',
    bank: ['033', '1234', '01000012', '5'],
    note: 'awaiting: account check digit',
  },
];

/**
 * One processed batch on the Demo Store Online account, sent a day ago through the domain's own createBatch and
 * settled by its processing job, so the dashboard's Records and Batches have Valid data, Invalid data, No Process and
 * one Awaiting record for the operator. No notification_url: nothing is sent anywhere. Skipped when it exists.
 */
export async function seedDemoQualification(db: Db, now = new Date()): Promise<void> {
  const [account] = await db.select().from(merchantAccounts).where(eq(merchantAccounts.name, DEMO_ACCOUNT));
  if (!account) return;
  const codes = [...AUTOMATIC, ...MANUAL].map((record) => record.code);
  const [existing] = await db
    .select({ id: qualificationRecords.id })
    .from(qualificationRecords)
    .where(and(eq(qualificationRecords.merchantAccountId, account.id), inArray(qualificationRecords.customCode, codes)))
    .limit(1);
  if (existing) return;

  const receivedAt = new Date(now.getTime() - 26 * 3_600_000);
  const actor = { userId: null, apiKeyId: null };
  for (const [serviceId, records] of [
    [1, AUTOMATIC],
    [3, MANUAL],
  ] as const) {
    const data = records.map((record) => ({
      custom_code: record.code,
      batch_code: DEMO_BATCH,
      beneficiary: beneficiary(record),
    }));
    await createBatch(db, {
      scope: testScope(account.organizationId),
      account,
      serviceId,
      data,
      apiKeyId: null,
      actor,
      now: receivedAt,
    });
  }

  // The batch's processing jobs, run here rather than by the worker so the demo's times are a day ago and settled.
  const stored = await db
    .select({ id: qualificationRecords.id })
    .from(qualificationRecords)
    .where(
      and(eq(qualificationRecords.merchantAccountId, account.id), inArray(qualificationRecords.customCode, codes)),
    );
  const ids = new Set(stored.map((row) => row.id));
  const pending = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, PROCESS_QUALIFICATION_JOB), eq(jobs.status, 'pending')));
  const processedAt = new Date(receivedAt.getTime() + 40_000);
  for (const job of pending.filter((candidate) =>
    ((candidate.payload.ids as number[] | undefined) ?? []).some((id) => ids.has(Number(id))),
  )) {
    await qualificationJobs[PROCESS_QUALIFICATION_JOB].run(db, job, processedAt);
    await db
      .update(jobs)
      .set({ status: 'done', updatedAt: processedAt })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'pending')));
  }
}
