import { json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { createMarkupSchema, MARKUP_SERVER_ERROR } from '@/lib/markup/schemas';
import { serializeMarkupRule } from '@/lib/markup/serialize';
import { createMarkupRule } from '@/lib/markup/service';

export const POST = withAuth({ serverErrorBody: MARKUP_SERVER_ERROR }, async ({ db, principal, body, actor, now }) => {
  const input = parseWith(createMarkupSchema, body);
  const rule = await db.transaction((tx) => createMarkupRule(tx, principal.organizationId, input, actor, now));
  return json(serializeMarkupRule(rule), 201);
});
