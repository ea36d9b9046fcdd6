// Tests the Languages screen: adding a language sends the whole list, removing one and turning multilingual off say what happens to translations first, and a page's translation is edited beside its original texts and saved.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MultilingualStatus, PageTranslation } from '../../domain/owner-api/multilingual.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../test-support/unsaved-changes.js';
import { PreviewPane } from '../ui/preview.js';
import { LanguagesScreen } from './languages-screen.js';

const language = (
  tag: string,
  name: string,
  nativeName: string,
  primary: boolean,
  translatedPages: number,
) => ({
  tag,
  name,
  nativeName,
  primary,
  path: primary ? '/' : `/${tag.toLowerCase()}`,
  translatedPages,
});

const ENGLISH = language('en-US', 'English (United States)', 'English (US)', true, 3);
const FRENCH = language('fr', 'French', 'Français', false, 1);

let status: MultilingualStatus;

const page = (id: string, title: string, fullUrl: string, pageType = 2) => ({
  id,
  title,
  navigationTitle: title,
  urlSlug: fullUrl.slice(1),
  type: 'page',
  pageType,
  collectionId: null,
  fullUrl,
  isHome: fullUrl === '/',
  enabled: true,
  passwordProtected: false,
  description: '',
  seo: {},
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: null,
});

const TRANSLATION: PageTranslation = {
  pageId: 'p-about',
  language: 'fr',
  original: { title: 'About us', description: 'Who we are.' },
  title: '',
  description: '',
  blocks: [
    {
      id: 'b1',
      type: 'quote',
      fields: [
        {
          field: 'text',
          label: 'Quote',
          kind: 'text',
          original: 'Make fewer, better things.',
          translation: '',
        },
        { field: 'source', label: 'Source', kind: 'text', original: 'Our founder', translation: '' },
      ],
    },
  ],
  updatedAt: null,
  path: '/fr/about',
};

const api = fakeApiForEachTest();
beforeEach(() => {
  status = { enabled: true, totalPages: 3, languages: [ENGLISH, FRENCH] };
  api.on('GET /api/multilingual/status', () => status);
  api.on('GET /api/multilingual/languages', {
    languages: [
      { tag: 'fr', name: 'French', nativeName: 'Français' },
      { tag: 'de', name: 'German', nativeName: 'Deutsch' },
    ],
  });
  api.on('PUT /api/multilingual/languages', (call) => {
    const tags = (call.body as { languages: string[] }).languages;
    status = {
      ...status,
      enabled: tags.length > 0,
      languages: [
        ENGLISH,
        ...tags.map((tag) => (tag === 'fr' ? FRENCH : language('de', 'German', 'Deutsch', false, 0))),
      ],
    };
    return { enabled: tags.length > 0, primary: 'en-US', languages: status.languages, switcherShown: true };
  });
  api.on('DELETE /api/multilingual/connection', () => {
    status = { enabled: false, totalPages: 3, languages: [ENGLISH] };
    return { enabled: false, primary: 'en-US', languages: [ENGLISH], switcherShown: false };
  });
  api.on('GET /api/owner/pages', {
    pages: [
      page('p-home', 'Home', '/'),
      page('p-shop', 'Shop', '/shop', 1),
      page('p-about', 'About us', '/about'),
    ],
    navigation: { main: [] },
  });
  api.on('GET /api/owner/pages/:id/translations/:language', { translation: TRANSLATION });
  api.on('PUT /api/owner/pages/:id/translations/:language', (call) => {
    const body = call.body as { title: string; blocks: Record<string, Record<string, string>> };
    return {
      translation: {
        ...TRANSLATION,
        title: body.title,
        updatedAt: '2026-11-26T10:00:00.000Z',
        blocks: [
          {
            ...TRANSLATION.blocks[0],
            fields: TRANSLATION.blocks[0].fields.map((field) => ({
              ...field,
              translation: body.blocks.b1?.[field.field] ?? '',
            })),
          },
        ],
      },
    };
  });
});

const routes = [
  {
    path: '/design/languages',
    element: (
      <>
        <LanguagesScreen />
        <PreviewPane />
      </>
    ),
  },
];

/** Serious or critical axe findings on the screen (the preview frame is the site's own page). */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.querySelector('.languages-screen')!, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

