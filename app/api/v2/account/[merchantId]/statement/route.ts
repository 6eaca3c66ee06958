import { json } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { exportStatement } from '@/lib/ledger/export';
import { readStatement } from '@/lib/ledger/queries';
import { statementQuerySchema } from '@/lib/ledger/schemas';
import { serializeStatementPage } from '@/lib/ledger/serialize';

const FILE_TYPES = { csv: 'text/csv; charset=utf-8', ofx: 'application/x-ofx; charset=windows-1252' } as const;

/** `Accept: text/csv` or `application/x-ofx` asks for a file as `format=` does; the query's `format` wins. */
function acceptedFormat(accept: string | null): { format?: string } {
  const types = (accept ?? '').split(',').map((type) => type.split(';')[0]?.trim().toLowerCase());
  if (types.includes('text/csv')) return { format: 'csv' };
  if (types.includes('application/x-ofx')) return { format: 'ofx' };
  return {};
}

/** The merchant account's entries, newest first: a page of JSON, or the whole range as a CSV or OFX file. */
export const GET = withAuth<{ merchantId: string }>({}, async ({ db, principal, params, query, req, now }) => {
  const merchantId = parseIdParam(params.merchantId, 'Merchant account not found.');
  const parsed = parseWith(statementQuerySchema, { ...acceptedFormat(req.headers.get('accept')), ...query });
  const filter = {
    account: parsed.account,
    type: parsed.type,
    from: parsed.from,
    to: parsed.to,
    startingAfter: parsed.starting_after,
  };
  if (parsed.format === undefined || parsed.format === 'json') {
    return json(
      serializeStatementPage(await readStatement(db, principal, merchantId, filter, parsed.limit), principal),
    );
  }
  const file = await exportStatement(db, principal, merchantId, filter, parsed.format, now);
  return new Response(file.body, {
    headers: {
      'content-type': FILE_TYPES[parsed.format],
      'content-disposition': `attachment; filename="${file.fileName}"`,
    },
  });
});
