import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { freshTestDb } from '@/test/db';
import { createApiKey, dashboardModeOf, revokeApiKey } from './api-keys';

let db: Db;
let organizationId: number;
const actor = { userId: null, apiKeyId: null };

beforeEach(async () => {
  db = await freshTestDb();
  organizationId = (await db.query.organizations.findFirst())!.id;
});

describe('dashboardModeOf', () => {
  it('opens in test mode until the organization has an active live key, unless the switch chose', async () => {
    expect(await dashboardModeOf(db, organizationId, undefined)).toBe(false);
    expect(await dashboardModeOf(db, organizationId, 'live')).toBe(true);
    const live = await createApiKey(db, { organizationId, name: 'live', mode: 'live', actor });
    expect(await dashboardModeOf(db, organizationId, undefined)).toBe(true);
    expect(await dashboardModeOf(db, organizationId, 'forged')).toBe(true);
    expect(await dashboardModeOf(db, organizationId, 'test')).toBe(false);
    await revokeApiKey(db, organizationId, live.record.id, actor, new Date());
    expect(await dashboardModeOf(db, organizationId, undefined)).toBe(false);
  });
});
