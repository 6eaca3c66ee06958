import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { merchantAccounts, payinCharges, type MerchantAccount } from '@/db/schema';
import { createPayinSchema } from '@/lib/payin/schemas';
import { saoPauloDateTime, saoPauloToday } from '@/lib/payin/rules';
import { requestCancel } from '@/lib/payin/cancel';
import { createCharge } from '@/lib/payin/create';
import { expireCharge } from '@/lib/payin/jobs';
import { simulateProcessorEvent } from '@/lib/payin/simulate';
import { testScope } from '@/lib/livemode';
import { theRow } from '@/db/rows';
import { elementAt } from '@/lib/arrays';

type Outcome = 'open' | 'paid' | 'credited' | 'canceled' | 'drop_requested' | 'rejected' | 'expired';
type DemoCharge = { method: 'boleto' | 'pix'; amount: number; hoursAgo: number; outcome: Outcome; buyer: string };

/** Every status on every account, spread over two weeks so lists and charts have something to show. */
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
];

// Valid test CPFs (check digits), none of them a sandbox magic document.
const BUYER_DOCUMENTS = ['52998224725', '11144477735', '39053344705', '87748248800'];

function requestFor(plan: DemoCharge, index: number, account: MerchantAccount, createdAt: Date) {
  const slug = account.name.toLowerCase().replace(/[^a-z]+/g, '-');
  const buyer = {
    name: plan.buyer,
    email: `${elementAt(plan.buyer.split(' '), 0, 'words of the buyer name').toLowerCase()}@example.com`,
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

async function bringTo(db: Db, plan: DemoCharge, chargeId: number, organizationId: number, at: Date): Promise<void> {
  const actor = { userId: null, apiKeyId: null };
  const current = async () =>
    theRow(await db.select().from(payinCharges).where(eq(payinCharges.id, chargeId)), 'select from payinCharges');
  const later = new Date(at.getTime() + 3_600_000);
  switch (plan.outcome) {
    case 'paid':
      await simulateProcessorEvent(db, await current(), 'pay', later);
      return;
    case 'credited':
      await simulateProcessorEvent(db, await current(), 'pay', later);
      await simulateProcessorEvent(db, await current(), 'credit', new Date(later.getTime() + 3_600_000));
      return;
    case 'rejected':
      await simulateProcessorEvent(db, await current(), 'reject', later);
      return;
    case 'canceled':
    case 'drop_requested':
      await requestCancel(db, testScope(organizationId), chargeId, actor, later);
      return;
    case 'expired':
      await expireCharge(db, chargeId, new Date(at.getTime() + 25 * 3_600_000));
      return;
    case 'open':
      return;
  }
}

/** Demo charges for each account that has none yet; the demo's database clock is the present. */
export async function seedDemoCharges(db: Db, now = new Date()): Promise<void> {
  const accounts = await db.select().from(merchantAccounts).orderBy(merchantAccounts.id);
  for (const account of accounts) {
    const { existing } = theRow(
      await db.select({ existing: count() }).from(payinCharges).where(eq(payinCharges.merchantAccountId, account.id)),
      'count of payinCharges',
    );
    if (existing > 0) continue;
    for (const [index, plan] of DEMO_CHARGES.entries()) {
      const createdAt = new Date(now.getTime() - plan.hoursAgo * 3_600_000);
      const input = createPayinSchema(() => createdAt).parse(requestFor(plan, index, account, createdAt));
      const { charge } = await createCharge(db, {
        scope: testScope(account.organizationId),
        account,
        input,
        apiKeyId: null,
        actor: { userId: null, apiKeyId: null },
        now: createdAt,
      });
      // Cancellation eligibility is judged by the database clock, so the row's creation time must be in the past there too.
      await db.execute(
        sql`update payin_charges set created_at = ${createdAt.toISOString()}::timestamptz, updated_at = ${createdAt.toISOString()}::timestamptz where id = ${charge.id}`,
      );
      await bringTo(db, plan, charge.id, account.organizationId, createdAt);
    }
  }
}
