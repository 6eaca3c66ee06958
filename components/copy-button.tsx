'use client';

import { Check, Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Writes the text through a hidden selection: the Clipboard API exists only in secure contexts (https, localhost). */
function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  return copied;
}

/** Copies a value (a digitable line, a pix code, a link), says so for a moment, and announces it to screen readers. */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const t = useTranslations('common');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2_500);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      if (navigator.clipboard && window.isSecureContext) await navigator.clipboard.writeText(value);
      else if (!copyBySelection(value)) throw new Error('copy refused');
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="inline-flex items-center gap-2 print:hidden">
      <Button variant="secondary" onClick={copy} aria-label={label ?? t('copy')}>
        {state === 'copied' ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        {state === 'copied' ? t('copied') : t('copy')}
      </Button>
      <span role="status" aria-live="polite" className="text-xs text-slate-500">
        {state === 'copied' ? t('copiedStatus') : state === 'failed' ? t('copyFailed') : ''}
      </span>
    </span>
  );
}
