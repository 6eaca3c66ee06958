import { defineListQuery } from '@/components/list/list-query';

/** The request list's filters, named as the API names them so the page's URL and the API query read alike. */
export const onboardingListQuery = defineListQuery(['status', 'created_after', 'created_before'] as const);

/** The API sorts requests by created_at and updated_at only. */
export const ONBOARDING_SORT_OPTIONS = [
  { sortBy: 'created_at', order: 'desc', label: 'Newest first' },
  { sortBy: 'created_at', order: 'asc', label: 'Oldest first' },
  { sortBy: 'updated_at', order: 'desc', label: 'Recently updated' },
  { sortBy: 'updated_at', order: 'asc', label: 'Least recently updated' },
] as const satisfies readonly { sortBy: string; order: 'asc' | 'desc'; label: string }[];
