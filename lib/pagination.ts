export type PageMeta = { current_page: number; per_page: number; total: number; last_page: number };
export type PageLinks = { first: string; last: string; prev: string | null; next: string | null };

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
