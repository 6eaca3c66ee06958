'use client';

import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { BalanceResponse } from '@/lib/ledger/schemas';
import { queryKeys } from '@/lib/query-keys';

/**
 * The available balance (cents) of the account a payout debits, under the Balance page's key: a new account in the
 * form reads its own, and a created payout invalidates it.
 */
export function useAvailableBalance(merchantId: number | undefined) {
  return useQuery({
    queryKey: queryKeys.balance.figures(merchantId ?? 'none'),
    queryFn: () => apiFetch<BalanceResponse>(`/v2/account/${merchantId}/balance`),
    enabled: merchantId !== undefined,
    select: (balance) => balance.available,
  });
}
