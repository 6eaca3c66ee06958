import { createHash, createHmac } from 'node:crypto';

const sha256hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Payin callback, `x-webhook-wp-signature: Bearer <this>`: sha256 of id + hash + amount + API key, lowercase hex. */
export function payinCallbackSignature(
  fields: { id: number | string; hash: string; amount: number | string },
  apiKey: string,
): string {
  return sha256hex(`${fields.id}${fields.hash}${fields.amount}${apiKey}`);
}

/** Payout callback, `x-webhook-wp-signature: Bearer <this>`: sha256 of invoice + currency + amount + API key. */
export function payoutCallbackSignature(
  fields: { invoice: string; currency: string; amount: number | string },
  apiKey: string,
): string {
  return sha256hex(`${fields.invoice}${fields.currency}${fields.amount}${apiKey}`);
}

/** Data qualification and onboarding, `Authorization: Bearer <this>`: sha256 of the body text + API key. */
export function bodySignature(body: string, apiKey: string): string {
  return sha256hex(`${body}${apiKey}`);
}

/** Standard Webhooks `webhook-signature`: `v1,` + base64 HMAC-SHA256 over `id.timestamp.body`, keyed by the API key. */
export function standardWebhookSignature(
  input: { id: string; timestamp: number; body: string },
  apiKey: string,
): string {
  const mac = createHmac('sha256', apiKey)
    .update(`${input.id}.${input.timestamp}.${input.body}`, 'utf8')
    .digest('base64');
  return `v1,${mac}`;
}

/** The headers of signatureHeaders that carry a signature: a reader of the delivery log could replay a callback with them. */
export const SIGNATURE_HEADERS: readonly string[] = ['webhook-signature', 'x-webhook-wp-signature', 'authorization'];

export type SignatureSpec =
  | { kind: 'payin'; fields: { id: number | string; hash: string; amount: number | string } }
  | { kind: 'payout'; fields: { invoice: string; currency: string; amount: number | string } }
  | { kind: 'body' };

/** Every header a delivery carries besides content type: the provider's own signature (docs/webhooks.md) and the Standard Webhooks trio. */
export function signatureHeaders(
  spec: SignatureSpec,
  delivery: { eventId: string; body: string; timestamp: number },
  apiKey: string,
): Record<string, string> {
  const standard = {
    'webhook-id': delivery.eventId,
    'webhook-timestamp': String(delivery.timestamp),
    'webhook-signature': standardWebhookSignature(
      { id: delivery.eventId, timestamp: delivery.timestamp, body: delivery.body },
      apiKey,
    ),
  };
  switch (spec.kind) {
    case 'payin':
      return { ...standard, 'x-webhook-wp-signature': `Bearer ${payinCallbackSignature(spec.fields, apiKey)}` };
    case 'payout':
      return { ...standard, 'x-webhook-wp-signature': `Bearer ${payoutCallbackSignature(spec.fields, apiKey)}` };
    case 'body':
      return { ...standard, authorization: `Bearer ${bodySignature(delivery.body, apiKey)}` };
  }
}
