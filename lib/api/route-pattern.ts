/**
 * The route a request matched, as its pattern (`/api/v2/payin/payments/[id]`), rebuilt from the path and the params
 * Next resolved: a metric label must never carry the raw path, whose ids would make one series per resource.
 * Next gives the params in the order of the path's segments: each replaces the first segment equal to its value after
 * the previous one's (a catch-all's values are the trailing segments).
 */
export function routePattern(pathname: string, params: Record<string, string | string[] | undefined>): string {
  const segments = pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  const pattern = [...segments];
  let from = 1;
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      pattern.splice(pattern.length - value.length, value.length, `[...${name}]`);
      continue;
    }
    if (value === undefined) continue;
    const at = pattern.indexOf(value, from);
    if (at < 0) continue;
    pattern[at] = `[${name}]`;
    from = at + 1;
  }
  return pattern.join('/');
}
