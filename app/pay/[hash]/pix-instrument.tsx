import { CopyButton } from '@/components/copy-button';
import { Card } from '@/components/ui/card';
import type { PayinPix } from '@/db/schema';
import { getTranslations } from 'next-intl/server';
import { getFormats } from '@/components/i18n/get-formats';
import { pixQrDataUrl } from './payment-images';

export async function PixInstrument({ pix, total }: { pix: PayinPix; total: number }) {
  const qrDataUrl = await pixQrDataUrl(pix.qr_code);
  const [t, format] = await Promise.all([getTranslations('pay.pix'), getFormats()]);
  return (
    <Card className="p-6">
      <h2 className="text-base font-semibold text-slate-900">{t('title')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('help')}</p>
      <div className="mt-5 flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URL: nothing for next/image to optimize */}
        <img
          data-testid="pix-qr"
          src={qrDataUrl}
          alt={t('qrAlt', { amount: format.money(total) })}
          width={208}
          height={208}
          className="shrink-0 rounded-md border border-slate-200 bg-white"
        />
        <div className="min-w-0 flex-1">
          <p id="pix-code-label" className="text-xs font-medium uppercase tracking-wide text-slate-500">
            {t('copyPaste')}
          </p>
          <p
            data-testid="pix-copy-paste"
            aria-labelledby="pix-code-label"
            className="mt-1 select-all break-all rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-relaxed text-slate-800"
          >
            {pix.qr_code}
          </p>
          <div className="mt-3">
            <CopyButton value={pix.qr_code} label={t('copy')} />
          </div>
        </div>
      </div>
    </Card>
  );
}
