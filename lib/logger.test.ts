import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { createLogger } from './logger';

const SECRET = 'sk_live_5f3c9a7e1b2d4c6e8f0a';

/** A logger at `info` writing into an array of lines. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger(stream, 'info'), text: () => lines.join('') };
}

describe('logger', () => {
  it('logs a failing query without its parameters (drizzle, and the driver error under it)', async () => {
    const db = await getDb();
    // Postgres quotes the bad value in its own message: invalid input syntax for type integer: "sk_live_…".
    const error = await db.execute(sql`select ${SECRET}::int as n, ${'hunter2-password'}::text as p`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String((error as Error).message)).toContain(SECRET);

    const { log, text } = capturedLogger();
    log.error({ err: error, requestId: 'r1' }, 'unhandled API error');
    const written = text();
    expect(written).toContain('unhandled API error');
    expect(written).toContain('Failed query');
    expect(written).toContain('r1');
    expect(written).not.toContain(SECRET);
    expect(written).not.toContain('hunter2-password');
  });

  it('redacts credentials in headers and bodies', () => {
    const { log, text } = capturedLogger();
    log.info(
      {
        headers: { authorization: `Bearer ${SECRET}`, cookie: 'next-auth.session-token=abc123xyz' },
        req: { headers: { authorization: `Bearer ${SECRET}`, cookie: 'next-auth.session-token=abc123xyz' } },
        body: { password: 'hunter2-password', key: SECRET, secret: SECRET },
        password: 'hunter2-password',
      },
      'request',
    );
    const written = text();
    expect(written).toContain('[redacted]');
    expect(written).not.toContain(SECRET);
    expect(written).not.toContain('hunter2-password');
    expect(written).not.toContain('abc123xyz');
  });

  it('keeps the error fields that help: type, message, code, stack frames', () => {
    const { log, text } = capturedLogger();
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      constraint_name: 'users_email_key',
      detail: 'Key (email)=(ana@example.com) already exists.',
      parameters: ['ana@example.com', SECRET],
    });
    log.error({ err: error }, 'failed');
    const logged = JSON.parse(text()).err;
    expect(logged).toMatchObject({ type: 'Error', code: '23505', constraint_name: 'users_email_key' });
    expect(logged.message).toContain('users_email_key');
    expect(logged.stack).toContain('logger.test.ts');
    expect(text()).not.toContain('ana@example.com');
    expect(text()).not.toContain(SECRET);
  });
});
