'use client';

import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * A dashboard page that failed to render. The server has logged the error with its request id
 * (instrumentation.ts); the digest shown here is what Next.js logs beside it, so a report can be matched to the log.
 */
export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Card className="mx-auto max-w-lg px-6 py-8 text-center" role="alert" data-testid="page-error">
      <h1 className="text-xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="mt-2 text-sm text-slate-600">
        This page could not be shown. Try again; if it keeps failing, tell us the reference below.
      </p>
      {error.digest && <p className="mt-3 font-mono text-xs break-all text-slate-500">Reference: {error.digest}</p>}
      <Button className="mt-6" onClick={reset}>
        Try again
      </Button>
    </Card>
  );
}
