import { getDb } from '@/db/client';
import { getChargeByHash } from '@/lib/payin/queries';
import { pageState } from '../page-state';

/**
 * The payment page's state, for the page itself to notice a payment, cancellation or expiry without a reload
 * (state-watcher.tsx). Public like the page: the hash is the buyer's capability, and only the state is told.
 */
export async function GET(_req: Request, { params }: { params: Promise<{ hash: string }> }): Promise<Response> {
  const { hash } = await params;
  const view = await getChargeByHash(await getDb(), hash);
  const headers = { 'cache-control': 'no-store' };
  if (!view) return Response.json({ message: 'Not found' }, { status: 404, headers });
  return Response.json({ state: pageState(view.charge, new Date()) }, { headers });
}
