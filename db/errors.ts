const UNIQUE_VIOLATION = '23505';

/** A unique index refused the write; drivers put the Postgres code on the error or on its cause. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate?.code === UNIQUE_VIOLATION || candidate?.cause?.code === UNIQUE_VIOLATION;
}
