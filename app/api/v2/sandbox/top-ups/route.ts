import { serializeBalanceMovement } from '@/lib/adjustments/serialize';
import { sandboxTopUpSchema } from '@/lib/adjustments/schemas';
import { topUpSandbox } from '@/lib/adjustments/top-up';
import { json, notFound } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { sandboxMode } from '@/lib/config';

/** Sandbox only: test money into a merchant's available balance, for signed-in admins and operators. */
export const POST = withAuth(
  { role: 'admin', idempotent: true },
  async ({ db, body, principal, actor, now, merchant }) => {
    if (!sandboxMode()) throw notFound();
    const input = parseWith(sandboxTopUpSchema, body);
    const account = await merchant(input.merchant_id);
    return json(
      serializeBalanceMovement(await topUpSandbox(db, { scope: principal, account, input, actor, now })),
      201,
    );
  },
);
