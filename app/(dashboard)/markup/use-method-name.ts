import { useTranslations } from 'next-intl';
import { markupPaymentMethods } from '@/lib/markup/catalogue';

type MarkupPaymentMethod = (typeof markupPaymentMethods)[number];

const isKnown = (method: string): method is MarkupPaymentMethod =>
  (markupPaymentMethods as readonly string[]).includes(method);

/**
 * A rule's payment method in words ("Cartão de crédito"). The record types it as text, as the database stores it, so
 * a method the catalogue does not name is shown as stored.
 */
export function useMethodName(): (method: string) => string {
  const t = useTranslations('markup.method');
  return (method) => (isKnown(method) ? t(method) : method);
}
