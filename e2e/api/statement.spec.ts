import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoStoreKey, expect422, type Json, MICROSECONDS, pixPayoutBody, type DemoAccounts } from '../support/api';
import { bearer, demo } from '../support/demo';
import { paidCharge, statementOf } from '../support/ledger';
import { freshDemoStoreMerchant } from '../support/funds';

/**
 * GET /v2/account/{merchantId}/statement (docs/api.md, "Balance and statement"): shape, filters, cursor, exports.
 * The describe marked "postings" needs the payin transitions to book the ledger (issue #18's wiring).
 */

let key: string;
let headers: Record<string, string>;
let accounts: DemoAccounts;
let empty: number;

test.beforeAll(async ({}, testInfo) => {
  ({ key, headers, accounts } = await demoStoreKey(testInfo.project.use.baseURL!, 'statement tests'));
  empty = await freshDemoStoreMerchant(testInfo.project.use.baseURL!, key);
});

const get = (api: APIRequestContext, merchantId: number, query: string, extra: Record<string, string> = {}) =>
  api.get(`/api/v2/account/${merchantId}/statement?${query}`, { headers: { ...headers, ...extra } });

test('an account without movements has an empty first page, and a CSV of just its header', async ({ request }) => {
  expect(await statementOf(request, headers, empty)).toEqual({ data: [], has_more: false, next_starting_after: null });
  const csv = await get(request, empty, 'format=csv');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(await csv.text()).toBe(
    `\uFEFFid,created_at,date,account,type,description,amount_cents,balance_after_cents,resource_type,resource_id,gross_cents,fee_cents,net_cents\r\n`,
  );
});

test('bad parameters are 422 on the parameter', async ({ request }) => {
  const cases: [string, string][] = [
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['starting_after=abc', 'starting_after'],
    ['starting_after=0', 'starting_after'],
    ['starting_after=123456789', 'starting_after'],
    ['account=savings', 'account'],
    ['type=payin', 'type'],
    ['from=2026-13-01', 'from'],
    ['to=yesterday', 'to'],
    ['from=2026-03-10&to=2026-03-09', 'to'],
    ['format=pdf', 'format'],
    ['format=ofx&account=all', 'account'],
  ];
  for (const [query, field] of cases) await expect422(await get(request, empty, query), field);
  await expect422(await get(request, empty, 'account=all', { accept: 'application/x-ofx' }), 'account');
});

