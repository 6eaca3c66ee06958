/**
 * Test and live mode, kept apart as Stripe does (docs/decisions.md): every charge, payout, qualification record and
 * webhook delivery belongs to one mode, and every read and write is scoped by the organization and the mode.
 */

/** Whose objects, in which mode. A request's `Principal` is one; domain calls take it instead of a bare organization id. */
export type Scope = { organizationId: number; livemode: boolean };

export type Mode = 'test' | 'live';

/** An API key acts in its own mode: `sk_live_…` keys in live mode, `sk_test_…` keys in test mode. */
export function livemodeOfKey(mode: Mode): boolean {
  return mode === 'live';
}

/**
 * The dashboard's mode: the switch's cookie when it holds a valid value, otherwise test mode until the
 * organization has an active live key. Any other cookie value is ignored, so a forged cookie picks no third mode.
 */
export function dashboardLivemode(cookie: string | undefined, hasLiveKey: boolean): boolean {
  if (cookie === 'live') return true;
  if (cookie === 'test') return false;
  return hasLiveKey;
}

export const modeName = (livemode: boolean): Mode => (livemode ? 'live' : 'test');

/** Test mode of an organization: where the demo data and the sandbox live. */
export const testScope = (organizationId: number): Scope => ({ organizationId, livemode: false });

/** What the pages say about a live object while no live processor is connected (lib/processor). */
export const NO_LIVE_PROCESSOR = {
  charge: 'Live mode: no payment processor is connected yet; this charge stays open until it expires.',
  payout: 'Live mode: no payment processor is connected yet; this payout stays awaiting.',
} as const;
