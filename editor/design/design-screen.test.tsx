// Tests the Design screen: fonts searched by name and category and previewed in the style guide before they are applied, the colour typed as hex, RGB or HSL with SPEC §5's messages, the draft shown in the preview frame, save and publish; axe finds nothing serious.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DESIGN, type DesignSettings } from '../../domain/owner-api/design-rules.js';
import type { DesignView, FontChoice } from '../../domain/owner-api/design.js';
import { CAPABILITIES } from '../../domain/owner-permissions.js';
import { fakeWebsite, versionConflictAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import {
  closingTabIsWarned,
  expectLeavingFreely,
  expectLeavingToAsk,
} from '../test-support/unsaved-changes.js';
import { PreviewPane } from '../ui/preview.js';
import { DesignScreen } from './design-screen.js';

const font = (
  id: string,
  family: string,
  category: FontChoice['category'],
  stylesheet: string | null = `/assets/fonts/${id}.css`,
): FontChoice => ({
  id,
  family,
  category,
  stylesheet,
  fontFamily: `"${family}", sans-serif`,
});

const FONTS: FontChoice[] = [
  font('caveat', 'Caveat', 'handwriting'),
  font('fira-code', 'Fira Code', 'mono'),
  font('fraunces', 'Fraunces', 'serif'),
  font('instrument-sans', 'Instrument Sans', 'sans'),
  font('lora', 'Lora', 'serif'),
  font('merriweather', 'Merriweather', 'serif', null),
];

const view = (draft: DesignSettings = DEFAULT_DESIGN, version = 1): DesignView => ({
  draft,
  published: DEFAULT_DESIGN,
  unpublishedChanges: JSON.stringify(draft) !== JSON.stringify(DEFAULT_DESIGN),
  publishedAt: null,
  version,
  updatedAt: null,
  updatedBy: null,
});

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/design', { design: view() });
  api.on('GET /api/owner/design/fonts', { fonts: FONTS });
  api.on('PUT /api/owner/design/draft', (call) => ({ design: view(call.body as DesignSettings, 2) }));
  api.on('POST /api/owner/design/publish', () => {
    const saved = api.calls.filter((call) => call.method === 'PUT').at(-1)?.body as DesignSettings;
    return { design: { ...view(saved, 3), published: saved, unpublishedChanges: false } };
  });
});

const routes = [
  {
    path: '/design',
    element: (
      <>
        <DesignScreen />
        <PreviewPane />
      </>
    ),
  },
  { path: '/design/languages', element: <h1>Languages</h1> },
];

/** The preview frame's `<html>`: jsdom loads no site, so the frame shows a blank page the draft is written on. */
function frameRoot(): HTMLElement {
  const frame = screen.getByTitle('Site preview') as HTMLIFrameElement;
  return frame.contentDocument!.documentElement;
}

/** Points the preview at a blank page (jsdom fetches no site) and waits for it, as after a reload. */
async function blankPreview(): Promise<void> {
  const frame = (await screen.findByTitle('Site preview')) as HTMLIFrameElement;
  await new Promise<void>((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.src = 'about:blank';
  });
}

