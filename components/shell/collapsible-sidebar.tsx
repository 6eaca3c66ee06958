'use client';

import { Menu, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The dashboard's sidebar. From the md breakpoint it is a sticky column; on a phone it folds behind a Menu button
 * in a top bar, so a page starts at the top of the screen instead of below the whole navigation. The menu closes
 * on Escape and when the page changes (it remembers the path it was opened on).
 */
export function CollapsibleSidebar({ menuLabel, children }: { menuLabel: string; children: ReactNode }) {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <aside
      className="flex w-full shrink-0 flex-col border-b border-slate-200 bg-white px-3 py-3 md:sticky md:top-0 md:h-screen md:w-72 md:gap-5 md:overflow-y-auto md:border-r md:border-b-0 md:py-5"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpenOn(null);
      }}
    >
      <div className="flex items-center justify-between">
        <p className="px-3 text-lg font-bold tracking-tight text-brand-700">Payrail</p>
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          {menuLabel}
        </button>
      </div>
      <div id="dashboard-menu" className={cn('flex-1 flex-col gap-5 pt-4 md:flex md:pt-0', open ? 'flex' : 'hidden')}>
        {children}
      </div>
    </aside>
  );
}
