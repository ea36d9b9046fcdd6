// Tests the Header & footer screen: the saved header and footer load into the form, a change is sent whole with PUT /api/site-header-footer and the preview reloads, each refused field shows its message, and a viewer only looks.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HeaderFooter } from '../../domain/owner-api/header-footer.js';
import { fakeWebsite, invalidInputAnswer } from '../test-support/fake-api.js';
import { samplePageList } from '../pages/page-fixtures.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import {
  closingTabIsWarned,
  expectLeavingFreely,
  expectLeavingToAsk,
} from '../test-support/unsaved-changes.js';
import { PreviewPane } from '../ui/preview.js';
import { HeaderFooterScreen } from './header-footer-screen.js';

const STORED: HeaderFooter = {
  header: {
    layout: 'logo-left',
    announcementBar: { enabled: true, text: 'Free shipping over $100', url: '/shipping' },
    showSearch: true,
    showCart: true,
    button: { enabled: false, text: '', url: '' },
  },
  footer: { html: '<p>14 Water Street</p>', copyright: '', showNavigation: true },
};

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/site-header-footer', STORED);
  api.on('PUT /api/site-header-footer', (call) => call.body as HeaderFooter);
  api.on('GET /api/owner/pages', samplePageList());
});

const routes = [
  {
    path: '/design/header-footer',
    element: (
      <>
        <HeaderFooterScreen />
        <PreviewPane />
      </>
    ),
  },
  { path: '/design/languages', element: <h1>Languages</h1> },
];

/** Serious or critical axe findings on the screen (the preview frame is the site's own page). */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.querySelector('.header-footer-screen')!, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

describe('the Header & footer screen', () => {
  it('loads what is saved and saves the whole header and footer', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/design/header-footer');
    expect(await screen.findByLabelText('Announcement')).toHaveProperty('value', 'Free shipping over $100');
    // The logo is chosen in Site settings (with how the site describes it), named under the layout.
    expect(screen.getByRole('link', { name: 'Site settings' }).getAttribute('href')).toBe('/settings/site');
    expect(screen.getByLabelText('Layout').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Header & footer' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await seriousViolations()).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Layout'), 'logo-center');
    await user.click(screen.getByLabelText('Show the search link'));
    await user.click(screen.getByLabelText('Show a button'));
    await user.type(screen.getByLabelText('Button text'), 'Book');
    const buttonLink = screen.getByRole('group', { name: 'Button link' });
    await user.click(within(buttonLink).getByRole('radio', { name: 'Web address' }));
    await user.type(within(buttonLink).getByLabelText('Address'), '/classes');
    await user.type(screen.getByLabelText('Copyright line'), '© HP');
    expect(screen.getByText('Changes not saved yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('The site shows these.');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      header: {
        ...STORED.header,
        layout: 'logo-center',
        showSearch: false,
        button: { enabled: true, text: 'Book', url: '/classes' },
      },
      footer: { ...STORED.footer, copyright: '© HP' },
    });
  });

  it('asks before leaving with changes not saved, and not once they are saved (issue 30)', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/design/header-footer');
    const copyright = await screen.findByLabelText('Copyright line');
    expect(closingTabIsWarned()).toBe(false);
    await user.type(copyright, '© HP');
    const languages = () => user.click(screen.getByRole('link', { name: 'Languages' }));
    await expectLeavingToAsk(user, router, languages, '/design/header-footer', { leave: false });
    expect(copyright).toHaveProperty('value', '© HP');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The site shows these.');
    await expectLeavingFreely(user, router, languages, '/design/header-footer');
  });

  it('leaves the Header & footer screen without saving when the owner says so', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/design/header-footer');
    await user.type(await screen.findByLabelText('Copyright line'), '© HP');
    await expectLeavingToAsk(
      user,
      router,
      () => user.click(screen.getByRole('link', { name: 'Languages' })),
      '/design/header-footer',
    );
    expect(await screen.findByRole('heading', { name: 'Languages' })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('shows the server’s message beside each refused field', async () => {
    const user = userEvent.setup();
    api.on(
      'PUT /api/site-header-footer',
      invalidInputAnswer({
        'header.button.url': 'Links must be formatted as https://example.com or /a-page.',
      }),
    );
    renderEditor(routes, '/design/header-footer');
    await user.click(await screen.findByLabelText('Show a button'));
    const buttonLink = screen.getByRole('group', { name: 'Button link' });
    await user.click(within(buttonLink).getByRole('radio', { name: 'Web address' }));
    await user.type(within(buttonLink).getByLabelText('Address'), 'nowhere');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update the missing or invalid information above.')).toBeTruthy();
    await waitFor(() =>
      expect(within(buttonLink).getByLabelText('Address').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText('Links must be formatted as https://example.com or /a-page.').length).toBe(2);
  });

  it('lets a role without design:edit look only', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ capabilities: ['pages:view'] }));
    renderEditor(routes, '/design/header-footer');
    expect(
      await screen.findByText('Your role may look at the header and footer but not change them.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Announcement').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
