import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { roleAllows } from '@/lib/api/authenticate';
import { parseIdParam } from '@/lib/api/parse';
import { dashboardContext, foundOrNotFound } from '@/lib/auth/dashboard';
import { getRecord, QUALIFICATION_NOT_FOUND } from '@/lib/qualification/queries';
import { RecordDetail } from './record-detail';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('qualification'))('recordMetaTitle') };
}

export default async function QualificationRecordPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, context] = await Promise.all([params, dashboardContext()]);
  const { user } = context;
  await foundOrNotFound(context, (db, scope) => getRecord(db, scope, parseIdParam(id, QUALIFICATION_NOT_FOUND)));
  return <RecordDetail id={id} canWrite={roleAllows(user.role, 'write')} isOperator={user.role === 'operator'} />;
}
