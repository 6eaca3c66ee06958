import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { payinCharges, type MerchantAccount } from '@/db/schema';
import { createPayinSchema } from '@/lib/payin/schemas';
import { saoPauloDateTime, saoPauloToday } from '@/lib/payin/rules';
import { requestCancel } from '@/lib/payin/cancel';
import { createCharge } from '@/lib/payin/create';
import { expireCharge } from '@/lib/payin/jobs';
import { simulateProcessorEvent } from '@/lib/payin/simulate';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';
import { elementAt } from '@/lib/arrays';
import { hoursBefore, later, type DemoStep } from './timeline';

const actor = { userId: null, apiKeyId: null };

type Outcome = 'open' | 'paid' | 'credited' | 'canceled' | 'drop_requested' | 'rejected' | 'expired';
type DemoCharge = { method: 'boleto' | 'pix'; amount: number; hoursAgo: number; outcome: Outcome; buyer: string };

/**
 * Every status on every account, spread over two weeks so lists and charts have something to show. The credited
 * charges of the second week before are the store's earlier sales: they fund the payouts (which reserve from the
 * available balance) and leave the demo a believable balance and statement.
 */
const DEMO_CHARGES: DemoCharge[] = [
  { method: 'pix', amount: 4990, hoursAgo: 1, outcome: 'open', buyer: 'Beatriz Lima' },
  { method: 'boleto', amount: 129900, hoursAgo: 2, outcome: 'open', buyer: 'Carlos Pereira' },
  { method: 'pix', amount: 15990, hoursAgo: 20, outcome: 'paid', buyer: 'Daniela Rocha' },
  { method: 'pix', amount: 8900, hoursAgo: 50, outcome: 'credited', buyer: 'Eduardo Alves' },
  { method: 'boleto', amount: 45000, hoursAgo: 75, outcome: 'credited', buyer: 'Fernanda Costa' },
  { method: 'pix', amount: 2500, hoursAgo: 100, outcome: 'canceled', buyer: 'Gustavo Ribeiro' },
  { method: 'boleto', amount: 32000, hoursAgo: 3, outcome: 'drop_requested', buyer: 'Helena Martins' },
  { method: 'pix', amount: 7700, hoursAgo: 150, outcome: 'rejected', buyer: 'Igor Santos' },
  { method: 'pix', amount: 19900, hoursAgo: 200, outcome: 'expired', buyer: 'Juliana Gomes' },
  { method: 'boleto', amount: 99000, hoursAgo: 300, outcome: 'credited', buyer: 'Lucas Ferreira' },
  { method: 'boleto', amount: 235000, hoursAgo: 320, outcome: 'credited', buyer: 'Marina Duarte' },
  { method: 'pix', amount: 128000, hoursAgo: 310, outcome: 'credited', buyer: 'Nelson Barros' },
  { method: 'pix', amount: 64000, hoursAgo: 280, outcome: 'credited', buyer: 'Olívia Freitas' },
  { method: 'boleto', amount: 390000, hoursAgo: 250, outcome: 'credited', buyer: 'Pedro Moreira' },
  { method: 'pix', amount: 115000, hoursAgo: 230, outcome: 'credited', buyer: 'Quitéria Campos' },
  { method: 'pix', amount: 78000, hoursAgo: 210, outcome: 'credited', buyer: 'Renata Vieira' },
  { method: 'boleto', amount: 260000, hoursAgo: 180, outcome: 'credited', buyer: 'Sérgio Tavares' },
];

// Valid test CPFs (check digits), none of them a sandbox magic document.
const BUYER_DOCUMENTS = ['52998224725', '11144477735', '39053344705', '87748248800'];

