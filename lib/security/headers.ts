/**
 * The page policy. Scripts run only with this response's nonce (Next.js puts it on its own scripts when the proxy
 * passes the policy on the request), and `'strict-dynamic'` lets those scripts load the chunks they need. Styles keep
 * `'unsafe-inline'`: React `style` attributes and the charts set inline styles, and a style cannot run code.
 * Nothing may frame a page (clickjacking a "pay" or "revoke" button), and forms and `<base>` stay on this site.
 * `dev` adds `'unsafe-eval'`, which `next dev`'s React tooling needs; `next start` never sends it.
 */
export function contentSecurityPolicy(nonce: string, { dev = false } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** 128 random bits, base64: unguessable and fresh for every page. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** One year; no `includeSubDomains`, which would bind hosts of the deployer's domain that Payrail does not serve. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Whether the browser reached us over https. `next start` speaks only http, so https means a proxy in front: either
 * the public origin says so (PUBLIC_BASE_URL) or the proxy tells us in `X-Forwarded-Proto` (its first entry is the
 * client's side). A spoofed header costs nothing: browsers ignore HSTS received over plain http.
 */
export function servedOverHttps(headers: Headers, publicOrigin: string): boolean {
  if (publicOrigin.startsWith('https:')) return true;
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Set by proxy.ts on the pages anyone may open (payment page, sign-in, docs), and removed from every other request:
 * they speak the visitor's language, not a signed-in user's Settings (i18n/request.ts).
 */
export const PUBLIC_PAGE_HEADER = 'x-payrail-public-page';
