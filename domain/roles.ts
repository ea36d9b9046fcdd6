// SPEC §3 "Role": the role numbers a member holds on a website, shared by the server's guards and the editor.

/** SPEC §3 "Role": a member's role on one website. */
export const ROLE = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
  none: 14,
  websiteManager: 15,
  draftEditor: 16,
} as const;

/** Every SPEC role number. */
export const ALL_ROLES: readonly number[] = Object.values(ROLE);

/** Everyone with a real role on the website: every role but `none` (14), which grants nothing. */
export const MEMBER_ROLES: readonly number[] = ALL_ROLES.filter((role) => role !== ROLE.none);
