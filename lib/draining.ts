/**
 * Whether the process got its stop signal (lib/shutdown.ts), apart from the handler so that proxy.ts can read it
 * without loading the logger. On globalThis: Next bundles instrumentation, the proxy and route handlers apart (like
 * db/client.ts's handle), and they must all see the flag boot's handler sets.
 */
const globalForDraining = globalThis as unknown as { payrailDraining?: boolean };

/** True once a stop signal came: /api/ready answers 503 and responses close their connection. */
export const isDraining = (): boolean => globalForDraining.payrailDraining === true;

export function startDraining(): void {
  globalForDraining.payrailDraining = true;
}
