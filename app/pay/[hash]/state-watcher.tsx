'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { PageState } from './page-state';

const POLL_MS = 3_000;

/**
 * While the charge is open, asks for its state every few seconds (only while the tab is visible) and re-renders the
 * page from the server when it changes, so a payer who paid in their bank app sees the receipt without reloading.
 */
export function StateWatcher({ hash, state }: { hash: string; state: PageState }) {
  const router = useRouter();
  useEffect(() => {
    if (state !== 'open') return;
    let stopped = false;
    const check = async () => {
      if (document.visibilityState !== 'visible') return;
      // A failed or cut-off poll (offline, the tab leaving) is simply tried again at the next tick.
      const response = await fetch(`/pay/${hash}/state`, { cache: 'no-store' }).catch(() => null);
      const body = response?.ok ? ((await response.json().catch(() => null)) as { state?: PageState } | null) : null;
      if (!body?.state || stopped) return;
      if (body.state !== state) router.refresh();
    };
    const timer = setInterval(() => void check(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [hash, state, router]);
  return null;
}
