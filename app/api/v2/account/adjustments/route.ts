import { adjustBalance } from '@/lib/adjustments/adjust';
import { serializeBalanceMovement } from '@/lib/adjustments/serialize';
import { adjustmentSchema } from '@/lib/adjustments/schemas';
import { json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';

/** An operator's adjustment of a merchant's available balance, in the operator's current mode, with its reason. */
export const POST = withAuth(
  { role: 'operator', idempotent: true },
  async ({ db, body, principal, actor, now, merchant }) => {
    const input = parseWith(adjustmentSchema, body);
    const account = await merchant(input.merchant_id);
    return json(
      serializeBalanceMovement(await adjustBalance(db, { scope: principal, account, input, actor, now })),
      201,
    );
  },
);
