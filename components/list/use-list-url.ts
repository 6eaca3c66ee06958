'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { ALL_ACCOUNTS, effectiveMerchant } from './list-query';

export type ListUrlChanges = Record<string, string | null | undefined>;

/**
 * A list's state in its page's URL: every change is written there, so the view survives a reload and can be shared;
 * a new filter starts at page 1. Choosing another account in the sidebar moves the list to that account, unless the
 * list is not `byAccount` (onboarding requests belong to the organization, not to one of its accounts).
 */
export function useListUrl(selectedMerchantId: number | null, { byAccount = true }: { byAccount?: boolean } = {}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  // Two changes in quick succession (one filter, then another, before the router has rendered the first) must build
  // on each other: the second starts from the URL the first asked for, not from the params of the last render, or it
  // would put the first filter back. Cleared once the router renders a URL.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);

  const update = (changes: ListUrlChanges) => {
    const current = pending.current ?? params;
    const next = new URLSearchParams(current);
    // Written out so a shared link shows the same account whatever the recipient selected in the sidebar.
    if (byAccount && !next.has('merchant_id'))
      next.set('merchant_id', effectiveMerchant(current, selectedMerchantId) ?? ALL_ACCOUNTS);
    if (!('page' in changes)) next.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    pending.current = next;
    router.replace(`${pathname}?${next}`, { scroll: false });
  };
  const setFilter = (name: string) => (event: { target: { value: string } }) => update({ [name]: event.target.value });

  // Choosing another account in the sidebar is a deliberate switch: the list follows it rather than the URL's account.
  const previousSelection = useRef(selectedMerchantId);
  useEffect(() => {
    if (!byAccount || previousSelection.current === selectedMerchantId) return;
    previousSelection.current = selectedMerchantId;
    if (params.has('merchant_id')) update({ merchant_id: null });
    // Only a change of the sidebar selection acts; `params` and `update` are read as they are at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [selectedMerchantId]);

  return { params, page, update, setFilter, router };
}
