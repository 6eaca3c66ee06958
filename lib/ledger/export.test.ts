import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db, foreign, freshLedgerDb, marketplace, online, post, test } from '@/test/ledger';
import { exportStatement, type ExportFormat } from './export';
import { payinCredited, payinPaid, payoutReserved, sandboxTopUp } from './flows';
import type { StatementFilter } from './statement';

// Small limits, so that a few entries stream in several chunks and a few more pass the cap.
vi.mock('./rules', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./rules')>()),
  STATEMENT_EXPORT_MAX: 5,
  STATEMENT_EXPORT_CHUNK: 2,
}));

const NOW = new Date('2026-03-11T12:00:00Z');

beforeEach(async () => {
  await freshLedgerDb();
  await post({ ...sandboxTopUp({ amount: 10_000 }), description: '=HYPERLINK("x")' }, '2026-03-08T12:00:00Z');
  await post(payinPaid({ amount: 5_000, markup: 100 }), '2026-03-09T02:00:00Z');
  await post({ ...payinCredited({ amount: 5_000 }), description: 'Pix de Tânia & Cia' }, '2026-03-09T12:00:00Z');
  await post(payoutReserved({ amount: 3_000, markup: 100 }), '2026-03-10T12:00:00Z');
}, 60_000);

const exported = async (filter: Partial<StatementFilter>, format: ExportFormat, merchantId = online.id) => {
  const file = await exportStatement(db, test, merchantId, { account: 'available', ...filter }, format, NOW);
  const bytes = Buffer.from(await new Response(file.body).arrayBuffer());
  return { fileName: file.fileName, bytes, text: bytes.toString(format === 'csv' ? 'utf8' : 'latin1') };
};

describe('exportStatement as CSV', () => {
  it('streams every entry newest first, in cents, with formulas neutralised', async () => {
    const { fileName, text } = await exported({}, 'csv');
    expect(fileName).toBe(`statement-${online.id}-available-20260311-120000.csv`);
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,date,account,type,description,amount_cents,balance_after_cents,resource_type,resource_id,gross_cents,fee_cents,net_cents',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(2, 8).join(','))).toEqual([
      '2026-03-10,available,payout_reserved,payout_reserved at 2026-03-10T12:00:00Z,-3100,11900',
      '2026-03-09,available,payin_credited,Pix de Tânia & Cia,5000,15000',
      `2026-03-08,available,sandbox_topup,"'=HYPERLINK(""x"")",10000,10000`,
    ]);
    // These flows' resources are not real payouts, so no markup is known: gross = net, fee 0 (see fees.test.ts).
    expect(lines[1]).toMatch(/^\d+,2026-03-10T12:00:00\.000000Z,.*,payout,\d+,-3100,0,-3100$/);
    expect(lines[3]).toMatch(/,10000,10000,,,10000,0,10000$/);
  });

  it('exports the three accounts, filtered, and refuses more entries than the cap before writing a byte', async () => {
    const pending = await exported({ account: 'pending' }, 'csv');
    expect(pending.text.trimEnd().split('\r\n')).toHaveLength(3);
    expect(
      (await exported({ account: 'all', type: 'payout_reserved' }, 'csv')).text.trimEnd().split('\r\n'),
    ).toHaveLength(3);
    await expect(exported({ account: 'all' }, 'csv')).rejects.toMatchObject({ code: 'invalid', field: 'from' });
    expect((await exported({ account: 'all', from: '2026-03-09' }, 'csv')).text.trimEnd().split('\r\n')).toHaveLength(
      5,
    );
  });

  it('answers another organization’s merchant as unknown, and an empty statement with its header', async () => {
    await expect(exported({}, 'csv', foreign.id)).rejects.toMatchObject({ code: 'not_found' });
    expect((await exported({}, 'csv', marketplace.id)).text.trimEnd().split('\r\n')).toHaveLength(1);
  });
});

describe('exportStatement as OFX', () => {
  it('is Windows-1252 with one STMTTRN per entry, the range asked and the balance after the newest', async () => {
    const { fileName, bytes, text } = await exported({ from: '2026-03-09', to: '2026-03-10' }, 'ofx');
    expect(fileName).toMatch(/\.ofx$/);
    expect(bytes.includes(Buffer.from('Tânia', 'latin1'))).toBe(true);
    expect(text).toContain(`<ACCTID>T${online.id}-available\r\n`);
    expect(text).toContain('<DTSTART>20260309000000.000[-3:BRT]\r\n<DTEND>20260311000000.000[-3:BRT]');
    expect([...text.matchAll(/<TRNAMT>(.*)\r\n/g)].map((match) => match[1])).toEqual(['-31.00', '50.00']);
    expect(text).toContain('<MEMO>Pix de Tânia &amp; Cia');
    expect(text).toContain('<LEDGERBAL>\r\n<BALAMT>119.00\r\n<DTASOF>20260310090000.000[-3:BRT]');
  });

  it('starts at the oldest entry without from, and gives the balance at the end when the range is empty', async () => {
    expect((await exported({}, 'ofx')).text).toContain('<DTSTART>20260308090000.000[-3:BRT]');
    const empty = await exported({ account: 'pending', from: '2026-03-10', to: '2026-03-10' }, 'ofx');
    expect(empty.text).not.toContain('<STMTTRN>');
    expect(empty.text).toContain('<BALAMT>0.00\r\n<DTASOF>20260311000000.000[-3:BRT]');
    const before = await exported({ to: '2026-03-08T23:00:00Z' }, 'ofx');
    expect(before.text).toContain('<BALAMT>100.00');
  });
});