function requestFor(plan: DemoCharge, index: number, account: MerchantAccount, createdAt: Date) {
  const slug = account.name.toLowerCase().replace(/[^a-z]+/g, '-');
  const buyer = {
    name: plan.buyer,
    // The first name without its accents: Olívia writes from olivia@example.com.
    email: `${elementAt(plan.buyer.split(' '), 0, 'words of the buyer name')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()}@example.com`,
    document: {
      type: 'CPF',
      number: elementAt(BUYER_DOCUMENTS, index % BUYER_DOCUMENTS.length, 'demo buyer documents'),
    },
  };
  const common = {
    invoice: `demo-${slug}-${String(index + 1).padStart(3, '0')}`,
    amount: plan.amount,
    currency: 'BRL',
    country: 'BR',
    description: 'Demo order',
  };
  const expiresIn = plan.outcome === 'expired' ? 24 : 24 * 7;
  if (plan.method === 'pix') {
    return {
      ...common,
      payment_method: 'pix',
      buyer,
      pix: { expire_date: saoPauloDateTime(new Date(createdAt.getTime() + expiresIn * 3_600_000)) },
    };
  }
  return {
    ...common,
    payment_method: 'boleto',
    buyer: {
      ...buyer,
      address: {
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'Sala 12',
        zipcode: '01310100',
        city: 'São Paulo',
        district: 'Bela Vista',
        state_code: 'SP',
      },
    },
    originator_legal_entity: { name: account.name, document: '11222333000181', helpdesk: 'help@demo.payrail.test' },
    boleto: { expire_date: saoPauloToday(new Date(createdAt.getTime() + 7 * 86_400_000)) },
  };
}

/** The steps after creation that bring a charge to its planned outcome, each at its own moment. */
function outcomeSteps(db: Db, plan: DemoCharge, charge: () => number, account: MerchantAccount, at: Date): DemoStep[] {
  const current = async () =>
    theRow(await db.select().from(payinCharges).where(eq(payinCharges.id, charge())), 'select from payinCharges');
  const step = (minutes: number, run: (when: Date) => Promise<unknown>): DemoStep => {
    const when = later(at, minutes);
    return {
      at: when,
      run: async () => {
        await run(when);
      },
    };
  };
  const pay = step(60, async (when) => simulateProcessorEvent(db, await current(), 'pay', when));
  switch (plan.outcome) {
    case 'paid':
      return [pay];
    case 'credited':
      return [pay, step(120, async (when) => simulateProcessorEvent(db, await current(), 'credit', when))];
    case 'rejected':
      return [step(60, async (when) => simulateProcessorEvent(db, await current(), 'reject', when))];
    case 'canceled':
    case 'drop_requested':
      return [step(60, (when) => requestCancel(db, testScope(account.organizationId), charge(), actor, when))];
    case 'expired':
      return [step(25 * 60, (when) => expireCharge(db, charge(), when))];
    case 'open':
      return [];
  }
}

/**
 * The demo charges of an account that has none yet, as dated steps (scripts/seed/timeline.ts): each created at its
 * moment, then paid, credited, canceled… through the real use cases, so their history rows, callbacks and ledger
 * postings exist as they would have. The demo's database clock is the present.
 */
export async function demoChargeSteps(db: Db, account: MerchantAccount, now: Date): Promise<DemoStep[]> {
  const { existing } = theRow(
    await db.select({ existing: count() }).from(payinCharges).where(eq(payinCharges.merchantAccountId, account.id)),
    'count of payinCharges',
  );
  if (existing > 0) return [];
  return DEMO_CHARGES.flatMap((plan, index) => {
    const createdAt = hoursBefore(now, plan.hoursAgo);
    let chargeId: number | null = null;
    const charge = () => {
      if (chargeId === null) throw new Error(`demo charge ${index + 1}: a later step ran before its creation`);
      return chargeId;
    };
    const create: DemoStep = {
      at: createdAt,
      run: async () => {
        const input = createPayinSchema(() => createdAt).parse(requestFor(plan, index, account, createdAt));
        const created = await createCharge(db, {
          scope: testScope(account.organizationId),
          account,
          input,
          apiKeyId: null,
          actor,
          now: createdAt,
        });
        chargeId = created.charge.id;
        // Cancellation eligibility is judged by the database clock, so the row's creation time must be in the past there too.
        await db.execute(
          sql`update payin_charges set created_at = ${createdAt.toISOString()}::timestamptz, updated_at = ${createdAt.toISOString()}::timestamptz where id = ${chargeId}`,
        );
      },
    };
    return [create, ...outcomeSteps(db, plan, charge, account, createdAt)];
  });
}
