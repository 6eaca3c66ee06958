'use client';

import { useTranslations } from 'next-intl';
import { Label, Select } from '@/components/ui/input';

/** The merchant account the batch is for, when the organization has more than one. */
export function AccountSelect({
  accounts,
  value,
  onChange,
}: {
  accounts: { id: number; name: string }[];
  value: string;
  onChange: (merchantId: string) => void;
}) {
  const t = useTranslations('qualification.upload');
  return (
    <div>
      <Label htmlFor="dq-account">{t('account')}</Label>
      <Select id="dq-account" value={value} onChange={(event) => onChange(event.target.value)} data-testid="dq-account">
        {accounts.map((account) => (
          <option key={account.id} value={account.id}>
            {account.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
