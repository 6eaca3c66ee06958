import { json } from '@/lib/api/errors';
import { parseIdParam, parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { resolveRecordSchema } from '@/lib/qualification/schemas';
import { serializeRecord } from '@/lib/qualification/serialize';
import { QUALIFICATION_NOT_FOUND } from '@/lib/qualification/queries';
import { resolveRecord } from '@/lib/qualification/resolve';

/** Operators only: the manual correction step of services 3 and 5. */
export const POST = withAuth<{ id: string }>(
  { role: 'operator' },
  async ({ db, params, body, principal, actor, now }) => {
    const decision = parseWith(resolveRecordSchema, body);
    const view = await resolveRecord(
      db,
      principal,
      parseIdParam(params.id, QUALIFICATION_NOT_FOUND),
      decision,
      actor,
      now,
    );
    return json(serializeRecord(view));
  },
);
