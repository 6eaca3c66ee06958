import { z } from 'zod';

const routeEntry = z.object({ page: z.string(), regex: z.string() });

/**
 * The part of Next's routes manifest (`<distDir>/routes-manifest.json`, written by `next build`) that lists the app's
 * routes: each as its pattern (`/payins/[id]`, route groups left out) and the regular expression Next matches paths
 * with. The dynamic routes come in the order Next tries them, so the first match is the route Next serves.
 */
export const routesManifestSchema = z.object({
  staticRoutes: z.array(routeEntry),
  dynamicRoutes: z.array(routeEntry),
});

export type RoutesManifest = z.infer<typeof routesManifestSchema>;

/** The label of a request no route serves: one series for every unknown path, however many there are. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Next serves its build's assets under this prefix itself, before any route: one label for all of them. */
const STATIC_ASSETS_PREFIX = '/_next/static/';
export const STATIC_ASSETS_ROUTE = '/_next/static/[...path]';

/**
 * The route label of a request target (`/payins/123?tab=events` → `/payins/[id]`): the pattern of the route that
 * serves it, never the raw path, whose ids would make one series per resource. A file of `public/` is its own label
 * (there are few); a path nothing serves is `unmatched`. Static routes win over dynamic ones, as in Next.
 */
export function routeLabeller(routes: RoutesManifest, publicFiles: readonly string[]): (target: string) => string {
  const files = new Set(publicFiles);
  const patterns = [...routes.staticRoutes, ...routes.dynamicRoutes].map(({ page, regex }) => ({
    page,
    regex: new RegExp(regex),
  }));
  return (target) => {
    const pathname = target.split('?', 1)[0] ?? '';
    if (pathname.startsWith(STATIC_ASSETS_PREFIX)) return STATIC_ASSETS_ROUTE;
    if (files.has(pathname)) return pathname;
    return patterns.find(({ regex }) => regex.test(pathname))?.page ?? UNMATCHED_ROUTE;
  };
}
