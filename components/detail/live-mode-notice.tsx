import { NO_LIVE_PROCESSOR } from '@/lib/livemode';

/** In place of the sandbox's controls on a live object: nothing will move it yet, and the page says so plainly. */
export function LiveModeNotice({ noun, className = '' }: { noun: keyof typeof NO_LIVE_PROCESSOR; className?: string }) {
  return (
    <p
      className={`rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700 ${className}`}
      data-testid="live-mode-notice"
    >
      {NO_LIVE_PROCESSOR[noun]}
    </p>
  );
}
