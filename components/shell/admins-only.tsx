import { ShieldAlert } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** What an admin-only page shows to other roles (the navigation hides it from them; a typed or shared URL lands here). */
export function AdminsOnly({ role, what }: { role: string; what: string }) {
  return (
    <Card className="flex items-start gap-3 p-6 text-sm text-slate-600" data-testid="admins-only" role="status">
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
      <div>
        <p className="font-medium text-slate-900">Admins only.</p>
        <p className="mt-1">
          Only administrators of the organization can see {what}. Your role is {role}; ask an admin if you need access.
        </p>
      </div>
    </Card>
  );
}
