import { beforeEach, describe, expect, it } from 'vitest';
import type { MerchantAccount } from '@/db/schema';
import { testScope } from '@/lib/livemode';
import { createCharge } from '@/lib/payin/create';
import { simulateProcessorEvent } from '@/lib/payin/simulate';
import { createPayout } from '@/lib/payout/create';
import { simulatePayoutEvent } from '@/lib/payout/simulate';
import { actor, freshPaymentsDb, topUp } from '@/test/payments';
import { pixInput } from '@/test/payin';
import { input as payoutInput } from '@/test/payout';
import type { Db } from '@/db/client';
import { exportStatement } from './export';
import { readStatement } from './queries';
import { serializeStatementPage } from './serialize';

/**
 * Gross, fee and net on the statement, from the markup frozen on real charges and payouts: Demo Store Online's rules
 * add 1.5% to a pix charge (the buyer pays it) and R$ 1,00 to a pix payout (the merchant pays it).
 */

let db: Db;
let online: MerchantAccount;
const now = new Date('2026-03-10T12:00:00.000Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const scope = () => testScope(online.organizationId);

beforeEach(async () => {
  ({ db, online } = await freshPaymentsDb());
  await topUp(db, online, 20_000, now);
  const { charge } = await createCharge(db, {
    scope: scope(),
    account: online,
    input: pixInput({ amount: 10_000, invoice: 'fees-charge' }),
    apiKeyId: null,
    actor,
    now,
  });
  await simulateProcessorEvent(db, await simulateProcessorEvent(db, charge, 'pay', later(1)), 'credit', later(2));
  const paid = await createPayout(db, {
    scope: scope(),
    account: online,
    input: payoutInput({ amount: 50, invoice: 'fees-paid' }),
    apiKeyId: null,
    actor,
    now: later(3),
  });
  await simulatePayoutEvent(db, paid.payout, 'reject', later(4));
}, 60_000);

const statement = async (account: 'available' | 'all') =>
  serializeStatementPage(await readStatement(db, scope(), online.id, { account }, 25), scope()).data.map(
    ({ type, account, amount, gross, fee, net }) => ({ type, account, amount, gross, fee, net }),
  );

describe('gross, fee and net', () => {
  it('show on each entry of a charge and a payout, from their markup', async () => {
    expect(await statement('available')).toEqual([
      { type: 'payout_returned', account: 'available', amount: 5_100, gross: 5_000, fee: -100, net: 5_100 },
      { type: 'payout_reserved', account: 'available', amount: -5_100, gross: -5_000, fee: 100, net: -5_100 },
      { type: 'payin_credited', account: 'available', amount: 10_000, gross: 10_150, fee: 150, net: 10_000 },
      { type: 'sandbox_topup', account: 'available', amount: 20_000, gross: 20_000, fee: 0, net: 20_000 },
    ]);
    expect((await statement('all')).filter((entry) => entry.account === 'pending')).toEqual([
      { type: 'payin_credited', account: 'pending', amount: -10_000, gross: -10_150, fee: -150, net: -10_000 },
      { type: 'payin_paid', account: 'pending', amount: 10_000, gross: 10_150, fee: 150, net: 10_000 },
    ]);
  });

  it('are columns of the CSV and said in the OFX memo', async () => {
    const text = async (format: 'csv' | 'ofx') =>
      Buffer.from(
        await new Response(
          (await exportStatement(db, scope(), online.id, { account: 'available' }, format, later(10))).body,
        ).arrayBuffer(),
      ).toString(format === 'csv' ? 'utf8' : 'latin1');
    const [header, ...lines] = (await text('csv'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toMatch(/,gross_cents,fee_cents,net_cents$/);
    expect(lines.map((line) => line.split(',').slice(-3).join(','))).toEqual([
      '5000,-100,5100',
      '-5000,100,-5100',
      '10150,150,10000',
      '20000,0,20000',
    ]);
    const ofx = await text('ofx');
    expect(ofx).toContain('(gross R$ 101,50, fee R$ 1,50, net R$ 100,00)');
    expect(ofx).toContain('(gross -R$ 50,00, fee R$ 1,00, net -R$ 51,00)');
    expect(ofx).not.toMatch(/Test funds \(gross/);
  });
});
