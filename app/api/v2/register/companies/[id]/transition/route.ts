import { onboardingRequestErrors } from '@/lib/api/error-families';
import { json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { transitionRequestSchema } from '@/lib/onboarding/schemas';
import { serializeAccountOpeningRequest } from '@/lib/onboarding/serialize';
import { parseRequestId, transitionAccountOpeningRequest } from '@/lib/onboarding/service';

/** Operators only (platform operators review onboarding requests; merchants only submit them); a refused move is 422 on `status`. */
export const POST = withAuth<{ id: string }>(
  { role: 'operator', ...onboardingRequestErrors },
  async ({ db, params, body, principal, actor, now }) => {
    const id = parseRequestId(params.id);
    const input = parseWith(transitionRequestSchema, body);
    const view = await transitionAccountOpeningRequest(db, principal, id, input, actor, now);
    return json(serializeAccountOpeningRequest(view));
  },
);
