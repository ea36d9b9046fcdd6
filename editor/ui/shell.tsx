// The signed-in editor: the left navigation, the current screen, the site preview, and the session-expired dialog.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import type { Capability } from '../../domain/owner-permissions.js';
import { signOut } from '../api/account.js';
import { ApiError } from '../api/client.js';
import { useWebsite } from '../api/website.js';
import { Alert } from './alert.js';
import { Loading, LoadError } from './load-state.js';
import { PreviewPane } from './preview.js';
import { SessionExpiry } from './session-expiry.js';
import { SiteSwitcher } from '../setup/site-switcher.js';
import { WebsiteStartNotice } from '../setup/website-start-notice.js';

/** The headings the left navigation groups its links under, in order. */
export const NAV_GROUPS = ['Website', 'Commerce', 'Marketing', 'Analytics', 'Settings'] as const;

/** One heading of the left navigation. */
export type NavGroup = (typeof NAV_GROUPS)[number];

/** A link of the left navigation, shown only to owners with its capability. */
export interface NavEntry {
  to: string;
  label: string;
  capability: Capability;
  /** The heading it is listed under; none for Home, above the groups. */
  group?: NavGroup;
  /** The address prefix of the screens this link leads into (`/commerce`): the link shows as current under it. */
  section?: string;
}

/** The left navigation: each screen an owner opens from the side, shown to the roles holding its capability. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/', label: 'Home', capability: 'pages:view' },
  { to: '/pages', label: 'Pages', capability: 'pages:view', group: 'Website' },
  { to: '/design', label: 'Design', capability: 'pages:view', section: '/design', group: 'Website' },
  { to: '/files', label: 'Files', capability: 'files:view', group: 'Website' },
  { to: '/tags', label: 'Tags', capability: 'content:view', group: 'Website' },
  {
    to: '/data-tables',
    label: 'Data tables',
    capability: 'pages:view',
    section: '/data-tables',
    group: 'Website',
  },
  { to: '/forms', label: 'Forms', capability: 'pages:view', group: 'Website' },
  { to: '/forms/submissions', label: 'Form submissions', capability: 'forms:view', group: 'Website' },
  { to: '/comments', label: 'Comments', capability: 'content:view', group: 'Website' },
  {
    to: '/commerce/products',
    label: 'Commerce',
    capability: 'commerce:view',
    section: '/commerce',
    group: 'Commerce',
  },
  {
    to: '/mailing-lists',
    label: 'Mailing lists',
    capability: 'marketing:view',
    section: '/mailing-lists',
    group: 'Marketing',
  },
  {
    to: '/settings/newsletter-popup',
    label: 'Newsletter popup',
    capability: 'pages:view',
    group: 'Marketing',
  },
  { to: '/automation', label: 'Automation', capability: 'automation:view', group: 'Marketing' },
  { to: '/analytics', label: 'Analytics', capability: 'pages:view', group: 'Analytics' },
  { to: '/settings/tracking', label: 'Tracking settings', capability: 'pages:view', group: 'Analytics' },
  { to: '/settings/site', label: 'Site settings', capability: 'pages:view', group: 'Settings' },
  { to: '/settings/sharing', label: 'Sharing', capability: 'pages:view', group: 'Settings' },
  { to: '/settings/url-mappings', label: 'URL mappings', capability: 'pages:view', group: 'Settings' },
  { to: '/settings/import', label: 'Import', capability: 'settings:edit', group: 'Settings' },
  { to: '/settings/export', label: 'Export', capability: 'settings:edit', group: 'Settings' },
  { to: '/settings/sso', label: 'Single sign-on', capability: 'pages:view', group: 'Settings' },
  { to: '/settings/bot-protection', label: 'Bot protection', capability: 'pages:view', group: 'Settings' },
  // The API-key routes are for admins and website managers (MANAGER_ROLES), who alone hold automation:edit.
  { to: '/settings/api-keys', label: 'API keys', capability: 'automation:edit', group: 'Settings' },
  { to: '/settings/members', label: 'Members', capability: 'members:manage', group: 'Settings' },
];

/** Where a person the website requires two-factor of is sent until they set it up (the profile stays open). */
export const TWO_FACTOR_SETUP_PATH = '/profile/two-factor';

/**
 * Whether only the entry's own address makes it current: Home (every address starts with `/`), and
 * an entry with another's screen under its address (Forms, Form submissions).
 */
function currentOnlyAtItsAddress(entry: NavEntry): boolean {
  return entry.to === '/' || NAV_ENTRIES.some((other) => other.to.startsWith(`${entry.to}/`));
}

