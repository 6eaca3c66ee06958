import { MAX_RECORDS_PER_BATCH } from '@/lib/qualification/limits';
import type { ReadOutcome } from './batch-columns';

/** The batch in pasted JSON: the `data` array, or the whole `{service_id, merchant_id?, data}` body. */
export function readJsonBatch(text: string): ReadOutcome {
  if (text.trim() === '') return { error: { problem: 'nothingToRead' } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (failure) {
    return {
      error: { problem: 'notJson', detail: failure instanceof Error ? failure.message : String(failure) },
    };
  }
  const body =
    !Array.isArray(value) && typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  const items = Array.isArray(value) ? value : body && Array.isArray(body.data) ? body.data : null;
  if (!items) return { error: { problem: 'notABatch' } };
  if (items.length === 0) return { error: { problem: 'emptyArray' } };
  if (items.length > MAX_RECORDS_PER_BATCH) return { error: { problem: 'arrayTooManyRecords', records: items.length } };
  return {
    batch: {
      origin: 'json',
      name: null,
      items,
      sources: items.map((_, index) => index + 1),
      ignoredColumns: [],
      serviceId: body?.service_id,
      merchantId: body?.merchant_id,
    },
  };
}
