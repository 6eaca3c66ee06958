import path from 'node:path';
import { startNext, startProcess, type GroupProcess, type StopServer } from '../../bench/support';
import { check, messageOf, sleep } from './harness';
import { outDir, WORKER_LEASE_MS } from './settings';

// Every process started here is stopped when its scenario ends, however it ends.

export const live = new Set<GroupProcess>();

export async function app(
  scenario: string,
  databaseUrl: string,
  port: number,
  env: Record<string, string>,
): Promise<StopServer> {
  const server = await startNext(databaseUrl, port, env, { logFile: path.join(outDir, `${scenario}-app.log`) });
  live.add(server.process);
  return server;
}

export function worker(scenario: string, databaseUrl: string, env: Record<string, string> = {}): GroupProcess {
  const child = startProcess(
    'npm',
    ['run', '--silent', 'worker'],
    { DATABASE_URL: databaseUrl, JOB_LEASE_MS: WORKER_LEASE_MS, ...env },
    { logFile: path.join(outDir, `${scenario}-workers.log`) },
  );
  live.add(child);
  return child;
}

/** kill -9 of the whole process group, waiting until the group leader is gone. */
export async function crash(child: GroupProcess): Promise<void> {
  child.kill('SIGKILL');
  await child.exited;
  live.delete(child);
}

async function stopAll(): Promise<void> {
  await Promise.all(
    [...live].map(async (child) => {
      child.kill('SIGTERM');
      await Promise.race([child.exited, sleep(5_000)]);
      child.kill('SIGKILL');
    }),
  );
  live.clear();
}

export async function runScenario(name: string, scenario: () => Promise<void>): Promise<void> {
  console.log(`\n${name}`);
  try {
    await scenario();
  } catch (error) {
    check(name, 'the scenario ran to its end', false, messageOf(error));
  } finally {
    await stopAll();
  }
}
