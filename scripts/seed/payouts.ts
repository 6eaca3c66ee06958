import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { jobs, payoutPayments, type MerchantAccount, type PayoutPayment } from '@/db/schema';
import { createPayoutSchema } from '@/lib/payout/schemas';
import type { PayoutSimulation } from '@/lib/payout/schemas';
import { createPayout } from '@/lib/payout/create';
import { PAYOUT_JOBS } from '@/lib/payout/jobs';
import { simulatePayoutEvent } from '@/lib/payout/simulate';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';
import { hoursBefore, later, type DemoStep } from './timeline';

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

/**
 * The demo payouts of an account that has none yet, as dated steps (scripts/seed/timeline.ts): each created at its
 * moment, reserving its amount + markup from the balance the earlier demo charges made available, then moved by the
 * sandbox's events ten minutes apart.
 */
export async function demoPayoutSteps(db: Db, account: MerchantAccount, now: Date): Promise<DemoStep[]> {
  const { existing } = theRow(
    await db.select({ existing: count() }).from(payoutPayments).where(eq(payoutPayments.merchantAccountId, account.id)),
    'count of payoutPayments',
  );
  if (existing > 0) return [];
  const slug = account.name.toLowerCase().replace(/[^a-z]+/g, '-');
  return DEMO_PAYOUTS.flatMap((plan, index) => {
    const createdAt = hoursBefore(now, plan.hoursAgo);
    let payout: PayoutPayment | null = null;
    const current = () => {
      if (payout === null) throw new Error(`demo payout ${index + 1}: a later step ran before its creation`);
      return payout;
    };
    const create: DemoStep = {
      at: createdAt,
      run: async () => {
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
        ({ payout } = await createPayout(db, {
          scope: testScope(account.organizationId),
          account,
          input,
          apiKeyId: null,
          actor: { userId: null, apiKeyId: null },
          now: createdAt,
        }));
        // Parked in Awaiting for the demo: the sandbox processor's first step would otherwise pay it at once.
        if (plan.steps.length === 0)
          await db
            .delete(jobs)
            .where(and(eq(jobs.kind, PAYOUT_JOBS.sandbox), sql`${jobs.payload}->>'payoutId' = ${String(payout.id)}`));
      },
    };
    const steps = plan.steps.map((action, offset): DemoStep => {
      const at = later(createdAt, (offset + 1) * 10);
      return {
        at,
        run: async () => {
          payout = await simulatePayoutEvent(db, current(), action, at);
        },
      };
    });
    return [create, ...steps];
  });
}
