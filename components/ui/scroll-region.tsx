import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A wide table scrolls sideways inside its own region on a narrow screen instead of widening the page. The region is
 * named and takes focus, so a keyboard can scroll it and a screen reader announces it (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn('overflow-x-auto', className)}>
      {children}
    </div>
  );
}
