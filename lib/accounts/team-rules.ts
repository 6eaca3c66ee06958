/** What an admin may change on the team page; pure, so the page and the API refuse the same things. */

/** Every role a user can hold; `operator` is Payrail's own (it reviews onboarding), never a merchant's. */
export const roles = ['admin', 'write', 'view', 'operator'] as const;
export type Role = (typeof roles)[number];

/** Roles an admin can give on the team page; `operator` is Payrail's own. */
export const teamRoles = ['admin', 'write', 'view'] as const;

export type TeamMember = { id: number; role: Role; active: boolean };
export type TeamChange = { role?: Role; active?: boolean };

/** Why `change` may not be made to `target` by `actorId`, or null when it may. */
export function teamChangeProblem(
  target: TeamMember,
  change: TeamChange,
  actorId: number | null,
  activeAdmins: number,
): { field: 'role' | 'active'; message: string } | null {
  if (target.role === 'operator')
    return { field: 'role', message: 'Platform operators are managed by Payrail, not on the team page.' };
  if (change.active === false && target.id === actorId)
    return { field: 'active', message: 'You cannot deactivate yourself; ask another admin.' };
  const losesAdmin =
    target.role === 'admin' &&
    target.active &&
    ((change.role !== undefined && change.role !== 'admin') || change.active === false);
  if (losesAdmin && activeAdmins <= 1) {
    return {
      field: change.active === false ? 'active' : 'role',
      message: 'The organization must keep at least one active admin.',
    };
  }
  return null;
}
