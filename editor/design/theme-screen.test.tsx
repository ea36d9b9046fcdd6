// Tests the Theme screen: the uploaded themes listed, a zip uploaded with progress and its warnings, a refused zip's every problem as tessera check prints it, switching themes, a refused delete, saving tweaks with a refused field, and the draft previewed in the frame before saving.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ThemeProblem, ThemesReply, ThemeSummary, ThemeTweak } from '../../domain/owner-api/themes.js';
import { fakeWebsite, invalidInputAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest, fakeXhrForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { PreviewPane } from '../ui/preview.js';
import { ThemeScreen } from './theme-screen.js';

const theme = (id: string, name: string, change: Partial<ThemeSummary> = {}): ThemeSummary => ({
  id,
  name,
  author: 'Tessera',
  fileName: `${id}.zip`,
  files: 14,
  sizeBytes: 48_000,
  warnings: 0,
  uploadedAt: '2026-11-20T15:00:00.000Z',
  uploadedBy: 'Owner',
  active: false,
  ...change,
});

const HARBOR = theme('harbor', 'Harbor Light', { author: 'Pine Studio', warnings: 1, sizeBytes: 2_400_000 });

const problem = (
  file: string,
  line: number,
  column: number,
  severity: 'error' | 'warning',
  message: string,
) => {
  const excerpt = `${line} | {.section items}\n  |  ^`;
  return {
    file,
    line,
    column,
    severity,
    message,
    excerpt,
    text: `${file}:${line}:${column}: ${severity}: ${message}\n${excerpt}`,
  } satisfies ThemeProblem;
};

const tweak = (
  name: string,
  type: string,
  title: string,
  fallback: string,
  value: string | null,
): ThemeTweak => ({
  name,
  type,
  kind: 'variable',
  title,
  category: 'General',
  label: title,
  classBase: null,
  default: fallback,
  value,
  declaredAt: 'styles/site.less:2',
  options: {},
});

let state: ThemesReply;
let tweaks: ThemeTweak[];

const api = fakeApiForEachTest();
const xhr = fakeXhrForEachTest();
beforeEach(() => {
  state = { themes: [HARBOR], activeThemeId: null, builtInName: 'Tessera Classic' };
  tweaks = [
    tweak('accentColor', 'color', 'Accent colour', '#c0392b', null),
    tweak('contentWidth', 'value', 'Content width', '960px', '1200px'),
    tweak('showBanner', 'checkbox', 'Show the banner', 'false', null),
  ];
  api.on('GET /api/owner/themes', () => state);
  api.on('PUT /api/owner/themes/active', (call) => {
    const { themeId } = call.body as { themeId: string | null };
    state = {
      ...state,
      activeThemeId: themeId,
      themes: state.themes.map((entry) => ({ ...entry, active: entry.id === themeId })),
    };
    return state;
  });
  api.on('GET /api/owner/themes/:id/tweaks', (call) => ({ themeId: call.path.split('/')[4], tweaks }));
  api.on('PUT /api/owner/themes/:id/tweaks', (call) => {
    const { values } = call.body as { values: Record<string, string> };
    tweaks = tweaks.map((entry) => ({ ...entry, value: values[entry.name] ?? null }));
    return { themeId: call.path.split('/')[4], tweaks };
  });
});

const routes = [
  {
    path: '/design/theme',
    element: (
      <>
        <ThemeScreen />
        <PreviewPane />
      </>
    ),
  },
];

/** Serious or critical axe findings on the screen (the preview frame is the site's own page). */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.querySelector('.theme-screen')!, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

const zip = (name: string) => new File([new Uint8Array(3000)], name, { type: 'application/zip' });

describe('the Theme screen', () => {
  it('says which theme the site shows and lists the uploaded ones', async () => {
    renderEditor(routes, '/design/theme');
    expect(await screen.findByText(/The site shows the built-in theme,/)).toBeTruthy();
    expect(screen.getByText('Tessera Classic')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Theme' }).getAttribute('aria-current')).toBe('page');
    const table = screen.getByRole('table', { name: 'Uploaded themes' });
    // Each cell's lines (a name and its author, a file and its size…), one by one.
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((cell) => [...cell.childNodes].map((line) => line.textContent!.replace(/\s+/g, ' ')).join(' | '));
    expect(cells.slice(0, 3)).toEqual([
      'Harbor Light | by Pine Studio',
      'harbor.zip | 2.4 MB, 14 files | 1 warning',
      'Nov 20, 2026, 10:00 AM | by Owner',
    ]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('uploads a zip with its progress, then names the theme and folds its warnings away', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/design/theme');
    await user.upload(await screen.findByLabelText('Upload a theme (.zip)'), zip('platform-fixture.zip'));
    expect(xhr.requests).toHaveLength(1);
    const [request] = xhr.requests;
    expect([request.method, request.url]).toEqual(['POST', '/api/owner/themes']);
    expect((request.body?.get('theme') as File).name).toBe('platform-fixture.zip');

    act(() => request.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading platform-fixture.zip' })).toHaveProperty(
      'value',
      50,
    );
    expect(screen.getByText('Uploading… 50% (2 KB of 3 KB)')).toBeTruthy();

    const stored = theme('fixture', 'Platform Fixture', { fileName: 'platform-fixture.zip', warnings: 2 });
    const warnings = [
      problem('collections/blog.list', 3, 5, 'warning', 'Dead code after {.end}.'),
      problem('site.region', 12, 1, 'warning', 'Unused variable @gap.'),
    ];
    state = { ...state, themes: [stored, HARBOR] };
    act(() => request.respond(201, { theme: stored, warnings }));

    // The announcer says it too; the alert keeps it with the warnings.
    const outcome = await screen.findByText('Uploaded Platform Fixture; 2 warnings.', {
      selector: '.alert__title',
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    const details = outcome.closest('.alert')!.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByText('Show the 2 warnings')).toBeTruthy();
    expect([...details.querySelectorAll('pre')].map((pre) => pre.textContent)).toEqual(
      warnings.map((warning) => warning.text),
    );
    const table = screen.getByRole('table', { name: 'Uploaded themes' });
    expect(await within(table).findByText('Platform Fixture', { selector: 'strong' })).toBeTruthy();
  });

  it('shows every problem of a refused zip as tessera check prints it, and moves the focus to the refusal', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/design/theme');
    await user.upload(await screen.findByLabelText('Upload a theme (.zip)'), zip('broken.zip'));
    const problems = [
      problem(
        'site.region',
        4,
        1,
        'error',
        'Unclosed {.section items}: no {.end} before the end of the file.',
      ),
      problem('styles/site.less', 9, 14, 'error', 'Unrecognised input.'),
    ];
    act(() =>
      xhr.requests[0].respond(422, {
        error: 'theme-check-failed',
        message: 'The theme has 2 problems; it was not uploaded.',
        problems,
      }),
    );
    const message = await screen.findByText('The theme has 2 problems; it was not uploaded.');
    await waitFor(() => expect(document.activeElement).toBe(message));
    const list = screen.getByRole('list', { name: 'Problems tessera check found' });
    expect([...list.querySelectorAll('pre')].map((pre) => pre.textContent)).toEqual([
      'site.region:4:1: error: Unclosed {.section items}: no {.end} before the end of the file.\n4 | {.section items}\n  |  ^',
      'styles/site.less:9:14: error: Unrecognised input.\n9 | {.section items}\n  |  ^',
    ]);
    expect(await seriousViolations()).toEqual([]);

    await user.upload(screen.getByLabelText('Upload a theme (.zip)'), zip('huge.zip'));
    act(() =>
      xhr.requests[1].respond(413, { error: 'theme-too-large', message: 'huge.zip is larger than 20 MB.' }),
    );
    expect(await screen.findByText('huge.zip is larger than 20 MB.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Problems tessera check found' })).toBeNull();
  });

  it('cancels an upload under way, and refuses what is not a zip before sending it', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/design/theme');
    const input = await screen.findByLabelText('Upload a theme (.zip)');
    await user.upload(input, zip('slow.zip'));
    act(() => xhr.requests[0].progress(30, 100));
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.requests[0].aborted).toBe(true);
    expect(await screen.findByText('Upload of slow.zip cancelled.')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input));

    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.setup({ applyAccept: false }).upload(input, notes);
    expect(await screen.findByText('notes.txt is not a .zip file.')).toBeTruthy();
    expect(xhr.requests).toHaveLength(1);
  });

  it('switches the site to an uploaded theme and back to the built-in one', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/design/theme');
    await user.click(await screen.findByRole('button', { name: 'Use this theme (Harbor Light)' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ themeId: 'harbor' }),
    );
    const active = screen.getByRole('region', { name: 'Active theme' });
    await waitFor(() => expect(active.textContent).toContain('The site shows Harbor Light by Pine Studio'));
    expect(await screen.findByText('The site shows Harbor Light now.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Use this theme/ })).toBeNull();

    await user.click(within(active).getByRole('button', { name: 'Use the built-in theme' }));
    await waitFor(() =>
      expect(active.textContent).toContain('The site shows the built-in theme, Tessera Classic'),
    );
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { themeId: 'harbor' },
      { themeId: null },
    ]);
  });

  it('says why an editor may not make a theme with scripts live', async () => {
    const message =
      'This theme runs scripts (scripts/site.js), which act with the rights of whoever views the site. Only an admin can make it live.';
    api.on('PUT /api/owner/themes/active', {
      status: 403,
      body: { error: 'theme-scripts-admin-only', message },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/design/theme');
    await user.click(await screen.findByRole('button', { name: 'Use this theme (Harbor Light)' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Active theme' }).textContent).toContain(
      'The site shows the built-in theme',
    );
  });

  it('asks before deleting a theme, and shows why the server refused', async () => {
    const user = userEvent.setup();
    api.on('DELETE /api/owner/themes/:id', {
      status: 409,
      body: { error: 'theme-active', message: 'Switch the site to another theme before deleting this one.' },
    });
    renderEditor(routes, '/design/theme');
    await user.click(await screen.findByRole('button', { name: 'Delete Harbor Light' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Harbor Light?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete theme' }));
    expect(
      await within(dialog).findByText('Switch the site to another theme before deleting this one.'),
    ).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/owner/themes/harbor');
    expect(await seriousViolations()).toEqual([]);
  });

  it('saves the tweaks that differ from their defaults, and shows a refused one on its field', async () => {
    const user = userEvent.setup();
    state = { ...state, activeThemeId: 'harbor', themes: [{ ...HARBOR, active: true }] };
    renderEditor(routes, '/design/theme');
    const form = await screen.findByRole('form', { name: 'Theme tweaks' });
    expect(screen.getByLabelText('Theme to tweak')).toHaveProperty('value', 'harbor');
    const accent = within(form).getByRole('textbox', { name: 'Accent colour' });
    expect(accent).toHaveProperty('value', '#c0392b');
    expect(within(form).getByLabelText('Accent colour: pick a colour')).toHaveProperty('value', '#c0392b');
    expect(within(form).getByRole('textbox', { name: 'Content width' })).toHaveProperty('value', '1200px');

    await user.clear(accent);
    await user.type(accent, '#112233');
    await user.click(within(form).getByLabelText('Show the banner'));
    await user.click(within(form).getByRole('button', { name: 'Reset to default (Content width)' }));
    expect(within(form).getByRole('textbox', { name: 'Content width' })).toHaveProperty('value', '960px');
    await user.click(within(form).getByRole('button', { name: 'Save tweaks' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        values: { accentColor: '#112233', showBanner: 'true' },
      }),
    );
    expect(await screen.findByText('Tweaks saved. The site shows them now.')).toBeTruthy();

    // An emptied field goes back to its default.
    await user.clear(within(form).getByRole('textbox', { name: 'Accent colour' }));
    await user.click(within(form).getByRole('button', { name: 'Save tweaks' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { values: { accentColor: '#112233', showBanner: 'true' } },
        { values: { showBanner: 'true' } },
      ]),
    );
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Accent colour' })).toHaveProperty('value', '#c0392b'),
    );

    api.on(
      'PUT /api/owner/themes/:id/tweaks',
      invalidInputAnswer({ contentWidth: 'Content width is 600 to 1600.' }),
    );
    const width = within(form).getByRole('textbox', { name: 'Content width' });
    await user.clear(width);
    await user.type(width, '5000px');
    await user.click(within(form).getByRole('button', { name: 'Save tweaks' }));
    await waitFor(() => expect(width.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(width);
    expect(within(form).getAllByText('Content width is 600 to 1600.')).toHaveLength(2);
  });

  it('lists the tweaks by category with a control per type, a dropdown as a list of its options', async () => {
    const user = userEvent.setup();
    state = { ...state, activeThemeId: 'harbor', themes: [{ ...HARBOR, active: true }] };
    tweaks = [
      { ...tweak('accentColor', 'color', 'Accent colour', '#c0392b', null), category: 'Colours' },
      {
        ...tweak('tweak-header-layout', 'dropdown', 'tweak-header-layout', 'Left Aligned', null),
        kind: 'class',
        category: 'Header',
        label: 'Layout',
        classBase: 'tweak-header-layout',
        options: { options: ['Centered', 'Left Aligned'] },
      },
      {
        ...tweak('tweak-heading-font', 'font', 'tweak-heading-font', 'font-family: Georgia', null),
        kind: 'rule',
        category: 'Header',
        label: 'Heading font',
      },
    ];
    renderEditor(routes, '/design/theme');
    expect(await screen.findByRole('heading', { name: 'Theme styles' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Theme tweaks' });
    const header = within(form).getByRole('group', { name: 'Header' });
    expect(within(form).getByRole('group', { name: 'Colours' })).toBeTruthy();
    const layout = within(header).getByRole('combobox', { name: 'Layout' });
    expect(
      within(layout)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Centered', 'Left Aligned']);
    expect(within(header).getByRole('textbox', { name: 'Heading font' })).toHaveProperty(
      'value',
      'font-family: Georgia',
    );
    await user.selectOptions(layout, 'Centered');
    await user.click(within(form).getByRole('button', { name: 'Save tweaks' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        values: { 'tweak-header-layout': 'Centered' },
      }),
    );
  });

  it('previews the draft in the frame before saving: body classes at once, the stylesheet compiled with a new colour, a slider for a value', async () => {
    const user = userEvent.setup();
    state = { ...state, activeThemeId: 'harbor', themes: [{ ...HARBOR, active: true }] };
    tweaks = [
      tweak('accentColor', 'color', 'Accent colour', '#c0392b', null),
      {
        ...tweak('contentWidth', 'value', 'Content width', '960px', null),
        options: { min: 600, max: 1600, step: 10 },
      },
      {
        ...tweak('tweak-header-layout', 'dropdown', 'Header Layout', 'Left', null),
        kind: 'class',
        classBase: 'tweak-header-layout',
        options: { options: ['Left', 'Centered'] },
      },
    ];
    api.on('POST /api/owner/themes/:id/tweaks/preview', (call) => {
      const { values } = call.body as { values: Record<string, string> };
      return {
        themeId: 'harbor',
        css: `.site-header { border-color: ${values.accentColor ?? '#c0392b'}; }`,
        bodyClasses: [],
      };
    });
    renderEditor(routes, '/design/theme');
    const form = await screen.findByRole('form', { name: 'Theme tweaks' });
    // The site's page in the frame, as the server draws it.
    const frame = document.querySelector<HTMLIFrameElement>('iframe')!;
    const page = frame.contentDocument!;
    const html = page.documentElement ?? page.appendChild(page.createElement('html'));
    html.innerHTML =
      '<head><link rel="stylesheet" href="/site.css?v=1"></head>' +
      '<body class="collection-type-page tweak-header-layout-left"></body>';
    const link = page.querySelector('link')!;

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Header Layout' }), 'Centered');
    expect([...page.body.classList]).toEqual(['collection-type-page', 'tweak-header-layout-centered']);
    // A body class alone needs no stylesheet of its own.
    expect(api.calls.some((call) => call.path.endsWith('/tweaks/preview'))).toBe(false);

    const colour = within(form).getByRole('textbox', { name: 'Accent colour' });
    await user.clear(colour);
    await user.type(colour, '#112233');
    await waitFor(() =>
      expect(page.querySelector('style')?.textContent).toBe('.site-header { border-color: #112233; }'),
    );
    expect(link.disabled).toBe(true);
    expect(api.calls.filter((call) => call.path.endsWith('/tweaks/preview')).at(-1)?.body).toEqual({
      values: { accentColor: '#112233', 'tweak-header-layout': 'Centered' },
    });
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(within(form).getByText('The preview shows these values before they are saved.')).toBeTruthy();

    fireEvent.change(within(form).getByRole('slider', { name: 'Content width: slide from 600 to 1600px' }), {
      target: { value: '1300' },
    });
    expect(within(form).getByRole('textbox', { name: 'Content width' })).toHaveProperty('value', '1300px');

    await user.click(within(form).getByRole('button', { name: 'Save tweaks' }));
    await screen.findByText('Tweaks saved. The site shows them now.');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      values: { accentColor: '#112233', contentWidth: '1300px', 'tweak-header-layout': 'Centered' },
    });
    // Saved: the frame shows the site's own stylesheet again.
    await waitFor(() => expect(page.querySelector('style')).toBeNull());
    expect(link.disabled).toBe(false);
  });

  it('lets a role without design:edit look only', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ capabilities: ['pages:view'] }));
    state = { ...state, activeThemeId: 'harbor', themes: [{ ...HARBOR, active: true }] };
    renderEditor(routes, '/design/theme');
    expect(await screen.findByText('Your role may look at the themes but not change them.')).toBeTruthy();
    expect(screen.queryByLabelText('Upload a theme (.zip)')).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete|Use the built-in theme/ })).toBeNull();
    expect((await screen.findByRole('textbox', { name: 'Accent colour' })).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save tweaks' })).toBeNull();
  });
});
