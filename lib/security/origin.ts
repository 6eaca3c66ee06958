/** Methods that change nothing; everything else is a write that a forged cross-site request could make. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method.toUpperCase());
}

/**
 * Whether a browser sent this request from one of our own pages, which is what a cookie-authenticated write must
 * prove (the cookie alone rides along with a form or fetch from any site).
 *
 * `Sec-Fetch-Site` is the browser's own verdict and cannot be set by page scripts, so when present it decides alone:
 * only `same-origin` passes (`same-site` is a sibling subdomain, `none` a typed address, `cross-site` anyone).
 * Browsers that do not send it (older ones; any browser over plain http to a host other than localhost) still send
 * `Origin` on every non-GET request, and it must then be exactly our public origin. No header at all is refused:
 * a browser always sends one of the two, and a script holding the cookie can as well.
 */
export function isSameOriginRequest(headers: Headers, publicOrigin: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite.trim().toLowerCase() === 'same-origin';
  const origin = headers.get('origin');
  return origin !== null && origin.trim().toLowerCase() === publicOrigin.toLowerCase();
}
