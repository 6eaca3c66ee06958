import type { z } from 'zod';
import type { pageLinksSchema, pageMetaSchema } from '@/lib/openapi/shared';

export type PageMeta = z.infer<typeof pageMetaSchema>;
export type PageLinks = z.infer<typeof pageLinksSchema>;
/** One page of a list, as the published `pageSchema(item)` describes it. */
export type Page<Item> = { data: Item[]; meta: PageMeta; links: PageLinks };

/** Our list envelope (docs/api.md): `meta` with counts and `links` that keep the request's other query parameters. */
export function pageEnvelope(
  requestUrl: string,
  page: number,
  perPage: number,
  total: number,
): { meta: PageMeta; links: PageLinks } {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const linkTo = (target: number) => {
    const url = new URL(requestUrl);
    url.searchParams.set('page', String(target));
    url.searchParams.set('per_page', String(perPage));
    return `${url.pathname}${url.search}`;
  };
  return {
    meta: { current_page: page, per_page: perPage, total, last_page: lastPage },
    links: {
      first: linkTo(1),
      last: linkTo(lastPage),
      prev: page > 1 ? linkTo(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? linkTo(page + 1) : null,
    },
  };
}
