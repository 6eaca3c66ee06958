import { json } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/parse';
import { withAuth } from '@/lib/api/with-auth';
import { searchQuerySchema } from '@/lib/search/schemas';
import { search } from '@/lib/search/service';

/** Our addition: the dashboard's ⌘K search across charges, payouts, qualification records and onboarding requests. */
export const GET = withAuth({}, async ({ db, query, principal }) => {
  const { q } = parseWith(searchQuerySchema, query);
  return json({ data: await search(db, principal, q) });
});
