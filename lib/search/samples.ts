import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@/db/client';
import type { ColumnSample } from './rules';

/** The samples of the columns the search looks up by trigrams; null where Postgres has no statistics yet. */
export type SearchSamples = Record<'payinName' | 'payinInvoice' | 'payoutName' | 'payoutInvoice', ColumnSample | null>;

export const NO_SAMPLES: SearchSamples = { payinName: null, payinInvoice: null, payoutName: null, payoutInvoice: null };

/** Where pg_stats keeps each one: a table's column, or an expression index's expression (named `expr`). */
const SOURCES: Record<keyof SearchSamples, { relation: string; column: string }> = {
  payinName: { relation: 'payin_charges_buyer_name_trgm_idx', column: 'expr' },
  payinInvoice: { relation: 'payin_charges', column: 'invoice' },
  payoutName: { relation: 'payout_payments_beneficiary_name_trgm_idx', column: 'expr' },
  payoutInvoice: { relation: 'payout_payments', column: 'invoice' },
};

/** Statistics change with (auto)analyze, slowly: read again after this long. */
const REFRESH_MS = 10 * 60_000;

type Cached = { readAt: number; samples: Promise<SearchSamples> };
const globalForSamples = globalThis as unknown as { payrailSearchSamples?: WeakMap<Executor, Cached> };

type StatsRow = {
  relation: string;
  column: string;
  common: string[] | null;
  shares: number[] | null;
  bounds: string[] | null;
};

/** The samples as pg_stats has them now. */
export async function readSearchSamples(db: Executor): Promise<SearchSamples> {
  const wanted = sql.join(
    Object.values(SOURCES).map(({ relation, column }) => sql`(${relation}::name, ${column}::name)`),
    sql`, `,
  );
  const rows = rowsOf<StatsRow>(
    await db.execute(sql`
      select tablename::text as relation, attname::text as column, most_common_vals::text::text[] as common,
        most_common_freqs as shares, histogram_bounds::text::text[] as bounds
      from pg_stats where schemaname = current_schema() and (tablename, attname) in (${wanted})`),
  );
  const samples = { ...NO_SAMPLES };
  for (const [key, source] of Object.entries(SOURCES) as [
    keyof SearchSamples,
    (typeof SOURCES)[keyof SearchSamples],
  ][]) {
    const row = rows.find((found) => found.relation === source.relation && found.column === source.column);
    if (!row) continue;
    samples[key] = {
      common: (row.common ?? []).map((value, at) => ({ value, share: Number(row.shares?.[at] ?? 0) })),
      bounds: row.bounds ?? [],
    };
  }
  return samples;
}

/**
 * The search columns' samples from pg_stats (lib/search/rules.ts, selectiveParts), read once every REFRESH_MS per
 * database: they only steer which trigrams the index reads, never which rows are found.
 */
export function searchSamples(db: Executor): Promise<SearchSamples> {
  const cache = (globalForSamples.payrailSearchSamples ??= new WeakMap());
  const cached = cache.get(db);
  if (cached && Date.now() - cached.readAt < REFRESH_MS) return cached.samples;
  const samples = readSearchSamples(db);
  cache.set(db, { readAt: Date.now(), samples });
  samples.catch(() => cache.delete(db));
  return samples;
}
