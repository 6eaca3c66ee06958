'use client';

import { useRouter } from 'next/navigation';
import { Switch } from '@/components/ui/switch';
import { modeName } from '@/lib/livemode';
import { MODE_COOKIE } from '@/lib/selection-cookies';

/** The dashboard's test-mode switch, kept in a cookie the server validates on every request (lib/livemode.ts). */
export function ModeSwitch({ livemode }: { livemode: boolean }) {
  const router = useRouter();
  return (
    <div className="flex items-center justify-between gap-3">
      <span className="text-xs font-medium uppercase tracking-wide text-slate-500" id="test-mode-label">
        Test mode
      </span>
      <Switch
        checked={!livemode}
        label="Test mode"
        onChange={(test) => {
          document.cookie = `${MODE_COOKIE}=${modeName(!test)}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
          router.refresh();
        }}
      />
    </div>
  );
}
