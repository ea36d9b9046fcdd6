// Tests the Order mails screen: the mails listed with when they are sent, the chosen one's subject, its document in a sandboxed frame, its text version by keyboard, another mail by its link, a refusal, and axe.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ORDER_MAIL_IDS,
  ORDER_MAIL_NAMES,
  type MailPreview,
} from '../../../domain/owner-api/mail-previews.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { MailPreviewsScreen } from './mail-previews-screen.js';

function preview(id: MailPreview['id'], subject: string, text: string): MailPreview {
  return {
    id,
    name: ORDER_MAIL_NAMES[id].name,
    subject,
    to: 'buyer@example.com',
    text,
    hasHtml: false,
    document: `<!doctype html><body class="page-type-301" data-page-type="301"><pre>${text}</pre></body>`,
  };
}

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/mail-previews', {
    mails: ORDER_MAIL_IDS.map((id) => ({ id, ...ORDER_MAIL_NAMES[id] })),
  });
  api.on(
    'GET /api/owner/mail-previews/order-confirmation',
    preview(
      'order-confirmation',
      'Your order #1001 from Tide Goods',
      'Thank you for your order #1001.\n2 × Linen tote bag',
    ),
  );
  api.on(
    'GET /api/owner/mail-previews/order-refunded',
    preview(
      'order-refunded',
      'Your order #1001 from Tide Goods has been refunded',
      'Your order #1001 has been refunded.',
    ),
  );
});

const routes = [{ path: '/commerce/mails', element: <MailPreviewsScreen /> }];

describe('the Order mails screen', () => {
  it('shows the order confirmation in a sandboxed frame with its subject, and passes axe', async () => {
    const { container } = renderEditor(routes, '/commerce/mails');
    expect(await screen.findByRole('heading', { name: 'Order confirmation', level: 2 })).toBeTruthy();
    expect(screen.getByText('Your order #1001 from Tide Goods')).toBeTruthy();
    const frame = screen.getByTitle('The Order confirmation mail') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('data-page-type="301"');
    expect(frame.getAttribute('srcdoc')).toContain('2 × Linen tote bag');
    const list = screen.getByRole('navigation', { name: 'Order mails' });
    expect(within(list).getAllByRole('link')).toHaveLength(ORDER_MAIL_IDS.length);
    expect(within(list).getByRole('link', { name: 'Order confirmation' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(list).getByText('When you refund an order.')).toBeTruthy();
    const results = await axe.run(container, {
      iframes: false,
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('shows the text version by keyboard, and another mail by its link', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/mails');
    const shown = await screen.findByRole('tab', { name: 'As received' });
    await user.click(shown);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Text version' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(/2 × Linen tote bag/).tagName).toBe('PRE');
    await user.click(screen.getByRole('link', { name: 'Order refunded' }));
    expect(await screen.findByRole('heading', { name: 'Order refunded', level: 2 })).toBeTruthy();
    expect(screen.getByText('Your order #1001 from Tide Goods has been refunded')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order refunded' }).getAttribute('aria-current')).toBe('page');
  });

  it("shows the server's refusal with a way to try again", async () => {
    api.on('GET /api/owner/mail-previews/order-confirmation', {
      status: 403,
      body: { error: 'forbidden', message: 'You cannot see the store.' },
    });
    renderEditor(routes, '/commerce/mails');
    expect(await screen.findByText('You cannot see the store.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
