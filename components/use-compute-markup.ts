'use client';

import { useEffect, useState } from 'react';
import { loadAfterPage } from '@/lib/load-after-page';
import type { computeMarkup } from '@/lib/markup/rules';

type ComputeMarkup = typeof computeMarkup;

const loadRules = loadAfterPage(() => import('@/lib/markup/rules'));
let loaded: ComputeMarkup | null = null;

/**
 * The server's own computeMarkup, or null until it has arrived: with decimal.js it weighs some 13 KB gzip that no
 * page needs for its first paint, so it is fetched once the page has loaded.
 */
export function useComputeMarkup(): ComputeMarkup | null {
  const [compute, setCompute] = useState(() => loaded);
  useEffect(() => {
    if (compute) return;
    let mounted = true;
    loadRules().then(
      (rules) => {
        loaded = rules.computeMarkup;
        if (mounted) setCompute(() => rules.computeMarkup);
      },
      // Left pending: the next page that needs it tries again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [compute]);
  return compute;
}
