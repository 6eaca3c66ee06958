/** Long enough for any dashboard path with its filters; anything longer is not one of ours. */
const MAX_CALLBACK_LENGTH = 2048;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/** Percent-decodes until nothing changes (an attacker may encode twice); null when the encoding is broken. */
function fullyDecoded(value: string): string | null {
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/**
 * Where to go after signing in: a path of this origin, or `/`. Browsers and URL parsers forgive a lot (a backslash
 * for a slash, tabs and newlines dropped, `//host` meaning another host), so a path is accepted only if no decoding
 * of it could read as anything but a path here: no control characters or backslashes, no leading `//`, and it must
 * resolve to `origin` itself. A full URL of `origin` (next-auth passes those) is reduced to its path.
 */
export function safeCallbackPath(value: string | null | undefined, origin: string): string {
  if (!value || value.length > MAX_CALLBACK_LENGTH) return '/';
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return '/';
  }
  let candidate = value;
  if (!candidate.startsWith('/')) {
    // Only an absolute URL of this very origin; `evil.com/x`, `javascript:…` and the like are refused.
    let absolute: URL;
    try {
      absolute = new URL(candidate);
    } catch {
      return '/';
    }
    if (absolute.origin !== base.origin || CONTROL_OR_BACKSLASH.test(candidate)) return '/';
    candidate = absolute.pathname + absolute.search + absolute.hash;
  }
  const decoded = fullyDecoded(candidate);
  if (decoded === null || CONTROL_OR_BACKSLASH.test(decoded) || !decoded.startsWith('/') || decoded.startsWith('//'))
    return '/';
  const resolved = new URL(candidate, base);
  if (resolved.origin !== base.origin) return '/';
  return resolved.pathname + resolved.search + resolved.hash;
}
