// Tests the editor's left navigation: Home first, then every link under its heading (Website, Commerce, Marketing, Analytics, Settings) as a list named by it, each shown only to the roles that may open it.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeWebsite } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { NAV_ENTRIES, NAV_GROUPS, Shell } from './shell.js';

const api = fakeApiForEachTest();

const routes = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <h1>Home</h1> },
      { path: 'pages', element: <h1>Pages</h1> },
    ],
  },
];

/** The link texts of the list a heading names. */
function linksUnder(nav: HTMLElement, heading: string): string[] {
  const list = within(nav).getByRole('list', { name: heading });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('the editor navigation', () => {
  it('groups every link under its heading, Home first and current on the home screen', async () => {
    renderEditor(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Editor' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([...NAV_GROUPS]);
    const links = within(nav).getAllByRole('link');
    expect(links[0].textContent).toBe('Home');
    expect(links[0].getAttribute('href')).toBe('/');
    expect(links[0].getAttribute('aria-current')).toBe('page');
    expect(linksUnder(nav, 'Website')).toEqual([
      'Pages',
      'Design',
      'Files',
      'Tags',
      'Data tables',
      'Forms',
      'Form submissions',
      'Comments',
    ]);
    expect(linksUnder(nav, 'Commerce')).toEqual(['Commerce']);
    expect(linksUnder(nav, 'Marketing')).toEqual(['Mailing lists', 'Newsletter popup', 'Automation']);
    expect(linksUnder(nav, 'Analytics')).toEqual(['Analytics', 'Tracking settings']);
    expect(linksUnder(nav, 'Settings')).toEqual([
      'Site settings',
      'Sharing',
      'URL mappings',
      'Import',
      'Export',
      'Single sign-on',
      'Bot protection',
      'API keys',
      'Members',
    ]);
    // Every entry is listed once, for an admin who may do everything.
    expect(links.map((link) => link.textContent)).toHaveLength(NAV_ENTRIES.length);
  });

  it('makes Home current only on the home screen', async () => {
    renderEditor(routes, '/pages');
    const nav = await screen.findByRole('navigation', { name: 'Editor' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Pages' }).getAttribute('aria-current')).toBe('page');
  });

  it('leaves out the links, and the headings, a role may not open', async () => {
    api.on(
      'GET /api/owner/website',
      fakeWebsite({ roles: [4], capabilities: ['pages:view', 'pages:edit', 'content:view', 'files:view'] }),
    );
    renderEditor(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Editor' });
    const headings = within(nav)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Website', 'Marketing', 'Analytics', 'Settings']);
    expect(within(nav).queryByRole('link', { name: 'Commerce' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Mailing lists' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Members' })).toBeNull();
    expect(linksUnder(nav, 'Marketing')).toEqual(['Newsletter popup']);
  });
});
