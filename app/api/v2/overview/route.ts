import { findMerchantAccount } from '@/lib/accounts/organizations';
import { fieldError, json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { overviewQuerySchema } from '@/lib/overview/schemas';
import { serializeOverview } from '@/lib/overview/serialize';
import { overview } from '@/lib/overview/service';

/** Our addition: the dashboard home's figures, lists and chart series in one request. */
export const GET = withAuth({}, async ({ db, query, principal, now }) => {
  const parsed = parseWith(overviewQuerySchema, query);
  if (
    parsed.merchant_id !== undefined &&
    !(await findMerchantAccount(db, principal.organizationId, parsed.merchant_id))
  ) {
    throw fieldError('merchant_id', 'The selected merchant_id is invalid.');
  }
  return json(
    serializeOverview(
      await overview(
        db,
        principal,
        { merchantId: parsed.merchant_id ?? null, period: parsed.period, bucket: parsed.bucket },
        now,
      ),
    ),
  );
});
