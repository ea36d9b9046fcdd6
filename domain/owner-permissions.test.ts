// Tests the editor's role table: who builds, who writes drafts, who only looks.
import { describe, expect, it } from 'vitest';
import { capabilitiesOf, capabilitiesOfScopes, rolesWith } from './owner-permissions.js';
import { ALL_ROLES, ROLE } from './roles.js';

describe('owner permissions', () => {
  it('lets admins, website managers and editors do everything', () => {
    for (const role of [ROLE.admin, ROLE.websiteManager, ROLE.editor]) {
      expect(capabilitiesOf([role])).toContain('pages:edit');
      expect(capabilitiesOf([role])).toContain('content:publish');
    }
  });

  it('lets a draft editor write but not publish, and a viewer only look', () => {
    expect(capabilitiesOf([ROLE.draftEditor])).toEqual([
      'pages:view',
      'content:view',
      'content:edit',
      'files:view',
      'files:edit',
    ]);
    expect(capabilitiesOf([ROLE.viewer])).toEqual(['pages:view', 'content:view', 'files:view']);
    expect(capabilitiesOf([ROLE.none])).toEqual([]);
    // A moderator looks, and moderates comments (SPEC §3 role 6).
    expect(capabilitiesOf([ROLE.moderator])).toEqual([
      'pages:view',
      'content:view',
      'comments:moderate',
      'files:view',
    ]);
    expect(capabilitiesOf([])).toEqual([]);
  });

  it('joins the capabilities of several roles', () => {
    expect(capabilitiesOf([ROLE.viewer, ROLE.storeManager])).toContain('files:edit');
  });

  it('names the roles of a capability, never none', () => {
    expect(rolesWith('pages:edit').sort((a, b) => a - b)).toEqual([1, 4, 15]);
    expect(rolesWith('pages:view')).not.toContain(ROLE.none);
    expect(rolesWith('pages:view').length).toBe(ALL_ROLES.length - 1);
  });

  it('lets the store roles run the store, billing and reporting look at it, editors not', () => {
    expect(rolesWith('commerce:edit').sort((a, b) => a - b)).toEqual([1, 8, 15]);
    expect(rolesWith('commerce:view').sort((a, b) => a - b)).toEqual([1, 2, 3, 8, 15]);
    expect(capabilitiesOf([ROLE.editor])).not.toContain('commerce:view');
  });

  it('leaves workflow automation to admins and website managers', () => {
    expect(rolesWith('automation:view').sort((a, b) => a - b)).toEqual([1, 15]);
    expect(rolesWith('automation:edit').sort((a, b) => a - b)).toEqual([1, 15]);
    expect(capabilitiesOfScopes(['automation:write'])).toEqual(['automation:edit']);
  });

  it('leaves mailing lists and campaigns to admins, website managers and campaigns editors', () => {
    expect(rolesWith('marketing:edit').sort((a, b) => a - b)).toEqual([1, 11, 15]);
    expect(rolesWith('marketing:view').sort((a, b) => a - b)).toEqual([1, 11, 15]);
    expect(capabilitiesOf([ROLE.editor])).not.toContain('marketing:view');
    expect(capabilitiesOfScopes(['marketing:write'])).toEqual(['marketing:edit']);
  });

  it('lets those who build the site, and reporting, read form submissions', () => {
    expect(rolesWith('forms:view').sort((a, b) => a - b)).toEqual([1, 3, 4, 15]);
    expect(capabilitiesOfScopes(['forms:read'])).toEqual(['forms:view']);
  });

  it('leaves the site settings (domains, currency) to admins and website managers', () => {
    expect(rolesWith('settings:edit').sort((a, b) => a - b)).toEqual([1, 15]);
    expect(capabilitiesOf([ROLE.editor])).not.toContain('settings:edit');
    expect(capabilitiesOfScopes(['website:write'])).toEqual(['settings:edit']);
  });

  it('maps API-key scopes to capabilities', () => {
    expect(capabilitiesOfScopes(['content:write'])).toEqual([
      'content:edit',
      'content:publish',
      'comments:moderate',
      'tags:edit',
    ]);
    expect(capabilitiesOfScopes(['website:read'])).toEqual([]);
  });
});
