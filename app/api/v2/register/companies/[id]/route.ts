import { onboardingRequestErrors } from '@/lib/api/error-families';
import { json } from '@/lib/api/errors';
import { withAuth } from '@/lib/api/with-auth';
import { serializeAccountOpeningRequest } from '@/lib/onboarding/serialize';
import { getAccountOpeningRequest, parseRequestId } from '@/lib/onboarding/service';

/** The account opening request as published (docs/api.md); unknown, malformed and foreign ids are all 404 `{error}`. */
export const GET = withAuth<{ id: string }>(onboardingRequestErrors, async ({ db, params, principal }) => {
  return json(
    serializeAccountOpeningRequest(
      await getAccountOpeningRequest(db, principal.organizationId, parseRequestId(params.id)),
    ),
  );
});
