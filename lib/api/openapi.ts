import './zod-openapi-setup';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registerAccountPaths } from '@/lib/accounts/openapi';
import { registerAdjustmentPaths } from '@/lib/adjustments/openapi';
import { registerAuditPaths } from '@/lib/audit/openapi';
import { registerLedgerPaths } from '@/lib/ledger/openapi';
import { registerMarkupPaths } from '@/lib/markup/openapi';
import { registerOnboardingPaths } from '@/lib/onboarding/openapi';
import { registerOverviewPaths } from '@/lib/overview/openapi';
import { registerPayinPaths } from '@/lib/payin/openapi';
import { registerPayoutPaths } from '@/lib/payout/openapi';
import { registerQualificationPaths } from '@/lib/qualification/openapi';
import { registerRefundPaths } from '@/lib/refunds/openapi';
import { registerSearchPaths } from '@/lib/search/openapi';
import { registerWebhookPaths } from '@/lib/webhooks/openapi';

export function openApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'API key: sk_test_… or sk_live_…',
  });
  registerAccountPaths(registry);
  registerMarkupPaths(registry);
  registerPayinPaths(registry);
  registerRefundPaths(registry);
  registerPayoutPaths(registry);
  registerLedgerPaths(registry);
  registerAdjustmentPaths(registry);
  registerQualificationPaths(registry);
  registerOnboardingPaths(registry);
  registerWebhookPaths(registry);
  registerOverviewPaths(registry);
  registerSearchPaths(registry);
  registerAuditPaths(registry);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Payrail API',
      version: '2',
      description: 'Payin, refunds, payout, balances and statement, markup, data qualification and company onboarding.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearerAuth: [] }],
  });
}
