import { formatBrl } from '@/lib/money';
import type { SearchHitRecord } from './schemas';

/** A hit's facts, without the words the API adds (`inEnglish`). */
export type SearchHitFacts = SearchHitRecord extends infer Hit
  ? Hit extends SearchHitRecord
    ? Omit<Hit, 'label' | 'detail'>
    : never
  : never;

/**
 * A hit with its `label` and `detail` in English, as the API has always published them. The dashboard writes its own
 * from the facts, in its reader's language (components/search/command-palette.tsx).
 */
export function inEnglish(hit: SearchHitFacts): SearchHitRecord {
  switch (hit.kind) {
    case 'payin':
      return {
        ...hit,
        label: `Charge #${hit.id} · ${hit.invoice}`,
        detail: `${hit.payment_method} · ${formatBrl(hit.amount)} · ${hit.name}`,
      };
    case 'payout':
      return {
        ...hit,
        label: `Payout #${hit.id} · ${hit.invoice}`,
        detail: `PIX · ${formatBrl(hit.amount)} · ${hit.name}`,
      };
    case 'qualification':
      return {
        ...hit,
        label: `Record #${hit.id} · ${hit.custom_code}`,
        detail: `${hit.name} · bank ${hit.bank_code} · batch ${hit.batch_code}`,
      };
    case 'onboarding':
      return { ...hit, label: hit.legal_name, detail: `CNPJ ${hit.tax_id} · ${hit.trade_name}` };
  }
}
