// What each role may do in the editor: one table the server's guards and the editor's navigation both read.
import { ROLE } from './roles.js';

/**
 * The editor's capabilities. `*:view` reads, the others change things. `content:publish` is
 * needed to make a post or event visible (published or scheduled); `content:edit` alone writes
 * drafts. `comments:moderate` approves, marks as spam and deletes visitors' comments.
 * `members:manage` invites people, changes their roles, removes them and may require two-factor
 * sign-in of everyone.
 */
export const CAPABILITIES = [
  'pages:view',
  'pages:edit',
  'content:view',
  'content:edit',
  'content:publish',
  'comments:moderate',
  'files:view',
  'files:edit',
  'tags:edit',
  'commerce:view',
  'commerce:edit',
  'automation:view',
  'automation:edit',
  'design:edit',
  'marketing:view',
  'marketing:edit',
  'forms:view',
  'members:manage',
  'settings:edit',
] as const;

/** One capability. */
export type Capability = (typeof CAPABILITIES)[number];

const ALL: readonly Capability[] = CAPABILITIES;
const VIEW: readonly Capability[] = ['pages:view', 'content:view', 'files:view'];
/** Building the site without running its store, its automation or its people (the editor role). */
const SITE: readonly Capability[] = ALL.filter(
  (capability) =>
    !capability.startsWith('commerce:') &&
    !capability.startsWith('automation:') &&
    !capability.startsWith('marketing:') &&
    !capability.startsWith('members:') &&
    capability !== 'settings:edit',
);
/** Running the store (the roles of server/commerce/stores/store-roles.ts). */
const STORE: readonly Capability[] = ['commerce:view', 'commerce:edit'];

/**
 * Role → capabilities. Admins, website managers and editors build the site; a draft editor writes
 * drafts (and uploads their pictures) that someone else publishes; a store manager uploads files
 * (product pictures), looks at the site and runs the store with admins and website managers
 * (`commerce:*`); billing and reporting may look at the store; a viewer and the other specialised roles may open the
 * editor and look. `none` (14) may do nothing. Workflow automation (`automation:*`: webhooks that
 * send orders and sign-ups to other services, with their secrets) is for admins and website managers.
 * The site's design (`design:edit`: fonts, colours, spacing, publishing them) is for those who build it.
 * Form submissions (`forms:view`: visitors' answers, personal data) are read by those who build the
 * site and by reporting.
 * Mailing lists and campaigns (`marketing:*`: the subscribers' addresses, the provider connection,
 * sending email to the list) are for admins, website managers and campaigns editors.
 * Comments (`comments:moderate`) are moderated by those who build the site and by moderators (SPEC
 * §3 role 6), who otherwise only look.
 * The people of the website (`members:manage`: invitations, roles, removal, requiring two-factor
 * sign-in) are managed by admins and website managers.
 * The site settings (`settings:edit`: title, pictures, time zone, the store's currency, the
 * business's details, the domain names the site answers on, search engines) are for admins and
 * website managers: a domain or a currency changed by mistake takes the site or the store away.
 */
const ROLE_CAPABILITIES: Readonly<Record<number, readonly Capability[]>> = {
  [ROLE.admin]: ALL,
  [ROLE.websiteManager]: ALL,
  [ROLE.editor]: SITE,
  [ROLE.draftEditor]: [...VIEW, 'content:edit', 'files:edit'],
  [ROLE.storeManager]: [...VIEW, 'files:edit', ...STORE],
  [ROLE.billing]: [...VIEW, 'commerce:view'],
  [ROLE.reporting]: [...VIEW, 'commerce:view', 'forms:view'],
  [ROLE.moderator]: [...VIEW, 'comments:moderate'],
  [ROLE.commenter]: VIEW,
  [ROLE.scheduling]: VIEW,
  [ROLE.viewer]: VIEW,
  [ROLE.campaignsEditor]: [...VIEW, 'marketing:view', 'marketing:edit'],
  [ROLE.schedulingViewer]: VIEW,
  [ROLE.schedulingEditor]: VIEW,
  [ROLE.none]: [],
};

/** Every capability any of `roles` grants, in {@link CAPABILITIES} order. */
export function capabilitiesOf(roles: readonly number[]): Capability[] {
  const granted = new Set(roles.flatMap((role) => ROLE_CAPABILITIES[role] ?? []));
  return CAPABILITIES.filter((capability) => granted.has(capability));
}

/** The roles that grant `capability` (what a server route allows). */
export function rolesWith(capability: Capability): number[] {
  return Object.entries(ROLE_CAPABILITIES)
    .filter(([, capabilities]) => capabilities.includes(capability))
    .map(([role]) => Number(role));
}

/**
 * Capabilities no API key stands for: who may work on a website, in which role, is decided by
 * people signed in (a leaked key must not be able to let someone in, or lock the admins out).
 */
export const PEOPLE_ONLY_CAPABILITIES = ['members:manage'] as const satisfies readonly Capability[];

/** A capability an API-key scope can stand for. */
export type KeyCapability = Exclude<Capability, (typeof PEOPLE_ONLY_CAPABILITIES)[number]>;

/**
 * The API-key scope that stands for a capability: a key with `pages:write` may do what
 * `pages:edit` lets a person do, and so on.
 */
export const CAPABILITY_SCOPES: Readonly<Record<KeyCapability, string>> = {
  'pages:view': 'pages:read',
  'pages:edit': 'pages:write',
  'content:view': 'content:read',
  'content:edit': 'content:write',
  'content:publish': 'content:write',
  'comments:moderate': 'content:write',
  'files:view': 'files:read',
  'files:edit': 'files:write',
  'tags:edit': 'content:write',
  'commerce:view': 'products:read',
  'commerce:edit': 'products:write',
  'automation:view': 'automation:read',
  'automation:edit': 'automation:write',
  'design:edit': 'pages:write',
  'marketing:view': 'marketing:read',
  'marketing:edit': 'marketing:write',
  'forms:view': 'forms:read',
  'settings:edit': 'website:write',
};

/** The API-key scope standing for `capability`, or undefined when no key may have it (people only). */
export function scopeOf(capability: Capability): string | undefined {
  return Object.hasOwn(CAPABILITY_SCOPES, capability)
    ? CAPABILITY_SCOPES[capability as KeyCapability]
    : undefined;
}

/** The capabilities an API key's scopes stand for. */
export function capabilitiesOfScopes(scopes: readonly string[]): Capability[] {
  return CAPABILITIES.filter((capability) => {
    const scope = scopeOf(capability);
    return scope !== undefined && scopes.includes(scope);
  });
}
