'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Select } from '@/components/ui/input';
import { SELECTED_MERCHANT_COOKIE, SELECTED_ORGANIZATION_COOKIE } from '@/lib/selection-cookies';

type Option = { id: number; name: string };

function remember(cookie: string, value: number | null) {
  const maxAge = value === null ? 0 : 60 * 60 * 24 * 365;
  document.cookie = `${cookie}=${value ?? ''}; path=/; max-age=${maxAge}; samesite=lax`;
}

/** Organization (operators only) and merchant-account selection, kept in cookies that the server validates. */
export function Switchers(props: {
  organizations: Option[];
  organizationId: number;
  accounts: Option[];
  merchantId: number | null;
}) {
  const t = useTranslations('shell');
  const router = useRouter();
  return (
    <div className="flex flex-col gap-2">
      <label className="text-xs font-medium uppercase tracking-wide text-slate-500" htmlFor="organization-switcher">
        {t('organization')}
      </label>
      <Select
        id="organization-switcher"
        value={props.organizationId}
        disabled={props.organizations.length < 2}
        onChange={(event) => {
          remember(SELECTED_ORGANIZATION_COOKIE, Number(event.target.value));
          remember(SELECTED_MERCHANT_COOKIE, null);
          router.refresh();
        }}
      >
        {props.organizations.map((organization) => (
          <option key={organization.id} value={organization.id}>
            {organization.name}
          </option>
        ))}
      </Select>
      <label className="mt-1 text-xs font-medium uppercase tracking-wide text-slate-500" htmlFor="merchant-switcher">
        {t('merchantAccount')}
      </label>
      <Select
        id="merchant-switcher"
        value={props.merchantId ?? ''}
        disabled={props.accounts.length < 2}
        onChange={(event) => {
          remember(SELECTED_MERCHANT_COOKIE, Number(event.target.value));
          router.refresh();
        }}
      >
        {props.accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name} (#{account.id})
          </option>
        ))}
      </Select>
    </div>
  );
}
