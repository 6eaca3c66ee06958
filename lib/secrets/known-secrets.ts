/**
 * Secret-like values that appear in Payrail's source, docs or history: anyone can read them, so none may sign a
 * production session. The one list every check uses; a test scans the repository for `APP_SECRET=` examples that
 * are missing from it.
 */
export const OLD_DEVELOPMENT_SECRET = 'payrail-dev-secret-do-not-use-in-production';

export const KNOWN_SECRETS: readonly string[] = [
  OLD_DEVELOPMENT_SECRET,
  // README examples.
  'change-me',
  'changeme',
  'secret',
  // Test values.
  'secret-one',
  'secret-two',
  'payrail-test-secret-current-0123456789abcdef',
  'payrail-test-secret-previous-0123456789abcdef',
  // The e2e METRICS_TOKEN (e2e/support/operations.ts).
  'payrail-e2e-metrics-token-0123456789abcdef',
];
