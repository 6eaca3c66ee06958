import { shutdownTimeoutMs } from './config';
import { isDraining, startDraining } from './draining';
import { logger } from './logger';

/** SIGTERM (and SIGINT) for the app and the worker (docs/decisions.md, "Operations"). */

/** What happens after the signal is past the bound anyway: the orchestrator's SIGKILL comes soon after. */
const PAST_THE_BOUND_MS = 2_000;

const globalForHandler = globalThis as unknown as { payrailShutdownHooked?: boolean };

type Shutdown = {
  /** Finishes or hands back the work in hand within `withinMs` (the worker's stop). */
  drain: (withinMs: number) => Promise<void>;
  /** Runs last, once nothing uses it any more (closing the database). */
  close: () => Promise<void>;
  /**
   * `next`: `next start` has its own handler (node_modules/next/dist/server/lib/start-server.js): it stops accepting
   * connections, lets in-flight requests finish, then calls process.exit(0); that exit is held until `drain` and
   * `close` are done. `self`: a plain script, which exits when they are.
   */
  exit: 'next' | 'self';
};

/** Installs the handler once per process; later calls (boot in tests) change nothing. */
export function shutDownOnSignal({ drain, close, exit: exitBy }: Shutdown): void {
  if (globalForHandler.payrailShutdownHooked) return;
  globalForHandler.payrailShutdownHooked = true;
  const onSignal = (signal: NodeJS.Signals) => {
    if (isDraining()) return;
    startDraining();
    const exit: (code?: number) => never = process.exit.bind(process);
    const withinMs = shutdownTimeoutMs();
    logger.info({ signal, withinMs }, 'shutting down');
    const drained = drain(withinMs).then(
      () => 0,
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown: draining failed');
        return 1;
      },
    );
    const finish = async (code: number) => {
      const drainCode = await drained;
      const closeCode = await close().then(
        () => 0,
        (error: unknown) => (logger.error({ err: error }, 'shutdown: closing failed'), 1),
      );
      exit(code || drainCode || closeCode);
    };
    // A request or job still hanging past the bound is cut: it cannot hold the process up for ever.
    setTimeout(() => {
      logger.warn({ withinMs }, 'shutdown: past the bound, exiting with work unfinished');
      exit(0);
    }, withinMs + PAST_THE_BOUND_MS).unref();
    if (exitBy === 'self') void finish(0);
    else process.exit = ((code?: number) => void finish(code ?? 0)) as typeof process.exit;
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