/** Whether `pathname` is a screen of the entry's section (any Commerce screen for Commerce). */
function inSection(entry: NavEntry, pathname: string): boolean {
  return (
    entry.section !== undefined && (pathname === entry.section || pathname.startsWith(`${entry.section}/`))
  );
}

/** What a route tells the shell (its `handle`): whether the preview shows beside it, and its title. */
export interface ScreenHandle {
  preview?: boolean;
  title?: string;
}

/** The frame of every signed-in screen. Signed out, it sends the owner to sign in and back here after. */
export function Shell() {
  const website = useWebsite();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const matches = useMatches();
  const handle = (matches.at(-1)?.handle ?? {}) as ScreenHandle;
  // On a phone the navigation folds into a menu, closed again on every move.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    const site = website.data?.website.title;
    document.title = [handle.title, site, 'Tessera'].filter(Boolean).join(' · ');
  }, [handle.title, website.data?.website.title]);

  if (website.isPending) return <Loading label="Opening the editor…" />;
  if (website.error !== null) {
    if (website.error instanceof ApiError && website.error.status === 401) {
      const next = `${location.pathname}${location.search}`;
      return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
    }
    if (!(website.error instanceof ApiError && website.error.status === 403)) {
      return (
        <main className="auth" id="main">
          <LoadError error={website.error} onRetry={() => void website.refetch()} />
        </main>
      );
    }
  }

  async function leave() {
    await signOut().catch(() => undefined);
    queryClient.clear();
    navigate('/login', { replace: true });
  }

  const data = website.data;
  // The website requires two-factor sign-in and this person has not set it up: nothing else opens.
  if (data?.twoFactorSetupNeeded === true && !location.pathname.startsWith('/profile')) {
    return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  }
  const capabilities = data?.capabilities ?? [];
  const entries = NAV_ENTRIES.filter((entry) => capabilities.includes(entry.capability));
  return (
    <div className={`editor${handle.preview ? ' editor--with-preview' : ''}`}>
      <a className="skip-link" href="#main">
        Skip to the editor
      </a>
      <header className="editor__header">
        <button
          type="button"
          className="button button--small editor__menu-button"
          aria-expanded={menuOpen}
          aria-controls="editor-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <p className="editor__site">{data?.website.title ?? 'Your site'}</p>
        {data?.account != null ? <SiteSwitcher /> : null}
        <p className="editor__account">{data?.account?.email}</p>
        <Link className="button button--small" to="/profile">
          Your profile
        </Link>
        <button type="button" className="button button--small" onClick={() => void leave()}>
          Sign out
        </button>
      </header>
      <nav
        className={`editor__nav${menuOpen ? ' editor__nav--open' : ''}`}
        id="editor-nav"
        aria-label="Editor"
      >
        <div className="editor__nav-links">
          <NavList entries={entries.filter((entry) => entry.group === undefined)} />
          {NAV_GROUPS.map((group) => {
            const grouped = entries.filter((entry) => entry.group === group);
            if (grouped.length === 0) return null;
            const id = `editor-nav-${group.toLowerCase()}`;
            return (
              <div className="editor__nav-group" key={group}>
                <h2 className="editor__nav-heading" id={id}>
                  {group}
                </h2>
                <NavList entries={grouped} labelledBy={id} />
              </div>
            );
          })}
        </div>
        {/* Beside the screens, not above them: a notice over a screen would move what it shows. */}
        {data?.account != null ? <WebsiteStartNotice /> : null}
      </nav>
      <main className="editor__main" id="main" tabIndex={-1}>
        {entries.length === 0 && !location.pathname.startsWith('/profile') ? (
          <Alert tone="warning" title="You cannot edit this website">
            Your role on this website does not include the editor. Ask its owner for access.
          </Alert>
        ) : (
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      {handle.preview ? <PreviewPane /> : null}
      <SessionExpiry email={data?.account?.email ?? ''} />
    </div>
  );
}

/** A list of navigation links (one group's, under the heading `labelledBy` names). */
function NavList({ entries, labelledBy }: { entries: readonly NavEntry[]; labelledBy?: string }) {
  const location = useLocation();
  if (entries.length === 0) return null;
  return (
    <ul aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <li key={entry.to}>
          {entry.section === undefined ? (
            <NavLink to={entry.to} className="editor__nav-link" end={currentOnlyAtItsAddress(entry)}>
              {entry.label}
            </NavLink>
          ) : (
            <Link
              to={entry.to}
              className={`editor__nav-link${inSection(entry, location.pathname) ? ' active' : ''}`}
              aria-current={inSection(entry, location.pathname) ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
