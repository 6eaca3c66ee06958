import { startupProblem } from './policy';

/** Called first by every process that serves or works (lib/boot.ts, scripts/worker.ts): one line on stderr, exit 1. */
export function refuseUnsafeStart(): void {
  const problem = startupProblem();
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
