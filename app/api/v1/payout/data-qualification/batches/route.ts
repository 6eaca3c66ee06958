import { json } from '@/lib/api/errors';
import { pageEnvelope } from '@/lib/pagination';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { listBatches } from '@/lib/qualification/list';
import { listBatchesQuerySchema } from '@/lib/qualification/schemas';
import { serializeBatch } from '@/lib/qualification/serialize';

/** Our addition: batches newest first, each with its records per status, for the dashboard's progress view. */
export const GET = withAuth({}, async ({ db, query, principal, req }) => {
  const parsed = parseWith(listBatchesQuerySchema, query);
  const { batches, total } = await listBatches(db, principal, parsed);
  return json({ data: batches.map(serializeBatch), ...pageEnvelope(req.url, parsed.page, parsed.per_page, total) });
});
