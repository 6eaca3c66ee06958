/**
 * For code no page needs for its first paint: `load` (a dynamic import) starts once the page has finished loading
 * and the browser is idle, so it never competes with what the page shows first; its result is then kept. A load that
 * fails is tried again at the next call.
 */
export function loadAfterPage<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= pageLoaded()
      .then(load)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
}

function pageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    // Within a second even on a busy page; right away in browsers without requestIdleCallback.
    const whenIdle = () =>
      window.requestIdleCallback?.(() => resolve(), { timeout: 1_000 }) ?? window.setTimeout(resolve);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}
