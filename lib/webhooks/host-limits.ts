/**
 * How hard one worker process may press one receiving host (docs/webhooks.md, Delivery): at most `concurrency`
 * deliveries in flight and at most `perSecond` started in any one-second window. State lives in memory, so with
 * several worker processes each keeps its own count: the limits hold per process, and a host may see up to
 * (processes × limit).
 */
export type HostLimits = { concurrency: number; perSecond: number };

export type HostSlot = { ok: true; release: () => void } | { ok: false; retryAt: number };

type HostState = { inFlight: number; started: number[]; queueTail: number };

const WINDOW_MS = 1_000;

export class HostLimiter {
  private readonly hosts = new Map<string, HostState>();

  constructor(private readonly limits: () => HostLimits) {}

  /**
   * A slot for one delivery to `host` at `nowMs`: a release function to call when the exchange is over, or the time
   * to try again. Refused deliveries are spread one interval apart (1 s / perSecond) after the ones refused before
   * them, so a backlog of thousands comes back at the pace the host accepts instead of all at once. Admission looks
   * only at the flights and the window, so a delivery coming back at its time is not sent to the back of the queue.
   */
  acquire(host: string, nowMs: number): HostSlot {
    const { concurrency, perSecond } = this.limits();
    const state = this.stateOf(host, nowMs);
    state.started = state.started.filter((at) => at > nowMs - WINDOW_MS);
    if (state.inFlight < concurrency && state.started.length < perSecond) {
      state.inFlight++;
      state.started.push(nowMs);
      let released = false;
      return {
        ok: true,
        release: () => {
          if (released) return;
          released = true;
          state.inFlight--;
        },
      };
    }
    const interval = WINDOW_MS / perSecond;
    const windowFrees =
      state.started.length >= perSecond
        ? state.started[state.started.length - perSecond]! + WINDOW_MS
        : nowMs + interval;
    const retryAt = Math.max(windowFrees, state.queueTail, nowMs + 1);
    state.queueTail = retryAt + interval;
    return { ok: false, retryAt };
  }

  private stateOf(host: string, nowMs: number): HostState {
    let state = this.hosts.get(host);
    if (!state) {
      if (this.hosts.size >= 10_000) this.forgetIdle(nowMs);
      state = { inFlight: 0, started: [], queueTail: 0 };
      this.hosts.set(host, state);
    }
    return state;
  }

  private forgetIdle(nowMs: number): void {
    for (const [host, state] of this.hosts) {
      if (state.inFlight === 0 && state.queueTail <= nowMs && state.started.every((at) => at <= nowMs - WINDOW_MS))
        this.hosts.delete(host);
    }
  }
}
