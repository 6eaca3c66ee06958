import { useTranslations } from 'next-intl';

/** A charge's substatus (`expired`, `partially_refunded`…) in the reader's language; the API's own name for a new one. */
export function useSubstatusName(): (substatus: { code: string; name: string }) => string {
  const t = useTranslations('payins.detail.substatus');
  return ({ code, name }) => {
    const key = code as 'expired';
    return t.has(key) ? t(key) : name;
  };
}
