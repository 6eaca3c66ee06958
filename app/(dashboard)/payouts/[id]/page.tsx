import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { roleAllows } from '@/lib/api/authenticate';
import { parseIdParam } from '@/lib/api/parse';
import { dashboardContext, foundOrNotFound } from '@/lib/auth/dashboard';
import { sandboxMode } from '@/lib/config';
import { getPayout, PAYOUT_NOT_FOUND } from '@/lib/payout/queries';
import { serializePayout } from '@/lib/payout/serialize';
import { PayoutDetail } from './payout-detail';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payouts.detail'))('metaTitle') };
}

export default async function PayoutPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, context] = await Promise.all([params, dashboardContext()]);
  const { user } = context;
  const payout = await foundOrNotFound(context, (db, scope) =>
    getPayout(db, scope, parseIdParam(id, PAYOUT_NOT_FOUND)),
  );
  return (
    <PayoutDetail
      id={id}
      initial={serializePayout(payout)}
      canWrite={roleAllows(user.role, 'write')}
      sandbox={sandboxMode()}
    />
  );
}
