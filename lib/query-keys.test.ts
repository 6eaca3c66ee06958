import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

describe('React Query keys', () => {
  it('come from lib/query-keys.ts in every hook and invalidation, never written out', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', 'app', 'components', 'lib'],
      { encoding: 'utf8' },
    )
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && file !== 'lib/query-keys.ts');
    // A key given as a string or an array that starts with one: `queryKey: ['payins', q]`, `queryKey="payin"`, `[['payouts']]`.
    const literal =
      /(?:queryKey|recordKey|listKey|staleKeys)\s*[:=]\s*(?:\{\s*)?(?:\[\s*)*['"`]|(?:setQueryData|getQueryData)\(\s*\[/;
    const offenders = files.filter((file) => {
      try {
        return literal.test(readFileSync(file, 'utf8'));
      } catch {
        return false;
      }
    });
    expect(offenders).toEqual([]);
  });

  it('of a collection start with its `all` key, so invalidating it reaches every filter and page', () => {
    for (const collection of [
      queryKeys.markups,
      queryKeys.payins,
      queryKeys.payouts,
      queryKeys.webhookDeliveries,
      queryKeys.onboardingRequests,
      queryKeys.qualificationRecords,
      queryKeys.qualificationBatches,
    ]) {
      expect(collection.list('page=2').slice(0, collection.all.length)).toEqual([...collection.all]);
    }
    // A record is its own key: refreshing a list does not refetch an open record.
    expect(queryKeys.payins.record(7)).not.toEqual(expect.arrayContaining([...queryKeys.payins.all]));
  });
});
