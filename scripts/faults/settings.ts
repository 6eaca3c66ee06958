import path from 'node:path';

// A test harness, not the app: it reads its own knobs and hands the app its settings through the child's env.
export const root = path.resolve(import.meta.dirname, '../..');
export const distDir = process.env.NEXT_DIST_DIR || '.next';
export const outDir = path.join(root, '.faults-output');
export const baseUrl = process.env.DATABASE_URL;
export const pgRestartCommand = process.env.FAULTS_PG_RESTART;

export const LOOPS = 8;
/** A request not answered by then counts as hung. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Workers reclaim a dead worker's jobs after this lease instead of the default 5 minutes. */
export const WORKER_LEASE_MS = '3000';
export const PORTS = {
  killApp: 3911,
  pgRestart: 3912,
  workerDelivery: 3913,
  workerBatch: 3914,
  receiverDown: 3915,
  money: 3916,
  refunds: 3917,
};
export const BATCH_RECORDS = 5_000;
