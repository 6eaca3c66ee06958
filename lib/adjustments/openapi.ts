import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { commonErrors, jsonContent, messageBodySchema, validationErrorSchema } from '@/lib/openapi/shared';
import { adjustmentSchema, balanceMovementSchema, sandboxTopUpSchema } from './schemas';

const idempotencyKey = z.object({ 'idempotency-key': z.string().optional() });
const invalid = {
  422: {
    description:
      'Validation failed; an unknown merchant_id, or a debit the available balance does not cover (on amount)',
    ...jsonContent(validationErrorSchema),
  },
};

export function registerAdjustmentPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/v2/sandbox/top-ups',
    tags: ['Sandbox'],
    summary: "Credit a merchant's test-mode available balance with sandbox money (accepts Idempotency-Key)",
    description:
      'Signed-in admins and operators, in test mode and sandbox mode only: a live-mode session answers 403, and API keys may not call it. The top-up is a ledger transaction of type sandbox_topup.',
    request: { body: jsonContent(sandboxTopUpSchema), headers: idempotencyKey },
    responses: {
      201: { description: 'Booked', ...jsonContent(balanceMovementSchema) },
      ...invalid,
      ...commonErrors,
      403: { description: 'Not an admin or operator, or live mode', ...jsonContent(messageBodySchema) },
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/v2/account/adjustments',
    tags: ['Account'],
    summary: "Adjust a merchant's available balance, with a reason (operators; accepts Idempotency-Key)",
    description:
      'In the mode the operator acts in (the dashboard switch). A positive amount credits the available balance and a negative one debits it; the reason is the statement line and is audited.',
    request: { body: jsonContent(adjustmentSchema), headers: idempotencyKey },
    responses: {
      201: { description: 'Booked', ...jsonContent(balanceMovementSchema) },
      ...invalid,
      ...commonErrors,
    },
  });
}
