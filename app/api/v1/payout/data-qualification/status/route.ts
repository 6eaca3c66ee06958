import { json } from '@/lib/api/errors';
import { withAuth } from '@/lib/api/with-auth';
import { QUALIFICATION_STATUSES } from '@/lib/qualification/rules';
import type { QualificationStatusRecord } from '@/lib/qualification/schemas';

export const GET = withAuth({}, async () =>
  json(
    Object.entries(QUALIFICATION_STATUSES).map(([id, status]): QualificationStatusRecord => ({
      id: Number(id),
      name: status.name,
      final: status.final,
      step: status.step,
    })),
  ),
);
