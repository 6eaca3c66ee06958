import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The tenant and mode conditions that every read and write of a mode-scoped table carries (ARCHITECTURE.md, test and
 * live mode): one place, so no query can name the organization and forget the mode.
 */
export function inScope(
  table: { organizationId: PgColumn; livemode: PgColumn },
  scope: { organizationId: number; livemode: boolean },
): SQL[] {
  return [eq(table.organizationId, scope.organizationId), eq(table.livemode, scope.livemode)];
}
