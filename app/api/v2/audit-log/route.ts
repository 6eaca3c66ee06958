import { json } from '@/lib/api/errors';
import { pageEnvelope } from '@/lib/pagination';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { listAuditQuerySchema, type AuditPage } from '@/lib/audit/schemas';
import { serializeAuditEntry } from '@/lib/audit/serialize';
import { listAuditLog } from '@/lib/audit/service';

/** Our addition: who did what and when, for signed-in admins (API keys act as `write`). */
export const GET = withAuth({ role: 'admin' }, async ({ db, query, principal, req }) => {
  const parsed = parseWith(listAuditQuerySchema, query);
  const { rows, total } = await listAuditLog(db, principal.organizationId, parsed);
  return json({
    data: rows.map(serializeAuditEntry),
    ...pageEnvelope(req.url, parsed.page, parsed.per_page, total),
  } satisfies AuditPage);
});
