import { json } from '@/lib/api/errors';
import { withAuth } from '@/lib/api/with-auth';
import { QUALIFICATION_SERVICES } from '@/lib/qualification/rules';
import type { QualificationServiceRecord } from '@/lib/qualification/schemas';

export const GET = withAuth({}, async () =>
  json(
    Object.entries(QUALIFICATION_SERVICES).map(([id, name]): QualificationServiceRecord => ({
      id: Number(id),
      name,
      requires_amount: Number(id) >= 4,
    })),
  ),
);
