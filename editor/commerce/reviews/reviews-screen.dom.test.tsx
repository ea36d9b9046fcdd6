// Tests the Reviews screen: the waiting queue with stars and the verified mark, approve, delete after a confirm, the approved tab by keyboard, a refusal, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReviewView } from '../../../domain/owner-api/reviews.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { ReviewsScreen } from './reviews-screen.js';

function review(id: string, authorName: string, rating: number, status: ReviewView['status']): ReviewView {
  return {
    id,
    productId: 'item-mug',
    productTitle: 'Mug',
    rating,
    body: `<b>${authorName}</b> likes the mug`,
    authorName,
    verifiedBuyer: true,
    status,
    createdAt: '2026-11-20T17:30:00.000Z',
  };
}

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/reviews', (call) => {
    const status = (call.query.get('status') ?? 'pending') as ReviewView['status'];
    const reviews =
      status === 'pending' ? [review('r1', 'Ada', 4, 'pending'), review('r2', 'Bo', 1, 'pending')] : [];
    return { reviews, status, page: 1, pageSize: 25, total: reviews.length, hasNextPage: false };
  });
  api.on('GET /api/owner/reviews/settings', { enabled: true });
});

const routes = [{ path: '/commerce/reviews', element: <ReviewsScreen /> }];
const calls = (method: string) => api.calls.filter((call) => call.method === method);

describe('the Reviews screen', () => {
  it('shows the waiting reviews with their stars, the text as typed and the verified mark, and passes axe', async () => {
    const { container } = renderEditor(routes, '/commerce/reviews');
    const ada = await screen.findByRole('article', { name: 'Ada on Mug' });
    expect(within(ada).getByText('<b>Ada</b> likes the mug')).toBeTruthy();
    expect(ada.textContent).toContain('Rated 4 out of 5 · Verified buyer');
    expect(screen.getByRole('tab', { name: 'Waiting' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Reviews' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('approves, and deletes only after the confirm', async () => {
    const user = userEvent.setup();
    api.on('POST /api/owner/reviews/r1/approve', { review: review('r1', 'Ada', 4, 'approved') });
    api.on('DELETE /api/owner/reviews/r2', { status: 204 });
    renderEditor(routes, '/commerce/reviews');
    await user.click(await screen.findByRole('button', { name: 'Approve the review by Ada on Mug' }));
    expect(await screen.findByText('Review approved.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete the review by Bo on Mug' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls('DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete the review by Bo on Mug' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('DELETE').map((call) => call.path)).toEqual(['/api/owner/reviews/r2']));
    expect(await screen.findByText('Review deleted.')).toBeTruthy();
    expect(calls('POST').map((call) => call.path)).toEqual(['/api/owner/reviews/r1/approve']);
  });

  it('opens the approved tab from the keyboard', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/reviews');
    await user.click(await screen.findByRole('tab', { name: 'Waiting' }));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('No approved reviews yet.')).toBeTruthy();
  });

  it('switches reviews off with the checkbox, and says so', async () => {
    const user = userEvent.setup();
    api.on('PUT /api/owner/reviews/settings', (call) => call.body as Record<string, unknown>);
    renderEditor(routes, '/commerce/reviews');
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Ask buyers for reviews' });
    expect(box.checked).toBe(true);
    await user.click(box);
    expect(await screen.findByText('Product reviews switched off.')).toBeTruthy();
    await waitFor(() => expect(box.checked).toBe(false));
    expect(calls('PUT').map((call) => call.body)).toEqual([{ enabled: false }]);
  });

  it('shows the server’s refusal', async () => {
    const user = userEvent.setup();
    api.on('POST /api/owner/reviews/r1/approve', {
      status: 404,
      body: { error: 'not-found', message: 'No such review.' },
    });
    renderEditor(routes, '/commerce/reviews');
    await user.click(await screen.findByRole('button', { name: 'Approve the review by Ada on Mug' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No such review.');
  });
});
