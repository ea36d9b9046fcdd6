// Tests the Form submissions screen: choose a form, its submissions a page at a time from the server, answers as the summary words them, the CSV link, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FormSubmission } from '../api/form-submissions.js';
import { savedDownloads } from '../test-support/downloads.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { SubmissionsScreen } from './submissions-screen.js';

function submission(id: string, email: string, createdAt: string): FormSubmission {
  return {
    id,
    createdAt,
    pageUrl: '/contact',
    values: {},
    summary: [
      { type: 'name', rawTitle: 'Name', values: { First: 'Ada', Last: 'Lovelace' } },
      { type: 'email', rawTitle: 'Email', value: email },
      { type: 'textarea', rawTitle: 'Message', value: '' },
    ],
  };
}

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/forms', {
    forms: [
      { id: 'f1', name: 'Contact' },
      { id: 'f2', name: 'Catering request' },
    ],
  });
  api.on('GET /api/owner/forms/f1/submissions', (call) => {
    const page = Number(call.query.get('page'));
    return {
      form: { id: 'f1', name: 'Contact' },
      submissions:
        page === 2
          ? [submission('s3', 'third@example.com', '2026-11-02T15:00:00.000Z')]
          : [
              submission('s1', 'ada@example.com', '2026-11-20T17:30:00.000Z'),
              submission('s2', 'second@example.com', '2026-11-10T15:00:00.000Z'),
            ],
      page,
      pageSize: 25,
      total: 26,
      hasNextPage: page === 1,
    };
  });
  api.on('GET /api/owner/forms/f2/submissions', {
    form: { id: 'f2', name: 'Catering request' },
    submissions: [],
    page: 1,
    pageSize: 25,
    total: 0,
    hasNextPage: false,
  });
});

const routes = [{ path: '/forms/submissions', element: <SubmissionsScreen /> }];
const lastPage = () =>
  api.calls
    .filter((call) => call.path.endsWith('/submissions'))
    .at(-1)!
    .query.get('page');

describe('the Form submissions screen', () => {
  it('shows the first form’s submissions with a column per field, the CSV link, and passes axe', async () => {
    const { container } = renderEditor(routes, '/forms/submissions');
    const table = await screen.findByRole('table', { name: 'Submissions of Contact, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Received', 'Name', 'Email', 'Message', 'Page']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 20, 2026, 12:30 PM', 'Ada Lovelace', 'ada@example.com', 'N/A', '/contact']);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByText('26 submissions · page 1 of 2')).toBeTruthy();
    expect(lastPage()).toBe('1');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('asks the server for the next page and back', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/forms/submissions');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'third@example.com' })).toBeTruthy();
    expect(lastPage()).toBe('2');
    expect(screen.getByText('26 submissions · page 2 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('cell', { name: 'ada@example.com' })).toBeTruthy();
  });

  it('switches to another form, which has no submissions yet', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/forms/submissions');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Form'), 'Catering request');
    expect(await screen.findByText('No one has sent Catering request yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // The CSV is fetched, then saved under the server's name for it.
    api.on('GET /api/owner/forms/f2/submissions.csv', () => ({ status: 200, body: 'id' }));
    const saved = savedDownloads();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['submissions.csv']));
    expect(api.calls.at(-1)?.path).toBe('/api/owner/forms/f2/submissions.csv');
  });

  it('says so when the website has no forms', async () => {
    api.on('GET /api/owner/forms', { forms: [] });
    renderEditor(routes, '/forms/submissions');
    expect(await screen.findByText(/This website has no forms yet/)).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.path.endsWith('/submissions'))).toBe(false));
  });
});
