import { elementAt } from '@/lib/arrays';
import { effectiveService } from '@/lib/qualification/rules';
import { qualificationItemSchema } from '@/lib/qualification/schemas';
import type { ReadBatch } from './batch-columns';

// Loaded with the checks, so a pasted body's service_id is recognised even before the services list has arrived.
export { QUALIFICATION_SERVICES } from '@/lib/qualification/rules';

/**
 * One record's check: the messages the API would answer for its line, in English like the schema's (the page says them
 * in the reader's language through the catalogue's `apiErrors` templates), and its codes once valid.
 */
export type RowCheck = { errors: string[]; customCode: string | null; batchCode: string | null };

/**
 * The API's per-line checks, run in the browser before sending: the same zod schema as the server, then a
 * `custom_code` repeated within the batch (the API stores the first and refuses the others, as here). Codes already
 * stored by earlier batches can only be known by the server; it reports them by line.
 */
export function checkBatch(items: unknown[], sources: number[], origin: ReadBatch['origin']): RowCheck[] {
  const source = origin === 'csv' ? 'file row' : 'item';
  const firstSeen = new Map<string, number>();
  return items.map((item, index) => {
    const parsed = qualificationItemSchema.safeParse(item);
    if (!parsed.success)
      return { errors: parsed.error.issues.map((issue) => issue.message), customCode: null, batchCode: null };
    const { custom_code: customCode, batch_code: batchCode } = parsed.data;
    const first = firstSeen.get(customCode);
    if (first !== undefined)
      return {
        errors: [`The custom_code ${customCode} is repeated: ${source} ${first} has it already.`],
        customCode: null,
        batchCode: null,
      };
    firstSeen.set(customCode, elementAt(sources, index, 'sources of the batch'));
    return { errors: [], customCode, batchCode };
  });
}

/** The service a valid record is moved to, if it is (effectiveService: 4 and 5 without an amount fall back to 2 and 3). */
export function movesToService(item: unknown, serviceId: number | null): number | null {
  if (serviceId === null) return null;
  const amount = typeof item === 'object' && item !== null ? (item as { amount?: unknown }).amount : undefined;
  const effective = effectiveService(serviceId, typeof amount === 'number' ? amount : null).serviceId;
  return effective === serviceId ? null : effective;
}
