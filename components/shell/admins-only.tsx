import { ShieldAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';

/** What an admin-only page shows to other roles (the navigation hides it from them; a typed or shared URL lands here). */
export function AdminsOnly({ role, what }: { role: 'admin' | 'write' | 'view' | 'operator'; what: string }) {
  const t = useTranslations('shell');
  return (
    <Card className="flex items-start gap-3 p-6 text-sm text-slate-600" data-testid="admins-only" role="status">
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
      <div>
        <p className="font-medium text-slate-900">{t('adminsOnly.title')}</p>
        <p className="mt-1">{t('adminsOnly.body', { what, role: t(`role.${role}`) })}</p>
      </div>
    </Card>
  );
}
