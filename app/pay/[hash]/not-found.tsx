import { useTranslations } from 'next-intl';

/** An unknown hash (or a mistyped link): said plainly, inside the payment page's own layout. */
export default function PaymentNotFound() {
  const t = useTranslations('pay.notFound');
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-6 py-8 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('body')}</p>
    </div>
  );
}
