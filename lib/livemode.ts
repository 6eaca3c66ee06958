/**
 * Test and live mode, kept apart as Stripe does (docs/decisions.md): every charge, refund, payout, qualification
 * record and webhook delivery belongs to one mode, and every read and write is scoped by the organization and the mode.
 */

/** Whose objects, in which mode. A request's `Principal` is one; domain calls take it instead of a bare organization id. */
export type Scope = { organizationId: number; livemode: boolean };

export type Mode = 'test' | 'live';

/** An API key acts in its own mode: `sk_live_…` keys in live mode, `sk_test_…` keys in test mode. */
export function livemodeOfKey(mode: Mode): boolean {
  return mode === 'live';
}

/**
 * The mode the dashboard's switch chose, or null when its cookie holds no valid choice (then the dashboard opens in
 * test mode until the organization has an active live key). Any other value is ignored: a forged cookie picks no third mode.
 */
export function chosenLivemode(cookie: string | undefined): boolean | null {
  if (cookie === 'live') return true;
  if (cookie === 'test') return false;
  return null;
}

export const modeName = (livemode: boolean): Mode => (livemode ? 'live' : 'test');

/** Test mode of an organization: where the demo data and the sandbox live. */
export const testScope = (organizationId: number): Scope => ({ organizationId, livemode: false });
