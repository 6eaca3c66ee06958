import { defineListQuery } from '@/components/list/list-query';

/** The request list's filters, named as the API names them so the page's URL and the API query read alike. */
export const onboardingListQuery = defineListQuery(['status', 'created_after', 'created_before'] as const);

/** The API sorts requests by created_at and updated_at only; `name` is the option's key in `onboarding.list.sort`. */
export const ONBOARDING_SORT_OPTIONS = [
  { sortBy: 'created_at', order: 'desc', name: 'newest' },
  { sortBy: 'created_at', order: 'asc', name: 'oldest' },
  { sortBy: 'updated_at', order: 'desc', name: 'recentlyUpdated' },
  { sortBy: 'updated_at', order: 'asc', name: 'leastRecentlyUpdated' },
] as const satisfies readonly { sortBy: string; order: 'asc' | 'desc'; name: string }[];
