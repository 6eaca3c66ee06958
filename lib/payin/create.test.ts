import { isValidBoleto, isValidPixPayload, getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { markupRules, payinCharges } from '@/db/schema';
import { payinChargeSchema } from './schemas';
import { serializeCharge } from './serialize';
import { boletoInput, create, db, freshPayinDb, historyOf, marketplace, online, pixInput } from '@/test/payin';

beforeEach(freshPayinDb);

describe('createCharge', () => {
  it('answers boleto and pix charges in the shape the OpenAPI document publishes', async () => {
    for (const input of [boletoInput(), pixInput({ markup: { mode: 'fixed', amount: 1.25 } })]) {
      const published = payinChargeSchema.safeParse(serializeCharge(await create(online, input)));
      expect(published.error?.issues ?? []).toEqual([]);
    }
  });

  it('builds a valid boleto whose bar code carries amount + markup, with the buyer normalized', async () => {
    const { charge } = await create(online, boletoInput());
    expect(charge.markupAmount).toBe(250); // the seeded fixed R$ 2,50 billet rule
    expect(isValidBoleto(charge.boleto!.digitable_line)).toBe(true);
    expect(charge.boleto!.bar_code_number.slice(9, 19)).toBe('0000015250');
    expect(charge.buyer.document).toEqual({ type: 'cpf', number: '52998224725' });
    expect(charge.buyer.address).toMatchObject({
      zipcode: '01310100',
      state_code: 'SP',
      country: 'BR',
      complement: '',
    });
    expect(charge.ourNumber).toBe('00000000001');
    expect((await create(online, boletoInput())).charge.ourNumber).toBe('00000000002');
    expect(await historyOf(charge.id)).toEqual([1]);
  });

  it('builds a pix BR Code for the total, with the charge hash as txid', async () => {
    const { charge } = await create(online, pixInput());
    // 1.5% of R$ 10,00 is R$ 0,15, raised to the R$ 0,50 minimum of the seeded rule.
    expect(charge.markup).toMatchObject({ source: 'global', applied_amount: 50 });
    expect(isValidPixPayload(charge.pix!.qr_code)).toBe(true);
    expect(getPixPayloadInfo(charge.pix!.qr_code)).toMatchObject({ amount: 10.5, txid: charge.hash.slice(0, 25) });
  });

  it('takes inline markup over the global rule, and none without enable_markup', async () => {
    const inline = await create(online, pixInput({ markup: { mode: 'fixed', amount: 1.25 } }));
    expect(inline.charge.markup).toMatchObject({ source: 'inline', applied_amount: 125, rule_id: null });
    const plain = await create(marketplace, pixInput());
    expect(plain.charge.markup).toBeNull();
    expect(plain.charge.markupAmount).toBe(0);
  });

  it('refuses a markup that lifts the total past the amount cap: on markup.amount inline, on amount from the global rule', async () => {
    await expect(
      create(marketplace, pixInput({ amount: 15_000_000, markup: { mode: 'fixed', amount: 0.01 } })),
    ).rejects.toMatchObject({ code: 'invalid', field: 'markup.amount', message: expect.stringContaining('R$') });
    await db
      .update(markupRules)
      .set({ mode: 'fixed', amount: '9999999.99', minChargeValue: null, maxChargeValue: null })
      .where(eq(markupRules.accountId, online.id));
    await expect(create(online, pixInput({ amount: 1_000 }))).rejects.toMatchObject({
      code: 'invalid',
      field: 'amount',
      message: expect.any(String),
    });
    expect(await db.select().from(payinCharges)).toHaveLength(0);
    const atCap = await create(marketplace, pixInput({ amount: 14_999_000, markup: { mode: 'fixed', amount: 10 } }));
    expect(atCap.charge.amount + atCap.charge.markupAmount).toBe(15_000_000);
  });

  it('refuses a duplicate invoice of the same merchant, even when the requests race, but not another merchant’s', async () => {
    const input = pixInput();
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => create(online, input)));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({
        code: 'invalid',
        field: 'invoice',
        message: expect.any(String),
      });
    }
    await expect(create(marketplace, input)).resolves.toBeTruthy();
  });

  it('refuses the processor-refused document with 400 and writes nothing', async () => {
    const input = pixInput({
      buyer: { name: 'X', email: 'x@example.com', document: { type: 'CPF', number: '76145193026' } },
    });
    await expect(create(online, input)).rejects.toMatchObject({
      code: 'processor_refused',
      message: 'Failed to send payin to processor',
    });
    expect(await db.select().from(payinCharges)).toHaveLength(0);
  });
});
