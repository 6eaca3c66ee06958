import { markupErrors } from '@/lib/api/error-families';
import { json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { createMarkupSchema } from '@/lib/markup/schemas';
import { serializeMarkupRule } from '@/lib/markup/serialize';
import { createMarkupRule } from '@/lib/markup/service';

export const POST = withAuth(markupErrors, async ({ db, principal, body, actor, now }) => {
  const input = parseWith(createMarkupSchema, body);
  const rule = await createMarkupRule(db, principal.organizationId, input, actor, now);
  return json(serializeMarkupRule(rule), 201);
});
