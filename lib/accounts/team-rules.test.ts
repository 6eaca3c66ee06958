import { describe, expect, it } from 'vitest';
import { teamChangeProblem } from './team-rules';

const admin = { id: 1, role: 'admin' as const, active: true };

describe('teamChangeProblem', () => {
  it('keeps the last active admin', () => {
    expect(teamChangeProblem(admin, { role: 'write' }, 2, 1)).toMatchObject({ field: 'role' });
    expect(teamChangeProblem(admin, { active: false }, 2, 1)).toMatchObject({ field: 'active' });
    expect(teamChangeProblem(admin, { role: 'view' }, 2, 2)).toBeNull();
    expect(teamChangeProblem(admin, { role: 'admin', active: true }, 2, 1)).toBeNull();
  });

  it('lets an inactive admin be changed, and anyone else', () => {
    expect(teamChangeProblem({ ...admin, active: false }, { role: 'view' }, 2, 1)).toBeNull();
    expect(teamChangeProblem({ id: 3, role: 'view', active: true }, { role: 'admin' }, 2, 1)).toBeNull();
  });

  it('refuses deactivating yourself and touching operators', () => {
    expect(teamChangeProblem({ id: 2, role: 'write', active: true }, { active: false }, 2, 3)).toMatchObject({
      field: 'active',
    });
    expect(teamChangeProblem({ id: 4, role: 'operator', active: true }, { role: 'view' }, 2, 3)).toMatchObject({
      field: 'role',
    });
  });
});
