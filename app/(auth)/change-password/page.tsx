import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ChangePasswordForm } from '@/components/change-password-form';
import { Card } from '@/components/ui/card';
import { signedInUser } from '@/lib/auth/dashboard';

export const metadata: Metadata = { title: 'Choose your password' };

/** Where every dashboard page sends a user who signed in with a one-time password, until they choose their own. */
export default async function ChangePasswordPage() {
  const { user } = await signedInUser();
  if (user.oneTimePasswordExpiresAt === null) redirect('/settings');
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm">
        <div className="mb-8 text-center">
          <p className="text-2xl font-bold tracking-tight text-brand-700">Payrail</p>
          <h1 className="mt-1 text-lg font-semibold text-slate-900">Choose your password</h1>
          <p className="mt-1 text-sm text-slate-500">
            You signed in as {user.email} with a one-time password. Choose your own to continue.
          </p>
        </div>
        <Card className="p-6">
          <ChangePasswordForm email={user.email} currentLabel="One-time password" />
        </Card>
      </div>
    </main>
  );
}
