'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Copies a payment code; falls back to a selection copy where the Clipboard API is unavailable (plain http). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(value);
      } else {
        const area = document.createElement('textarea');
        area.value = value;
        area.setAttribute('readonly', '');
        area.style.position = 'fixed';
        area.style.opacity = '0';
        document.body.appendChild(area);
        area.select();
        const ok = document.execCommand('copy');
        area.remove();
        if (!ok) throw new Error('copy refused');
      }
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-2 print:hidden">
      <Button variant="secondary" onClick={copy} aria-label={label}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" aria-live="polite" className="text-xs text-slate-500">
        {state === 'copied' ? 'Copied to the clipboard.' : state === 'failed' ? 'Could not copy; select the code and copy it.' : ''}
      </span>
    </span>
  );
}
