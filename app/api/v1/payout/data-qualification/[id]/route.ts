import { json } from '@/lib/api/errors';
import { parseIdParam } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { serializeRecord } from '@/lib/qualification/serialize';
import { getRecord, QUALIFICATION_NOT_FOUND } from '@/lib/qualification/queries';

export const GET = withAuth<{ id: string }>({}, async ({ db, params, principal }) => {
  return json(serializeRecord(await getRecord(db, principal, parseIdParam(params.id, QUALIFICATION_NOT_FOUND))));
});
