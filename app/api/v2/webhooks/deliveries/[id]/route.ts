import { roleAllows } from '@/lib/api/authenticate';
import { json } from '@/lib/api/errors';
import { parseIdParam } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { serializeDeliveryDetail } from '@/lib/webhooks/serialize';
import { getDeliveryWithAttempts } from '@/lib/webhooks/queries';

export const GET = withAuth<{ id: string }>({}, async ({ db, principal, params }) => {
  const { delivery, attempts } = await getDeliveryWithAttempts(
    db,
    principal,
    parseIdParam(params.id, 'Delivery not found.'),
  );
  return json(serializeDeliveryDetail(delivery, attempts, { showSignatures: roleAllows(principal.role, 'write') }));
});
