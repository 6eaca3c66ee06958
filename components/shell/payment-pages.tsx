import { Plus } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { ComponentType } from 'react';
import type { PreviewAccount } from '@/components/applied-markup-preview';
import { getDb } from '@/db/client';
import { buttonClassName } from '@/components/ui/button';
import { Card, PageHeader } from '@/components/ui/card';
import { roleAllows } from '@/lib/api/authenticate';
import type { Role } from '@/lib/accounts/team-rules';
import { dashboardContext } from '@/lib/auth/dashboard';
import { availableBalances } from '@/lib/ledger/balances';
import { enabledMarkupRules } from '@/lib/markup/service';
import { serializeMarkupRule } from '@/lib/markup/serialize';

type ListProps = { accounts: { id: number; name: string }[]; selectedMerchantId: number | null };
/**
 * A merchant account as a "new" page's form gets it: with its enabled global markup rules (the preview) and its
 * available balance in the session's mode, in cents (what a payout may debit), read with the page rather than fetched
 * after it, so the form's first paint has them. A form refreshes the page (router.refresh) to read them again.
 */
export type FormAccount = PreviewAccount & { available: number };
type FormProps = { accounts: FormAccount[]; selectedMerchantId: number | null };

/** A payments list page (Payins, Payouts): its header, with the "new" link for roles that may write, over the list. */
export async function PaymentListPage({
  title,
  description,
  newHref,
  newLabel,
  List,
}: {
  title: string;
  description: string;
  newHref: string;
  newLabel: string;
  List: ComponentType<ListProps>;
}) {
  const { user, accounts, merchant } = await dashboardContext();
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          roleAllows(user.role, 'write') && (
            <Link href={newHref} className={buttonClassName()}>
              <Plus className="size-4" aria-hidden />
              {newLabel}
            </Link>
          )
        }
      />
      <List accounts={accounts.map(({ id, name }) => ({ id, name }))} selectedMerchantId={merchant?.id ?? null} />
    </>
  );
}

/** What a "new" page says, and the list it leads back to. */
type NewPageProps = {
  title: string;
  description: string;
  /** What the page creates, in the read-only note: "can look at charges but not create them". */
  plural: string;
  listHref: string;
  /** The list's name in "Back to payins". */
  listLabel: string;
};

/** A "new" page for a role that may not write: a note and the way back to the list. */
async function ReadOnlyPage({ title, description, plural, listHref, listLabel, role }: NewPageProps & { role: Role }) {
  const t = await getTranslations('shell');
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card className="p-6 text-sm text-slate-600">
        {t('readOnly', { role: t(`role.${role}`), plural })}{' '}
        <Link className="text-brand-700 underline" href={listHref}>
          {t('backTo', { list: listLabel })}
        </Link>
      </Card>
    </>
  );
}

/** A "new" page of a record that is not a payment (onboarding, qualification): the form gets the accounts alone. */
export async function NewRecordPage({ Form, ...page }: NewPageProps & { Form: ComponentType<ListProps> }) {
  const { user, accounts, merchant } = await dashboardContext();
  if (!roleAllows(user.role, 'write')) return <ReadOnlyPage {...page} role={user.role} />;
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      <Form accounts={accounts.map(({ id, name }) => ({ id, name }))} selectedMerchantId={merchant?.id ?? null} />
    </>
  );
}

/** A "new" payment page (payin, payout): the form gets each account with its markup rules and available balance. */
export async function NewPaymentPage({ Form, ...page }: NewPageProps & { Form: ComponentType<FormProps> }) {
  const { user, accounts, merchant, organization, livemode } = await dashboardContext();
  if (!roleAllows(user.role, 'write')) return <ReadOnlyPage {...page} role={user.role} />;
  const db = await getDb();
  const [rules, available] = await Promise.all([
    enabledMarkupRules(db, organization.id),
    availableBalances(db, { organizationId: organization.id, livemode }),
  ]);
  return (
    <>
      <PageHeader title={page.title} description={page.description} />
      <Form
        accounts={accounts.map(({ id, name, enableMarkup }) => ({
          id,
          name,
          enableMarkup,
          markupRules: rules.filter((rule) => rule.accountId === id).map(serializeMarkupRule),
          available: available[id] ?? 0,
        }))}
        selectedMerchantId={merchant?.id ?? null}
      />
    </>
  );
}