async function seriousViolations(): Promise<string[]> {
  // The screen itself; the preview frame is the site's own page (its axe checks are the site's).
  const results = await axe.run(document.querySelector('.design-screen')!, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

describe('the Design screen', () => {
  it('searches the fonts by name and category, previews one in the style guide, then applies it', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/design');
    const list = await screen.findByRole('list', { name: 'Fonts' });
    await blankPreview();
    expect(within(list).getAllByRole('button')).toHaveLength(6);

    await user.type(screen.getByLabelText('Search fonts'), 'lo');
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Lora Serif']);
    await user.clear(screen.getByLabelText('Search fonts'));
    await user.selectOptions(screen.getByLabelText('Category'), 'mono');
    expect(within(screen.getByRole('list', { name: 'Fonts' })).getAllByRole('button')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Category'), 'all');

    await user.click(screen.getByRole('button', { name: /^Lora/ }));
    const guide = screen.getByRole('region', { name: 'Style guide: Lora' });
    expect(within(guide).getByText(/Body text: the quick brown fox/)).toBeTruthy();
    expect(document.head.querySelector('link[data-font-preview="lora"]')?.getAttribute('href')).toBe(
      '/assets/fonts/lora.css',
    );
    // Previewing is not choosing: the preview frame still has the headings' font of the draft.
    expect(frameRoot().style.getPropertyValue('--serif')).toMatch(/^'Fraunces'/);

    await user.click(within(guide).getByRole('button', { name: 'Use Lora for headings' }));
    expect(frameRoot().style.getPropertyValue('--serif')).toMatch(/^'Lora'/);
    expect(screen.getByText('Changes not saved yet.')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved draft, not published.');
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ fonts: { headings: 'lora', body: 'instrument-sans' } });
    expect(put?.headers['If-Match']).toBe('1');
  });

  it('says "Unable to load preview for {fontName}." when a font’s faces cannot be loaded', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/design');
    await user.click(await screen.findByRole('button', { name: /^Merriweather/ }));
    expect(await screen.findByText('Unable to load preview for Merriweather.')).toBeTruthy();
  });

  it('says "Unable to load fonts." when the list cannot be had', async () => {
    api.on('GET /api/owner/design/fonts', {
      status: 500,
      body: { error: 'server', message: 'Something went wrong.' },
    });
    renderEditor(routes, '/design');
    expect(await screen.findByText('Unable to load fonts.')).toBeTruthy();
  });

  it('takes a colour as hex, RGB or HSL with its alpha, refuses what SPEC §5 refuses, and publishes it', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/design');
    await user.click(await screen.findByRole('tab', { name: 'Colours' }));
    await blankPreview();
    const picker = screen.getByRole('group', { name: 'Accent' });

    const hex = within(picker).getByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, '#12345');
    expect(within(picker).getByText('A hex colour must be 3 or 6 hex digits.')).toBeTruthy();
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    await user.type(hex, '6');
    expect(within(picker).queryByText('A hex colour must be 3 or 6 hex digits.')).toBeNull();
    expect(frameRoot().style.getPropertyValue('--accent')).toBe('#123456');

    await user.click(within(picker).getByRole('radio', { name: 'RGB' }));
    expect((within(picker).getByRole('textbox', { name: 'Red' }) as HTMLInputElement).value).toBe('18');
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Green' }), { target: { value: '300' } });
    expect(within(picker).getByText('Red, green and blue are each 0 to 255.')).toBeTruthy();
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Green' }), { target: { value: '0' } });
    expect(frameRoot().style.getPropertyValue('--accent')).toBe('#120056');

    await user.click(within(picker).getByRole('radio', { name: 'HSL' }));
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Hue' }), { target: { value: '400' } });
    expect(within(picker).getByText('Hue out of bounds.')).toBeTruthy();
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Hue' }), { target: { value: '0' } });
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Saturation (%)' }), {
      target: { value: '100' },
    });
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Lightness (%)' }), {
      target: { value: '50' },
    });
    expect(frameRoot().style.getPropertyValue('--accent')).toBe('#ff0000');

    fireEvent.change(within(picker).getByRole('textbox', { name: 'Alpha (%)' }), {
      target: { value: '150' },
    });
    expect(within(picker).getByText('Alpha out of bounds.')).toBeTruthy();
    fireEvent.change(within(picker).getByRole('textbox', { name: 'Alpha (%)' }), { target: { value: '50' } });
    expect(frameRoot().style.getPropertyValue('--accent')).toBe('rgb(255 0 0 / 0.5)');
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('The live site uses this design.');
    expect(
      api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`),
    ).toEqual(['PUT /api/owner/design/draft', 'POST /api/owner/design/publish']);
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      colours: { accent: { hex: '#ff0000', alpha: 0.5 } },
    });
  });

  it('asks before leaving with changes not saved, and not once the draft is saved (issue 30)', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/design');
    await user.click(await screen.findByRole('tab', { name: 'Colours' }));
    await blankPreview();
    expect(closingTabIsWarned()).toBe(false);
    const hex = within(screen.getByRole('group', { name: 'Accent' })).getByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, '#123456');
    const languages = () => user.click(screen.getByRole('link', { name: 'Languages' }));
    await expectLeavingToAsk(user, router, languages, '/design', { leave: false });
    expect(hex).toHaveProperty('value', '#123456');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Saved draft, not published.');
    await expectLeavingFreely(user, router, languages, '/design');
  });

  it('leaves the Design screen without saving when the owner says so', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/design');
    await user.click(await screen.findByRole('tab', { name: 'Colours' }));
    await blankPreview();
    const hex = within(screen.getByRole('group', { name: 'Accent' })).getByRole('textbox', { name: 'Hex' });
    await user.clear(hex);
    await user.type(hex, '#654321');
    await expectLeavingToAsk(
      user,
      router,
      () => user.click(screen.getByRole('link', { name: 'Languages' })),
      '/design',
    );
    expect(await screen.findByRole('heading', { name: 'Languages' })).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('offers the latest version when someone saved the design meanwhile', async () => {
    api.on('PUT /api/owner/design/draft', versionConflictAnswer(4));
    const user = userEvent.setup();
    renderEditor(routes, '/design');
    await user.click(await screen.findByRole('tab', { name: 'Spacing' }));
    await blankPreview();
    await user.click(screen.getByRole('radio', { name: 'Roomy' }));
    expect(frameRoot().style.getPropertyValue('--gap')).toBe('clamp(20px, 4vw, 48px)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await user.click(await screen.findByRole('button', { name: 'Load the latest version' }));
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Regular' }) as HTMLInputElement).checked).toBe(true),
    );
  });

  it('lets a role without design:edit look but not save or publish', async () => {
    api.on(
      'GET /api/owner/website',
      fakeWebsite({ capabilities: CAPABILITIES.filter((c) => c !== 'design:edit') }),
    );
    renderEditor(routes, '/design');
    expect(await screen.findByText('Your role may look at the design but not change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(await screen.findByRole('button', { name: /^Lora/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Use .* for headings/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
