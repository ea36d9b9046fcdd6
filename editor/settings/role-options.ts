// The roles the Members screen offers: every role but none, and the admin role only to an admin.
import { ROLE } from '../../domain/roles.js';
import { GIVABLE_ROLES, roleName } from '../../domain/website-members.js';

/** The options of a role select, as `SelectField` takes them. */
export function roleOptions(isAdmin: boolean, current?: number): { value: string; label: string }[] {
  return GIVABLE_ROLES.filter((role) => isAdmin || role !== ROLE.admin || role === current).map((role) => ({
    value: String(role),
    label: roleName(role),
  }));
}
