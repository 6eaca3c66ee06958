import { json } from '@/lib/api/errors';
import { withAuth } from '@/lib/api/with-auth';
import { QUALIFICATION_SERVICES } from '@/lib/qualification/rules';

export const GET = withAuth({}, async () =>
  json(Object.entries(QUALIFICATION_SERVICES).map(([id, name]) => ({ id: Number(id), name, requires_amount: Number(id) >= 4 }))),
);
