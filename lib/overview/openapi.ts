import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { commonErrors, jsonContent, queryParameters, validationErrorSchema } from '@/lib/api/openapi-shared';
import { overviewQuerySchema } from './schemas';

const figures = z.object({
  payin_volume: z.number().int().describe('cents, rejected charges left out'),
  payin_count: z.number().int(),
  paid_rate: z.number().nullable().describe('paid or credited over created, 0–1'),
  payout_volume: z.number().int().describe('cents, failed, rejected and canceled payouts left out'),
  payout_count: z.number().int(),
  markup_earned: z.number().int().describe('cents, on paid charges and paid payouts'),
  failed_deliveries: z.number().int(),
});
const attention = z.object({ total: z.number().int(), items: z.array(z.record(z.string(), z.unknown())) });

export function registerOverviewPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/v2/overview',
    tags: ['Dashboard'],
    summary: "The dashboard home: today's and the period's figures, a volume series, status breakdowns and what needs attention",
    request: { query: queryParameters(overviewQuerySchema) },
    responses: {
      200: {
        description: 'Overview',
        ...jsonContent(
          z.object({
            period: z.object({ name: z.string(), from: z.string(), to: z.string(), bucket: z.string(), time_zone: z.string() }),
            kpis: z.object({ today: figures, period: figures }),
            series: z.array(z.object({ bucket: z.string(), payin_volume: z.number().int(), payin_count: z.number().int(), payout_volume: z.number().int(), payout_count: z.number().int() })),
            status_breakdown: z.record(z.string(), z.array(z.object({ status_id: z.number().int(), name: z.string(), count: z.number().int(), amount: z.number().int() }))),
            attention: z.record(z.string(), attention),
          }),
        ),
      },
      422: { description: 'Invalid parameter, or a merchant_id of another organization', ...jsonContent(validationErrorSchema) },
      ...commonErrors,
    },
  });
}
