import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { theRow } from '@/db/rows';

/**
 * patches/postgres+3.4.7.patch: postgres.js lost or wedged queries when Postgres dropped a connection (a restart, a
 * crash, pg_terminate_backend). These tests fail on the unpatched driver: the first with an uncaught TypeError, the
 * second with a query that never settles.
 */
const url = process.env.DATABASE_URL;

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);

describe.skipIf(!url)('postgres.js when Postgres drops a connection', () => {
  const admin = postgres(url ?? '', { max: 1, onnotice: () => {} });
  afterAll(() => admin.end());

  it('rejects a query on a reserved connection whose backend is gone, instead of throwing where nobody can catch it', async () => {
    const sql = postgres(url ?? '', { max: 2, onnotice: () => {} });
    try {
      const reserved = await sql.reserve();
      const { pid } = theRow(await reserved`select pg_backend_pid() as pid`, 'select pg_backend_pid()');
      await admin`select pg_terminate_backend(${pid})`;
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(within(reserved`select 1`, 5_000)).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
      const { one } = theRow(await within(sql`select 1 as one`, 5_000), 'select 1');
      expect(one).toBe(1);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });

  it(
    'settles every query of a pooled connection whose backend is killed under it, and keeps serving',
    { timeout: 60_000 },
    async () => {
      const sql = postgres(url ?? '', { max: 1, onnotice: () => {}, backoff: () => 0.01 });
      try {
        for (let round = 0; round < 60; round++) {
          // Each query either answers or fails with a connection error; none may hang.
          const pid = await within(sql`select pg_backend_pid() as pid`, 5_000).then(
            (rows) => theRow(rows, 'select pg_backend_pid()').pid as number,
            (error: Error & { code?: string }) => {
              expect(error.code).toBeDefined();
              return null;
            },
          );
          if (pid === null) continue;
          const kill = admin`select pg_terminate_backend(${pid})`;
          const during = Array.from({ length: 5 }, () =>
            within(sql`select 1`, 5_000).then(
              () => 'answered',
              (error: Error & { code?: string }) => error.code ?? error.message,
            ),
          );
          await kill;
          for (const outcome of await Promise.all(during)) expect(outcome).not.toMatch(/no answer/);
        }
        // The last kill may land after its round's queries, so the next few can still fail with a connection error
        // (never hang) until the pool has a live connection again; then a query must answer.
        let answer: postgres.RowList<postgres.Row[]> | null = null;
        for (let attempt = 0; attempt < 5 && !answer; attempt++) {
          answer = await within(sql`select 1 as one`, 5_000).catch((error: Error & { code?: string }) => {
            expect(error.code).toBeDefined();
            return null;
          });
        }
        expect(answer?.[0]?.one).toBe(1);
      } finally {
        await sql.end({ timeout: 1 });
      }
    },
  );
});
