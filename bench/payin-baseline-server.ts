/**
 * The baseline of bench/payin-throughput: a minimal node:http + postgres.js handler that runs the same SQL as
 * POST /api/v2/payin/payments for a pix charge, in the same order: the key lookup and the merchant's accounts, then
 * in one transaction the invoice check, the global markup rule, the our_number sequence, the charge, its history
 * row, its expiry job and its audit row. Validation is a handful of type checks; there is no framework.
 *
 *   DATABASE_URL=postgres://… PORT=3521 npx tsx bench/payin-baseline-server.ts
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import postgres from 'postgres';
import { theRow } from '@/db/rows';

const sql = postgres(process.env.DATABASE_URL!, { max: Number(process.env.DB_POOL_MAX ?? 10), onnotice: () => {} });

type PixRequest = {
  merchant_id: number;
  invoice: string;
  amount: number;
  currency: string;
  country: string;
  buyer: { name: string; email: string; document: { type: string; number: string } };
  pix: { expire_date: string };
};

function valid(body: PixRequest): boolean {
  return (
    Number.isInteger(body?.amount) &&
    body.amount > 0 &&
    typeof body.invoice === 'string' &&
    body.currency === 'BRL' &&
    body.country === 'BR' &&
    typeof body.buyer?.name === 'string' &&
    typeof body.buyer?.document?.number === 'string' &&
    typeof body.pix?.expire_date === 'string'
  );
}

async function createCharge(key: string, body: PixRequest): Promise<{ status: number; body: unknown }> {
  const [apiKey] =
    await sql`select id, organization_id from api_keys where key_hash = ${createHash('sha256').update(key).digest('hex')} and revoked_at is null`;
  if (!apiKey) return { status: 401, body: { message: 'Unauthenticated.' } };
  const accounts =
    await sql`select * from merchant_accounts where organization_id = ${apiKey.organization_id} order by id`;
  const account = accounts.find((candidate) => candidate.id === body.merchant_id);
  if (!account) return { status: 422, body: { message: 'The selected merchant_id is invalid.' } };
  return sql.begin(async (tx) => {
    const [taken] =
      await tx`select id from payin_charges where merchant_account_id = ${account.id} and invoice = ${body.invoice}`;
    if (taken) return { status: 422, body: { message: 'The invoice has already been taken.' } };
    const [rule] = account.enable_markup
      ? await tx`select * from markup_rules where account_id = ${account.id} and product = 'payin' and payment_method = 'pix' and enabled = true`
      : [];
    const markupAmount = rule ? Math.round((body.amount * Number(rule.amount)) / 100) : 0;
    const { payin_sequence: sequence } = theRow(
      await tx`update merchant_accounts set payin_sequence = payin_sequence + 1 where id = ${account.id} returning payin_sequence`,
      'update of merchant_accounts',
    );
    const now = new Date();
    const expiresAt = new Date(`${body.pix.expire_date}-03:00`);
    const hash = randomBytes(16).toString('hex');
    const charge = theRow(
      await tx`
      insert into payin_charges (organization_id, livemode, merchant_account_id, api_key_id, hash, our_number, invoice, payment_method, amount, markup_amount, currency, country, buyer, buyer_document, pix, expires_at, created_at, updated_at)
      values (${apiKey.organization_id}, false, ${account.id}, ${apiKey.id}, ${hash}, ${String(sequence).padStart(11, '0')}, ${body.invoice}, 'pix', ${body.amount}, ${markupAmount}, ${body.currency}, ${body.country},
        ${sql.json(body.buyer)}, ${body.buyer.document.number}, ${sql.json({ expire_date: body.pix.expire_date, qr_code: hash })}, ${expiresAt}, ${now}, ${now})
      returning *`,
      'query',
    );
    const [history] =
      await tx`insert into payin_status_history (charge_id, status_id, created_at) values (${charge.id}, 1, ${now}) returning *`;
    await tx`insert into jobs (kind, payload, run_at) values ('payin.expire', ${sql.json({ chargeId: Number(charge.id) })}, ${expiresAt})`;
    await tx`insert into audit_log (organization_id, actor_api_key_id, action, resource_type, resource_id, details) values (${apiKey.organization_id}, ${apiKey.id}, 'payin.created', 'payin', ${String(charge.id)}, ${sql.json({ invoice: body.invoice })})`;
    return {
      status: 201,
      body: {
        id: Number(charge.id),
        hash,
        invoice: charge.invoice,
        amount: Number(charge.amount),
        status: { id: 1, name: 'Created' },
        status_history: [history],
      },
    };
  });
}

async function respond(req: IncomingMessage, res: ServerResponse, chunks: Buffer[]): Promise<void> {
  let answer: { status: number; body: unknown };
  try {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as PixRequest;
    answer = valid(body)
      ? await createCharge((req.headers.authorization ?? '').replace(/^Bearer /, ''), body)
      : { status: 422, body: { message: 'Invalid body.' } };
  } catch {
    answer = { status: 400, body: { message: 'Bad request.' } };
  }
  res.writeHead(answer.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer.body));
}

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  // respond() answers every failure itself (a 400), so nothing is left to wait for here.
  req.on('end', () => void respond(req, res, chunks));
}).listen(Number(process.env.PORT ?? 3521), '127.0.0.1');
