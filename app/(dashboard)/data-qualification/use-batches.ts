import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { apiFetch } from '@/lib/api-client';
import { BATCHES_PATH, type QualificationBatchPage } from './records';

const POLL_MS = 2_000;
// A batch just sent shows up in the next read; a code still missing after this many reads is not on the page asked for.
const MAX_READS_WHILE_MISSING = 15;

/**
 * A page of batches (`query` is the API's query string). While any batch on it has records the processor has still
 * to settle, or a `watch`ed batch code has not shown up yet, it is read again every two seconds; then polling stops.
 */
export function useBatches(query: string, watch: string[] = []) {
  return useQuery({
    queryKey: queryKeys.qualificationBatches.list(query),
    queryFn: () => apiFetch<QualificationBatchPage>(`${BATCHES_PATH}?${query}`),
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) => {
      const batches = state.data?.data;
      if (!batches) return false;
      if (batches.some((batch) => batch.in_processing > 0)) return POLL_MS;
      const missing = watch.some((code) => !batches.some((batch) => batch.batch_code === code));
      return missing && state.dataUpdateCount < MAX_READS_WHILE_MISSING ? POLL_MS : false;
    },
  });
}