test.describe('with postings (needs the payin transitions to book the ledger)', () => {
  let merchant: number;
  let charges: Json[];

  test.beforeAll(async ({ request }) => {
    merchant = await freshDemoStoreMerchant(test.info().project.use.baseURL!, key);
    charges = [];
    for (const cents of [1_000, 2_050, 3_000]) charges.push(await paidCharge(request, headers, merchant, cents));
  });

  test('entries newest first on the available account: signed cents, running balance, cause, time', async ({
    request,
  }) => {
    const page = await statementOf(request, headers, merchant);
    expect(page).toMatchObject({ has_more: false, next_starting_after: null });
    expect(page.data.map((entry: Json) => [entry.type, entry.amount, entry.balance_after])).toEqual([
      ['payin_credited', 3_000, 6_050],
      ['payin_credited', 2_050, 3_050],
      ['payin_credited', 1_000, 1_000],
    ]);
    const [newest] = page.data;
    expect(Object.keys(newest)).toEqual([
      'id',
      'account',
      'type',
      'amount',
      'balance_after',
      'gross',
      'fee',
      'net',
      'resource',
      'description',
      'created_at',
      'livemode',
    ]);
    expect(newest).toMatchObject({ account: 'available', resource: { type: 'charge', id: charges[2]!.id } });
    expect(newest.description).toEqual(expect.any(String));
    expect(newest.created_at).toMatch(MICROSECONDS);
    expect(newest.livemode).toBe(false);
  });

  test('account, type, from and to filter; all merges the three accounts by time', async ({ request }) => {
    const all = await statementOf(request, headers, merchant, 'account=all');
    expect(all.data.map((entry: Json) => `${entry.account} ${entry.type}`)).toEqual(
      [3, 2, 1].flatMap(() => ['available payin_credited', 'pending payin_credited', 'pending payin_paid']),
    );
    const pending = await statementOf(request, headers, merchant, 'account=pending&type=payin_paid');
    expect(pending.data.map((entry: Json) => entry.amount)).toEqual([3_000, 2_050, 1_000]);
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    expect((await statementOf(request, headers, merchant, `from=${today}&to=${today}`)).data).toHaveLength(3);
    expect((await statementOf(request, headers, merchant, 'to=2020-01-01')).data).toEqual([]);
    const since = all.data[1].created_at;
    expect((await statementOf(request, headers, merchant, `account=all&from=${since}`)).data.length).toBeGreaterThan(1);
  });

  test('the cursor pages through every entry once, and keeps its pages while new entries arrive', async ({
    request,
  }) => {
    const everything = (await statementOf(request, headers, merchant, 'account=all')).data.map((e: Json) => e.id);
    const first = await statementOf(request, headers, merchant, 'account=all&limit=4');
    expect(first).toMatchObject({ has_more: true, next_starting_after: first.data[3].id });
    await paidCharge(request, headers, merchant, 100);
    const seen = first.data.map((entry: Json) => entry.id);
    let cursor = first.next_starting_after;
    while (cursor !== null) {
      const page = await statementOf(request, headers, merchant, `account=all&limit=4&starting_after=${cursor}`);
      seen.push(...page.data.map((entry: Json) => entry.id));
      cursor = page.next_starting_after;
    }
    expect(seen).toEqual(everything);
    const fresh = await statementOf(request, headers, merchant, 'account=all&limit=3');
    expect(fresh.data.map((entry: Json) => entry.amount)).toEqual([100, -100, 100]);
  });

  test('a cursor from another merchant, organization or account is 422; the merchant of another is 404', async ({
    request,
  }) => {
    const pendingEntry = (await statementOf(request, headers, merchant, 'account=pending')).data[0].id;
    await expect422(await get(request, merchant, `starting_after=${pendingEntry}`), 'starting_after');
    await expect422(await get(request, empty, `starting_after=${pendingEntry}`), 'starting_after');
    expect((await get(request, merchant, '', bearer(demo.otherCompanyKey))).status()).toBe(404);
  });

  test('CSV: every entry the filters select, cents as numbers, by format= or Accept', async ({ request }) => {
    for (const [query, accept] of [
      ['format=csv&account=all', 'application/json'],
      ['account=all', 'text/csv'],
    ] as const) {
      const response = await get(request, merchant, query, { accept });
      expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers()['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="statement-${merchant}-all-\\d{8}-\\d{6}\\.csv"$`),
      );
      const lines = (await response.text())
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      const json = await statementOf(request, headers, merchant, 'account=all&limit=100');
      expect(lines).toHaveLength(json.data.length + 1);
      const [, newest] = lines;
      const entry = json.data[0];
      expect(newest).toBe(
        [
          entry.id,
          entry.created_at,
          new Date(Date.parse(entry.created_at) - 3 * 3_600_000).toISOString().slice(0, 10),
          entry.account,
          entry.type,
          /[,"]/.test(entry.description) ? `"${entry.description.replace(/"/g, '""')}"` : entry.description,
          entry.amount,
          entry.balance_after,
          'charge',
          entry.resource.id,
          entry.gross,
          entry.fee,
          entry.net,
        ].join(','),
      );
    }
  });

  test('OFX: one account’s entries as STMTTRN, with the balance after the newest', async ({ request }) => {
    const response = await get(request, merchant, 'format=ofx');
    expect(response.headers()['content-type']).toBe('application/x-ofx; charset=windows-1252');
    const text = (await response.body()).toString('latin1');
    expect(text.startsWith('OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\n')).toBe(true);
    const available = (await statementOf(request, headers, merchant, 'limit=100')).data;
    expect([...text.matchAll(/<FITID>(\d+)\r\n/g)].map((match) => Number(match[1]))).toEqual(
      available.map((entry: Json) => entry.id),
    );
    expect(text).toContain(`<ACCTID>T${merchant}-available\r\n`);
    expect(text).toContain(`<BALAMT>${(available[0].balance_after / 100).toFixed(2)}\r\n`);
    expect((await get(request, merchant, '', { accept: 'application/x-ofx' })).headers()['content-type']).toMatch(
      /^application\/x-ofx/,
    );
  });
});

test('a charge’s and a payout’s entries show gross, fee (their markup) and net, in JSON, CSV and OFX', async ({
  request,
}) => {
  // Demo Store Online's rules: 1.5% on a pix charge (the buyer pays it), R$ 1,00 on a pix payout (the merchant pays it).
  const online = accounts['Demo Store Online'];
  const charge = await paidCharge(request, headers, online, 10_000);
  const created = await request.post('/api/v2/payout/payments', {
    headers,
    data: pixPayoutBody(online, { amount: 50 }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const payout = await created.json();
  const entryOf = async (type: string, id: number) => {
    const page = await statementOf(request, headers, online, `type=${type}&limit=100`);
    return page.data.find((entry: Json) => entry.resource?.id === id);
  };

  const credited = await entryOf('payin_credited', charge.id);
  expect(credited).toMatchObject({ amount: 10_000, gross: 10_150, fee: 150, net: 10_000 });
  const reserved = await entryOf('payout_reserved', payout.id);
  expect(reserved).toMatchObject({ amount: -5_100, gross: -5_000, fee: 100, net: -5_100 });

  const csv = await (await get(request, online, 'format=csv&type=payin_credited&limit=100')).text();
  expect(csv.split('\r\n').find((line) => line.startsWith(`${credited.id},`))).toMatch(/,10150,150,10000$/);
  const ofx = (await (await get(request, online, 'format=ofx&type=payout_reserved')).body()).toString('latin1');
  const transaction = ofx.split('<STMTTRN>').find((part) => part.includes(`<FITID>${reserved.id}\r\n`));
  expect(transaction).toContain('(gross -R$ 50,00, fee R$ 1,00, net -R$ 51,00)');
  expect(transaction).toContain('<TRNAMT>-51.00');
});
