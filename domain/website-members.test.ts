// Tests the rules of a website's people: who may touch an admin, and which change would leave no admin.
import { describe, expect, it } from 'vitest';
import { ROLE } from './roles.js';
import {
  adminRuleProblem,
  GIVABLE_ROLES,
  leavesNoAdmin,
  MEMBER_MESSAGES,
  roleName,
} from './website-members.js';

describe('the people of a website', () => {
  it('offers every role but none, each with a name', () => {
    expect(GIVABLE_ROLES).not.toContain(ROLE.none);
    expect(GIVABLE_ROLES).toHaveLength(14);
    expect(roleName(ROLE.editor)).toBe('Editor');
    expect(roleName(ROLE.websiteManager)).toBe('Website manager');
    expect(roleName(99)).toBe('Role 99');
  });

  it('lets an admin do anything, and a website manager anything but touch the admin role', () => {
    const admin = [ROLE.admin];
    const manager = [ROLE.websiteManager];
    expect(adminRuleProblem(admin, [ROLE.admin], ROLE.editor)).toBeUndefined();
    expect(adminRuleProblem(admin, [], ROLE.admin)).toBeUndefined();
    expect(adminRuleProblem(manager, [ROLE.editor], ROLE.viewer)).toBeUndefined();
    expect(adminRuleProblem(manager, [], ROLE.websiteManager)).toBeUndefined();
    expect(adminRuleProblem(manager, [], ROLE.admin)).toBe(MEMBER_MESSAGES.onlyAdminsForAdmins);
    expect(adminRuleProblem(manager, [ROLE.admin], ROLE.editor)).toBe(MEMBER_MESSAGES.onlyAdminsForAdmins);
    expect(adminRuleProblem(manager, [ROLE.admin])).toBe(MEMBER_MESSAGES.onlyAdminsForAdmins);
  });

  it('refuses only the change that takes the role from the last admin', () => {
    expect(leavesNoAdmin(['a'], 'a', ROLE.editor)).toBe(true);
    expect(leavesNoAdmin(['a'], 'a', undefined)).toBe(true);
    expect(leavesNoAdmin(['a'], 'a', ROLE.admin)).toBe(false);
    expect(leavesNoAdmin(['a', 'b'], 'a', undefined)).toBe(false);
    expect(leavesNoAdmin(['a'], 'b', undefined)).toBe(false);
    expect(leavesNoAdmin([], 'b', ROLE.viewer)).toBe(false);
  });
});
