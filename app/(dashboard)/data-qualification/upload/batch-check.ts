import { elementAt } from '@/lib/arrays';
import { qualificationItemSchema } from '@/lib/qualification/schemas';

// Loaded with the checks, so a pasted body's service_id is recognised even before the services list has arrived.
export { QUALIFICATION_SERVICES } from '@/lib/qualification/rules';

/** One record's check: the messages the API would answer for its line, and its codes once valid. */
export type RowCheck = { errors: string[]; customCode: string | null; batchCode: string | null };

/**
 * The API's per-line checks, run in the browser before sending: the same zod schema as the server, then a
 * `custom_code` repeated within the batch (the API stores the first and refuses the others, as here). Codes already
 * stored by earlier batches can only be known by the server; it reports them by line.
 */
export function checkBatch(items: unknown[], sources: number[], sourceNoun: string): RowCheck[] {
  const firstSeen = new Map<string, number>();
  return items.map((item, index) => {
    const parsed = qualificationItemSchema.safeParse(item);
    if (!parsed.success)
      return { errors: parsed.error.issues.map((issue) => issue.message), customCode: null, batchCode: null };
    const { custom_code: customCode, batch_code: batchCode } = parsed.data;
    const first = firstSeen.get(customCode);
    if (first !== undefined)
      return {
        errors: [`The custom_code ${customCode} is repeated: ${sourceNoun} ${first} has it already.`],
        customCode: null,
        batchCode: null,
      };
    firstSeen.set(customCode, elementAt(sources, index, 'sources of the batch'));
    return { errors: [], customCode, batchCode };
  });
}
