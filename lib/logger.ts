import { logLevel } from '@/lib/config';
import pino, { type DestinationStream, type LoggerOptions } from 'pino';

const REDACTED = '[redacted]';

// Wherever they appear at the top of a log line or one level down (a request's headers, a user object…).
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'passwordHash',
  'key',
  'apiKey',
  'secret',
  'token',
  'parameters',
  'params',
  'args',
];

// Properties of an error worth a log line. Everything else is dropped: postgres.js keeps `query`, `parameters` and
// `args` on an error, PGlite `query` and `params`, drizzle `query` and `params`, and Postgres' own `detail` and
// `where` quote the values of a row ("Key (email)=(…) already exists").
const ERROR_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema_name',
  'table_name',
  'column_name',
  'constraint_name',
  'errno',
  'syscall',
] as const;

/** Every value bound to a failed query, read from the error and its causes, enumerable or not. */
function boundValues(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 5) return [];
  const record = error as Record<string, unknown>;
  const values = ['params', 'parameters', 'args'].flatMap((name) =>
    Array.isArray(record[name]) ? (record[name] as unknown[]) : [],
  );
  return [
    ...values.flatMap((value) =>
      value === null || value === undefined ? [] : [typeof value === 'string' ? value : (JSON.stringify(value) ?? '')],
    ),
    ...boundValues(record.cause, depth + 1),
  ];
}

/** Drizzle's "Failed query: … params: …" loses its params; any bound value quoted in a message is blanked out. */
function scrubbed(text: string, values: string[]): string {
  let result = text.replace(/\nparams: [\s\S]*$/, '\nparams: ' + REDACTED);
  for (const value of values) if (value.length >= 3) result = result.split(value).join(REDACTED);
  return result;
}

type SerializedError = { type: string; message: string; stack?: string; cause?: SerializedError } & Record<
  string,
  unknown
>;

/**
 * The `err` serializer: type, message, stack frames and the diagnostic fields, never the query's parameters.
 * The stack is rebuilt from its frames (`    at …`) because its first lines repeat the unscrubbed message.
 */
export function serializeError(error: unknown, values = boundValues(error), depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubbed(String(error), values) };
  const message = scrubbed(error.message, values);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const serialized: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  const record = error as unknown as Record<string, unknown>;
  for (const field of ERROR_FIELDS)
    if (typeof record[field] === 'string' || typeof record[field] === 'number') serialized[field] = record[field];
  if (error.cause !== undefined && depth < 5) serialized.cause = serializeError(error.cause, values, depth + 1);
  return serialized;
}

export const loggerOptions: LoggerOptions = {
  level: logLevel(),
  base: { service: 'payrail' },
  serializers: { err: serializeError, error: serializeError },
  redact: {
    paths: [
      ...SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`]),
      ...['authorization', 'cookie'].map((header) => `*.headers["${header}"]`),
    ],
    censor: REDACTED,
  },
};

/** The app's logger; tests pass a stream to read what it writes. */
export function createLogger(destination?: DestinationStream, level?: string) {
  return pino({ ...loggerOptions, ...(level ? { level } : {}) }, destination);
}

export const logger = createLogger();
