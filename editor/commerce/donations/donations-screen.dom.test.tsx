// Tests the Donations screen: the donations in a table as the donors typed them, the empty state, and axe.
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { DonationsScreen } from './donations-screen.js';

const api = fakeApiForEachTest();
const routes = [{ path: '/commerce/donations', element: <DonationsScreen /> }];

describe('the Donations screen', () => {
  it('lists the donations with their amount, reference and donor, and passes axe', async () => {
    api.on('GET /api/owner/donations', {
      total: 1,
      donations: [
        {
          id: 'd1',
          reference: 'D-ABC123',
          amountCents: 2550,
          currency: 'USD',
          donorName: '<b>Ada</b>',
          donorEmail: 'ada@example.com',
          cardLast4: '4242',
          testMode: true,
          createdAt: '2026-11-20T17:30:00.000Z',
        },
      ],
    });
    const { container } = renderEditor(routes, '/commerce/donations');
    const row = await screen.findByRole('row', { name: /D-ABC123/ });
    expect(row.textContent).toContain('<b>Ada</b>');
    expect(row.textContent).toContain('$25.50 (test)');
    expect(screen.getByText('1 donation · page 1 of 1')).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('says when there are none yet', async () => {
    api.on('GET /api/owner/donations', { total: 0, donations: [] });
    renderEditor(routes, '/commerce/donations');
    expect(await screen.findByText(/No donations yet/)).toBeTruthy();
  });
});
