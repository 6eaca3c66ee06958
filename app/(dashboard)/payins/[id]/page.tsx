import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { roleAllows } from '@/lib/api/authenticate';
import { parseIdParam } from '@/lib/api/parse';
import { dashboardContext, foundOrNotFound } from '@/lib/auth/dashboard';
import { sandboxMode } from '@/lib/config';
import { getCharge, PAYIN_NOT_FOUND } from '@/lib/payin/queries';
import { PayinDetail } from './payin-detail';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('payins.detail'))('metaTitle') };
}

export default async function PayinPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, context] = await Promise.all([params, dashboardContext()]);
  const { user } = context;
  await foundOrNotFound(context, (db, scope) => getCharge(db, scope, parseIdParam(id, PAYIN_NOT_FOUND)));
  return <PayinDetail id={id} canWrite={roleAllows(user.role, 'write')} sandbox={sandboxMode()} />;
}