describe('the Languages screen', () => {
  it('lists the site’s languages with what is translated, and adds one', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/design/languages');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1].textContent).toContain('English (United States)');
    expect(rows[1].textContent).toContain('primary');
    expect(rows[2].textContent).toContain('1 of 3');
    expect(rows[2].textContent).toContain('/fr');
    expect(await seriousViolations()).toEqual([]);

    const add = await screen.findByLabelText('Add a language');
    expect(within(add).queryByRole('option', { name: /French/ })).toBeNull();
    await user.selectOptions(add, 'de');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ languages: ['fr', 'de'] }),
    );
    expect(await screen.findByRole('button', { name: 'Remove German' })).toBeTruthy();
  });

  it('says what happens to translations before removing a language or turning multilingual off', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/design/languages');
    await user.click(await screen.findByRole('button', { name: 'Remove French' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove French?' });
    expect(dialog.textContent).toContain('Its 1 page translation will be deleted');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Turn off multilingual' }));
    const off = await screen.findByRole('alertdialog', { name: 'Turn off multilingual?' });
    expect(off.textContent).toContain(
      'Every language but English (United States) is removed, and with them all 1 page translation.',
    );
    await user.click(within(off).getByRole('button', { name: 'Turn off and delete translations' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Add a language to translate the site’s pages.')).toBeTruthy();
  });

  it('edits a page’s translation beside its original texts, and saves it', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/design/languages');
    const pagePicker = await screen.findByLabelText('Page');
    expect(
      within(pagePicker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Home (/)', 'About us (/about)']);
    await user.selectOptions(pagePicker, 'p-about');
    const form = await screen.findByRole('form', { name: 'Translation' });
    expect(within(form).getByText('Original: Make fewer, better things.')).toBeTruthy();
    await user.type(within(form).getByLabelText('Title'), 'À propos');
    await user.type(within(form).getByLabelText('Block 1 (quote): Quote'), 'Faire moins, mais mieux.');
    await user.click(within(form).getByRole('button', { name: 'Save translation' }));

    await waitFor(() => {
      const put = api.calls.find((call) => call.method === 'PUT');
      expect(put?.path).toBe('/api/owner/pages/p-about/translations/fr');
      expect(put?.body).toEqual({
        title: 'À propos',
        description: '',
        blocks: { b1: { text: 'Faire moins, mais mieux.', source: '' } },
      });
    });
    expect(await within(form).findByText(/Last saved/)).toBeTruthy();
    expect((screen.getByTitle('Site preview') as HTMLIFrameElement).getAttribute('src')).toContain(
      '/fr/about',
    );
  });

  it('asks before switching to another page with a translation typed and not saved (issue 30)', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/design/languages');
    const page = await screen.findByLabelText('Page');
    await user.selectOptions(page, 'p-about');
    const form = await screen.findByRole('form', { name: 'Translation' });
    await user.type(within(form).getByLabelText('Title'), 'À propos');
    const other = [...(page as HTMLSelectElement).options].find((option) => option.value !== 'p-about')!;
    await user.selectOptions(page, other.value);
    let question = await screen.findByRole('alertdialog', { name: 'Switch without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((page as HTMLSelectElement).value).toBe('p-about');
    expect(within(form).getByLabelText<HTMLInputElement>('Title').value).toBe('À propos');
    await user.selectOptions(page, other.value);
    question = await screen.findByRole('alertdialog', { name: 'Switch without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Switch without saving' }));
    await waitFor(() => expect((page as HTMLSelectElement).value).toBe(other.value));
  });

  it('asks before leaving with a translation typed and not saved, and not once it is saved (issue 30)', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(
      [...routes, { path: '/design', element: <h1>Design</h1> }],
      '/design/languages',
    );
    await user.selectOptions(await screen.findByLabelText('Page'), 'p-about');
    const form = await screen.findByRole('form', { name: 'Translation' });
    const leave = () => router.navigate('/design');
    await user.type(within(form).getByLabelText('Title'), 'À propos');
    await expectLeavingToAsk(user, router, leave, '/design/languages', { leave: false });
    expect(within(form).getByLabelText<HTMLInputElement>('Title').value).toBe('À propos');
    await user.click(within(form).getByRole('button', { name: 'Save translation' }));
    expect(await within(form).findByText(/Last saved/)).toBeTruthy();
    await expectLeavingFreely(user, router, leave, '/design/languages');
  });
});
