import { SANDBOX_TOP_UP_DESCRIPTION } from '@/lib/ledger/rules';
import type { StatementEntry } from '@/lib/ledger/schemas';

/**
 * What the statement page says of an entry. The ledger's description is a memo written in English when the money
 * moved, which the API and the exports keep as it is; the page tells the entry in its reader's language from its
 * type and cause instead (`balance.statement.describe.<type>`, with the charge's or payout's page linked). An
 * operator's adjustment, and a sandbox top-up given a description, are told in their author's own words.
 */
export type EntryDescription =
  | { said: 'byAuthor'; words: string }
  | {
      said: 'byType';
      type: Exclude<StatementEntry['type'], 'adjustment'>;
      /** The charge, payout or refund id; null for a top-up, which has none. */
      id: number | null;
      /** The caused-by charge's or payout's page (a refund has none of its own). */
      href: string | null;
    };

const PAGES: Partial<Record<NonNullable<StatementEntry['resource']>['type'], string>> = {
  charge: '/payins',
  payout: '/payouts',
};

export function entryDescription({
  type,
  resource,
  description,
}: Pick<StatementEntry, 'type' | 'resource' | 'description'>): EntryDescription {
  if (type === 'adjustment' || (type === 'sandbox_topup' && description !== SANDBOX_TOP_UP_DESCRIPTION))
    return { said: 'byAuthor', words: description };
  const page = resource && PAGES[resource.type];
  return { said: 'byType', type, id: resource?.id ?? null, href: page ? `${page}/${resource.id}` : null };
}
