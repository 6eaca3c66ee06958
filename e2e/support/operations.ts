/** The metrics token playwright.config.ts gives the app under test (published here, so in lib/secrets/known-secrets.ts). */
export const E2E_METRICS_TOKEN = 'payrail-e2e-metrics-token-0123456789abcdef';
