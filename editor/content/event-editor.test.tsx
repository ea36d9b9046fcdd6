// Tests the event editor: start and end go as wall-clock times of the website's zone, an end before the start is refused before sending, and the calendar link.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { COLLECTION_SCREEN_ROUTES as routes } from '../test-support/screen-routes.js';
import { collectionFixture, itemFromBody } from './content-fixtures.js';

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/collections/c1', { collection: collectionFixture('events') });
  api.on('GET /api/owner/authors', { authors: [] });
  api.on('GET /api/owner/tags', { tags: [] });
  api.on('GET /api/owner/collections/c1/items', { items: [], total: 0 });
});

async function typeEvent(start: string, end: string) {
  renderEditor(routes, '/collections/c1/new');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Title/), 'Pottery');
  fireEvent.change(screen.getByLabelText(/^Start/), { target: { value: start } });
  fireEvent.change(screen.getByLabelText(/^End/), { target: { value: end } });
  fireEvent.change(screen.getByLabelText('Address line 1'), { target: { value: '1 Pier St' } });
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'USA' } });
  return user;
}

describe('the event editor', () => {
  it('sends start and end as wall-clock times in the website’s zone, then shows the calendar link the site shows', async () => {
    let created: ReturnType<typeof itemFromBody> | undefined;
    api.on('POST /api/owner/collections/c1/items', (call) => {
      created = itemFromBody(call.body as Record<string, unknown>, {
        id: 'e1',
        fullUrl: '/events/pottery',
        version: 1,
      });
      return { status: 201, body: { item: created } };
    });
    api.on('GET /api/owner/collections/c1/items/e1', () => ({ item: created }));
    const user = await typeEvent('2026-12-01T19:00', '2026-12-01T21:30');
    expect(screen.getByText(/America\/New_York/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(created).toBeDefined());
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({
      title: 'Pottery',
      startDate: '2026-12-01T19:00',
      endDate: '2026-12-01T21:30',
      location: { addressLine1: '1 Pier St', addressCountry: 'USA' },
      status: 'published',
      publishOn: null,
    });
    // 19:00 in New York in December is 00:00 the next day in UTC.
    const link = await screen.findByRole('link', { name: /Add to Google Calendar/ });
    expect(link.getAttribute('href')).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Pottery&dates=20261202T000000Z/20261202T023000Z&location=1%20Pier%20St%2C%20USA',
    );
  });

  it('refuses an end before the start without sending anything', async () => {
    const user = await typeEvent('2026-12-01T19:00', '2026-12-01T18:00');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('An event must end after it starts.')).toBeTruthy();
    expect(screen.getByLabelText(/^End/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('needs a start', async () => {
    renderEditor(routes, '/collections/c1/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Title/), 'Talk');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Please enter when the event starts.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
