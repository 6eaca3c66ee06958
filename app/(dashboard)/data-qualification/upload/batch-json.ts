import { MAX_RECORDS_PER_BATCH } from '@/lib/qualification/limits';
import type { ReadOutcome } from './batch-columns';

const SHAPE = 'Paste the data array ([{…}, …]) or the whole request body ({"service_id": 1, "data": [{…}, …]}).';

/** The batch in pasted JSON: the `data` array, or the whole `{service_id, merchant_id?, data}` body. */
export function readJsonBatch(text: string): ReadOutcome {
  if (text.trim() === '') return { error: `Nothing to read. ${SHAPE}` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (failure) {
    return { error: `This is not valid JSON: ${failure instanceof Error ? failure.message : String(failure)}.` };
  }
  const body =
    !Array.isArray(value) && typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  const items = Array.isArray(value) ? value : body && Array.isArray(body.data) ? body.data : null;
  if (!items) return { error: SHAPE };
  if (items.length === 0) return { error: 'The data array is empty.' };
  if (items.length > MAX_RECORDS_PER_BATCH)
    return {
      error: `The data array has ${items.length.toLocaleString()} records; a batch may have at most ${MAX_RECORDS_PER_BATCH.toLocaleString()}. Split it.`,
    };
  return {
    batch: {
      origin: 'json',
      name: 'the pasted JSON',
      items,
      sources: items.map((_, index) => index + 1),
      ignoredColumns: [],
      serviceId: body?.service_id,
      merchantId: body?.merchant_id,
    },
  };
}
