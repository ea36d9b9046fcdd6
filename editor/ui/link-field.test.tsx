// Tests the link editor: a typed address is checked with SPEC §5's message, and pages and collections are picked by keyboard.
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LINK_FORMAT_MESSAGE } from '../../domain/owner-messages.js';
import { samplePageList } from '../pages/page-fixtures.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { LinkField, linkProblem } from './link-field.js';

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/pages', samplePageList());
  api.on('GET /api/owner/collections', {
    collections: [
      {
        id: 'c-journal',
        title: 'Journal',
        kind: 'blog',
        urlId: 'journal',
        fullUrl: '/journal',
        pageId: 'p-journal',
        description: '',
        coverImageId: null,
        itemCount: 4,
        version: 1,
        updatedAt: '2026-11-20T10:00:00.000Z',
        updatedBy: null,
      },
    ],
  });
});

/** A LinkField holding its value, which it prints for the test to read. */
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <LinkField label="Button link" value={value} onChange={setValue} />
      <output aria-label="Stored link">{value}</output>
    </>
  );
}

function stored(): string {
  return screen.getByRole('status', { name: 'Stored link' }).textContent ?? '';
}

describe('the link editor', () => {
  it('refuses "foo bar" as a web address with SPEC §5’s links message, and takes a real one', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor([{ path: '/', element: <Harness /> }], '/');
    await user.click(await screen.findByRole('radio', { name: 'Web address' }));
    const address = screen.getByLabelText('Address');
    await user.type(address, 'foo bar');
    await user.tab();
    expect(screen.getByText(LINK_FORMAT_MESSAGE)).toBeDefined();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    await user.clear(address);
    await user.type(address, 'mailto:hello@example.com');
    await user.tab();
    expect(screen.queryByText(LINK_FORMAT_MESSAGE)).toBeNull();
    expect(stored()).toBe('mailto:hello@example.com');
  });

  it('picks a page by typing and Enter, and stores its address', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor([{ path: '/', element: <Harness /> }], '/');
    const picker = await screen.findByRole('combobox', { name: 'Page to link to' });
    await user.click(picker);
    await user.type(picker, 'Shipp');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Shipping and returnsPage · /shipping',
      ]),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(stored()).toBe('/shipping');
  });

  it('opens on the page a stored link leads to, and picks a collection when asked', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor([{ path: '/', element: <Harness initial="/about" /> }], '/');
    const picker = await screen.findByRole('combobox', { name: 'Page to link to' });
    await waitFor(() => expect(picker).toHaveProperty('value', 'About us'));
    await user.click(screen.getByRole('radio', { name: 'Collection' }));
    const collections = await screen.findByRole('combobox', { name: 'Collection to link to' });
    await user.click(collections);
    await user.click(await screen.findByRole('option', { name: /Journal/ }));
    expect(stored()).toBe('/journal');
  });

  it('says why a link cannot be stored, as the server does', () => {
    expect(linkProblem('foo bar')).toBe(LINK_FORMAT_MESSAGE);
    expect(linkProblem('https://example.com/a')).toBeUndefined();
    expect(linkProblem('/about')).toBeUndefined();
    expect(linkProblem('//evil.example/x')).toBe(LINK_FORMAT_MESSAGE);
    expect(linkProblem('/\\evil.example')).toBe(LINK_FORMAT_MESSAGE);
    expect(linkProblem('tel:+1 555 0100')).toBeUndefined();
  });
});
