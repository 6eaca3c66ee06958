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
/** Apps listen on FAULTS_PORT_BASE (3911 by default) and the nine ports after it: give each checkout its own range. */
const PORT_BASE = Number(process.env.FAULTS_PORT_BASE || 3911);
export const PORTS = {
  killApp: PORT_BASE,
  pgRestart: PORT_BASE + 1,
  workerDelivery: PORT_BASE + 2,
  workerBatch: PORT_BASE + 3,
  receiverDown: PORT_BASE + 4,
  money: PORT_BASE + 5,
  refunds: PORT_BASE + 6,
  multiInstance: [PORT_BASE + 7, PORT_BASE + 8] as const,
  sigterm: PORT_BASE + 9,
};
export const BATCH_RECORDS = 5_000;
