import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { jobs, merchantAccounts, payoutPayments } from '@/db/schema';
import { createPayoutSchema } from '@/lib/payout/schemas';
import type { PayoutSimulation } from '@/lib/payout/schemas';
import { createPayout } from '@/lib/payout/create';
import { PAYOUT_JOBS } from '@/lib/payout/jobs';
import { simulatePayoutEvent } from '@/lib/payout/simulate';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';

type DemoPayout = {
  amount: number;
  hoursAgo: number;
  steps: PayoutSimulation[];
  name: string;
  document: string;
  pix: { key: string; key_type: string };
};

/** Every status the sandbox reaches by itself or by simulation; the 0000 document is the one that fails. */
const DEMO_PAYOUTS: DemoPayout[] = [
  {
    amount: 350,
    hoursAgo: 1,
    steps: [],
    name: 'Marcos Teixeira',
    document: '52998224725',
    pix: { key: 'marcos@example.com', key_type: 'EMAIL' },
  },
  {
    amount: 1200.5,
    hoursAgo: 2,
    steps: ['process'],
    name: 'Natália Prado',
    document: '11144477735',
    pix: { key: '+5511987654321', key_type: 'PHONE' },
  },
  {
    amount: 89.9,
    hoursAgo: 30,
    steps: ['process', 'pay'],
    name: 'Otávio Nunes',
    document: '39053344705',
    pix: { key: '39053344705', key_type: 'CPF' },
  },
  {
    amount: 5400,
    hoursAgo: 80,
    steps: ['process', 'pay'],
    name: 'Fornecedor Exemplo Ltda',
    document: '11222333000181',
    pix: { key: '11222333000181', key_type: 'CNPJ' },
  },
  {
    amount: 75,
    hoursAgo: 120,
    steps: ['process', 'fail'],
    name: 'Paula Zero',
    document: '10000550000',
    pix: { key: '3f0b8a52-6c1e-4d7a-9b2f-5e8c1d4a7b90', key_type: 'EVP' },
  },
  {
    amount: 260,
    hoursAgo: 200,
    steps: ['reject'],
    name: 'Rafael Costa',
    document: '87748248800',
    pix: { key: 'rafael@example.com', key_type: 'EMAIL' },
  },
];

/** Demo payouts for each account that has none yet. */
export async function seedDemoPayouts(db: Db, now = new Date()): Promise<void> {
  const accounts = await db.select().from(merchantAccounts).orderBy(merchantAccounts.id);
  for (const account of accounts) {
    const { existing } = theRow(
      await db
        .select({ existing: count() })
        .from(payoutPayments)
        .where(eq(payoutPayments.merchantAccountId, account.id)),
      'count of payoutPayments',
    );
    if (existing > 0) continue;
    const slug = account.name.toLowerCase().replace(/[^a-z]+/g, '-');
    for (const [index, plan] of DEMO_PAYOUTS.entries()) {
      const createdAt = new Date(now.getTime() - plan.hoursAgo * 3_600_000);
      const input = createPayoutSchema.parse({
        payment_method: 'PIX',
        invoice: `payout-${slug}-${String(index + 1).padStart(3, '0')}`,
        currency: 'BRL',
        amount: plan.amount,
        country: 'BR',
        description: 'Demo payout',
        beneficiary: {
          name: plan.name,
          document: { type: plan.document.length === 11 ? 'CPF' : 'CNPJ', number: plan.document },
          pix: plan.pix,
        },
      });
      let { payout } = await createPayout(db, {
        scope: testScope(account.organizationId),
        account,
        input,
        apiKeyId: null,
        actor: { userId: null, apiKeyId: null },
        now: createdAt,
      });
      // Parked in Awaiting for the demo: the sandbox processor's first step would otherwise pay it at once.
      if (plan.steps.length === 0)
        await db
          .delete(jobs)
          .where(and(eq(jobs.kind, PAYOUT_JOBS.sandbox), sql`${jobs.payload}->>'payoutId' = ${String(payout.id)}`));
      for (const [offset, action] of plan.steps.entries()) {
        payout = await simulatePayoutEvent(db, payout, action, new Date(createdAt.getTime() + (offset + 1) * 600_000));
      }
    }
  }
}
