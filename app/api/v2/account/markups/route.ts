import { markupErrors } from '@/lib/api/error-families';
import { json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { listMarkupsQuerySchema } from '@/lib/markup/schemas';
import { serializeMarkupRule } from '@/lib/markup/serialize';
import { listMarkupRules } from '@/lib/markup/service';

/** Without filters: every rule of the caller's organization. */
export const GET = withAuth(markupErrors, async ({ db, principal, query }) => {
  const rules = await listMarkupRules(db, principal.organizationId, parseWith(listMarkupsQuerySchema, query));
  return json({ data: rules.map(serializeMarkupRule) });
});
