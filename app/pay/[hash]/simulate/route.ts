import { getDb } from '@/db/client';
import { publicOrigin, sandboxMode } from '@/lib/config';
import { isDomainError } from '@/lib/errors';
import { LIVE_SIMULATION_REFUSED } from '@/lib/processor';
import { getChargeByHash } from '@/lib/payin/queries';
import { simulateProcessorEvent } from '@/lib/payin/simulate';
import { isSameOriginRequest } from '@/lib/security/origin';

export const dynamic = 'force-dynamic';

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** The payment page's sandbox button (test-mode charges only): plays the processor confirming payment, then shows the page again. */
export async function POST(req: Request, { params }: { params: Promise<{ hash: string }> }): Promise<Response> {
  if (!sandboxMode()) return plain(404, 'Not Found');
  // The page has no session, but a form on another site must still not be able to press its button.
  if (!isSameOriginRequest(req.headers, publicOrigin())) return plain(403, 'Cross-site form posts are not accepted.');
  const { hash } = await params;
  const db = await getDb();
  const view = await getChargeByHash(db, hash);
  if (!view) return plain(404, 'Not Found');
  // The hash is the buyer's capability; it must never let anyone mark a live charge paid.
  if (view.charge.livemode) return plain(403, LIVE_SIMULATION_REFUSED);
  const now = new Date();
  // An expired charge the expiry job has not reached yet is no longer payable: the page already says so.
  if (now < view.charge.expiresAt) {
    try {
      await simulateProcessorEvent(db, view.charge, 'pay', now);
    } catch (error) {
      // The charge is no longer Created (paid in another tab, canceled…); the page shows its status.
      if (!isDomainError(error, 'state_conflict')) throw error;
    }
  }
  // Relative, so the redirect never depends on a Host header; the hash is 32 hex characters (checked by the lookup).
  return new Response(null, { status: 303, headers: { location: `/pay/${view.charge.hash}` } });
}
