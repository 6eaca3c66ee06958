import type { OverviewBucket, OverviewPeriod } from '@/lib/overview/rules';

/** GET /v2/overview, as lib/overview/service.ts returns it (money in integer cents). */
export type OverviewFigures = {
  payin_volume: number;
  payin_count: number;
  paid_rate: number | null;
  payout_volume: number;
  payout_count: number;
  markup_earned: number;
  failed_deliveries: number;
};

export type SeriesPoint = { bucket: string; payin_volume: number; payin_count: number; payout_volume: number; payout_count: number };

export type StatusRow = { status_id: number; name: string; count: number; amount: number };

type Attention<Item> = { total: number; items: Item[] };

export type Overview = {
  period: { name: OverviewPeriod; from: string; to: string; bucket: OverviewBucket; time_zone: string };
  kpis: { today: OverviewFigures; period: OverviewFigures };
  series: SeriesPoint[];
  status_breakdown: { payin: StatusRow[]; payout: StatusRow[] };
  attention: {
    cancelable_charges: Attention<{ id: number; invoice: string; payment_method: 'pix' | 'boleto'; amount: number; created_at: string }>;
    failed_payouts: Attention<{ id: number; invoice: string; amount: number; failure_reason: string | null; updated_at: string }>;
    batches_with_invalid_records: Attention<{ batch_code: string; merchant_id: number; invalid_records: number; last_changed_at: string }>;
    onboarding_waiting: Attention<{ id: string; status: 'pending' | 'due_diligence_review'; legal_name: string; created_at: string }>;
    failing_deliveries: Attention<{ id: number; event_kind: string; url: string; status: 'pending' | 'failed'; attempt_count: number; last_status_code: number | null; updated_at: string }>;
  };
};

/** A bucket key (`2026-03-04`, a São Paulo day or the Monday of a week) as a short label: `Mar 4`. */
export function bucketLabel(bucket: string): string {
  return new Date(`${bucket}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** `R$ 12,3 mil` style axis ticks: whole reais, compact. */
export function compactBrl(cents: number): string {
  const reais = cents / 100;
  if (reais >= 1_000_000) return `R$ ${(reais / 1_000_000).toFixed(1).replace('.', ',')} mi`;
  if (reais >= 1_000) return `R$ ${(reais / 1_000).toFixed(reais >= 10_000 ? 0 : 1).replace('.', ',')} mil`;
  return `R$ ${Math.round(reais)}`;
}

export function percent(rate: number | null): string {
  return rate === null ? '—' : `${(rate * 100).toFixed(1).replace(/\.0$/, '')}%`;
}
