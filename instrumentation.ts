import type { Instrumentation } from 'next';

export async function register() {
  // Set by Next itself to say which runtime loads this file; not app configuration, so not in lib/config.ts.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First, before any module that reads a setting as it loads (the logger reads LOG_LEVEL): one line, exit 1.
  const { exitOnBadConfig } = await import('./lib/config');
  exitOnBadConfig();
  const { answerUnservableRequests } = await import('./lib/security/methods');
  answerUnservableRequests();
  // After it, so it runs first and also counts the 405s answered there.
  const { measureEveryRequest } = await import('./lib/request-metrics');
  measureEveryRequest();
  const { boot } = await import('./lib/boot');
  await boot();
}

/**
 * Errors thrown while rendering a page or running a route handler that nothing caught (API routes under withAuth
 * log their own): one log line through the redacting logger, with the request id proxy.ts gave the request.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./lib/logger');
  const requestId = request.headers['x-request-id'];
  // The digest is the reference app/(dashboard)/error.tsx shows the user.
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : undefined;
  logger.error(
    {
      err: error,
      requestId: typeof requestId === 'string' ? requestId : undefined,
      digest,
      method: request.method,
      path: request.path,
      routePath: context.routePath,
      routeType: context.routeType,
    },
    'unhandled request error',
  );
};
