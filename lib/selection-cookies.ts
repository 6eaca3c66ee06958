/** Dashboard selections kept in cookies; the server validates both on every request. */
export const SELECTED_ORGANIZATION_COOKIE = 'payrail_org';
export const SELECTED_MERCHANT_COOKIE = 'payrail_merchant';
/** The dashboard's mode switch: `test` or `live` (lib/livemode.ts `chosenLivemode`). */
export const MODE_COOKIE = 'payrail_mode';
