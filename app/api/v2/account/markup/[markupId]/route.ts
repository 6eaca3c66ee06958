import { markupErrors } from '@/lib/api/error-families';
import { json } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { updateMarkupSchema } from '@/lib/markup/schemas';
import { serializeMarkupRule } from '@/lib/markup/serialize';
import { updateMarkupRule } from '@/lib/markup/service';

export const PATCH = withAuth<{ markupId: string }>(
  markupErrors,
  async ({ db, principal, params, body, actor, now }) => {
    const id = parseIdParam(params.markupId, 'Markup not found.');
    const input = parseWith(updateMarkupSchema, body ?? {});
    const rule = await updateMarkupRule(db, principal.organizationId, id, input, actor, now);
    return json(serializeMarkupRule(rule));
  },
);
