import { onboardingWebhookErrors } from '@/lib/api/error-families';
import { json } from '@/lib/api/errors';
import { withAuth } from '@/lib/api/with-auth';
import { serializeWebhookRegistration } from '@/lib/onboarding/serialize';
import {
  deleteWebhookRegistration,
  getWebhookRegistration,
  parseWebhookEvent,
  parseWebhookRegistration,
  registerWebhook,
} from '@/lib/onboarding/webhooks';

// Every error of this endpoint, 401 included, takes the onboarding webhooks' `{success:false, error:{code, message, field?}}` (docs/api.md).
const options = onboardingWebhookErrors;

/** 201 on the first registration of the event, 200 when it replaces the URL. */
export const POST = withAuth(options, async ({ db, body, principal, actor, now }) => {
  const input = parseWebhookRegistration(body);
  const { registration, created } = await registerWebhook(db, principal.organizationId, input, actor, now);
  return json(serializeWebhookRegistration(registration), created ? 201 : 200);
});

export const GET = withAuth(options, async ({ db, query, principal }) => {
  return json(
    serializeWebhookRegistration(await getWebhookRegistration(db, principal.organizationId, parseWebhookEvent(query))),
  );
});

export const DELETE = withAuth(options, async ({ db, query, principal, actor }) => {
  return json(
    serializeWebhookRegistration(
      await deleteWebhookRegistration(db, principal.organizationId, parseWebhookEvent(query), actor),
    ),
  );
});
