// Tests the automation screen: the endpoints, adding one (checked first, then the secret shown once with copy), the delivery log's pages and redelivery, a new secret, and what a look-only role sees; axe finds nothing serious.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryView, WebhookView } from '../../domain/owner-api/automation.js';
import { CAPABILITIES } from '../../domain/owner-permissions.js';
import { fakeWebsite, invalidInputAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../test-support/unsaved-changes.js';
import { AutomationScreen } from './automation-screen.js';

const webhook = (id: string, url: string, change: Partial<WebhookView> = {}): WebhookView => ({
  id,
  url,
  description: '',
  events: ['order.placed', 'form.submitted'],
  enabled: true,
  secretHint: 'abcd',
  secretRotatedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  version: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: null,
  ...change,
});

const delivery = (id: string, change: Partial<DeliveryView> = {}): DeliveryView => ({
  id,
  endpointId: 'w1',
  eventId: `event-${id}`,
  eventType: 'order.placed',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  lastError: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  lastAttemptAt: '2026-11-25T09:00:01.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-11-25T09:00:01.000Z',
  redeliveryOf: null,
  ...change,
});

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on('GET /api/owner/automation/webhooks', {
    webhooks: [
      webhook('w1', 'https://hooks.zapier.test/a'),
      webhook('w2', 'https://n8n.test/b', { enabled: false }),
    ],
  });
  api.on('GET /api/owner/automation/webhooks/:id/deliveries', (call) =>
    call.query.get('page') === '2'
      ? { deliveries: [delivery('d3')], page: 2, pageSize: 20, total: 21 }
      : {
          deliveries: [
            delivery('d1', {
              eventType: 'form.submitted',
              status: 'pending',
              attempts: 2,
              responseStatus: 500,
              lastError: 'The endpoint answered 500.',
              nextAttemptAt: '2026-11-25T09:05:00.000Z',
            }),
            delivery('d2'),
          ],
          page: 1,
          pageSize: 20,
          total: 21,
        },
  );
});

const routes = [{ path: '/automation', element: <AutomationScreen /> }];

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
}

describe('the automation screen', () => {
  it('lists the webhooks with their events and the first one’s deliveries', async () => {
    renderEditor(routes, '/automation');
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('https://hooks.zapier.test/a')).toBeTruthy();
    expect(within(rows[1]!).getByText('Order placed, Form submitted')).toBeTruthy();
    expect(within(rows[2]!).getByText('Off')).toBeTruthy();

    const log = await screen.findByRole('table', { name: /Deliveries to https:\/\/hooks.zapier.test\/a/ });
    const first = within(log).getAllByRole('row')[1]!;
    expect(within(first).getByText('Form submitted')).toBeTruthy();
    expect(within(first).getByText(/Waiting to be retried/)).toBeTruthy();
    expect(within(first).getByText('500')).toBeTruthy();
    expect(within(first).getByText('2')).toBeTruthy();
    expect(screen.getByText('21 deliveries · page 1 of 2')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('pages the log on the server and redelivers an entry', async () => {
    api.on('POST /api/owner/automation/deliveries/:id/redeliver', {
      status: 202,
      body: { delivery: delivery('d9', { status: 'pending', attempts: 0, redeliveryOf: 'd2' }) },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/automation');
    await screen.findByText('21 deliveries · page 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('21 deliveries · page 2 of 2');
    const asked = api.calls.filter((call) => call.path.endsWith('/deliveries'));
    expect(asked.at(-1)?.path).toBe('/api/owner/automation/webhooks/w1/deliveries');
    expect(asked.at(-1)?.query.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('21 deliveries · page 1 of 2');
    const [, second] = screen.getAllByRole('button', { name: /^Redeliver Order placed/ });
    expect(second).toBeUndefined();
    await user.click(screen.getAllByRole('button', { name: /^Redeliver Order placed/ })[0]!);
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/d2/redeliver'))).toBe(
        true,
      ),
    );
  });

  it('shows another endpoint’s log and filters by status', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/automation');
    await user.click(await screen.findByRole('button', { name: 'Deliveries to https://n8n.test/b' }));
    await screen.findByRole('table', { name: /Deliveries to https:\/\/n8n.test\/b/ });
    await user.selectOptions(screen.getByLabelText('Show'), 'failed');
    await waitFor(() => {
      const last = api.calls.filter((call) => call.path.endsWith('/deliveries')).at(-1);
      expect(last?.path).toBe('/api/owner/automation/webhooks/w2/deliveries');
      expect(last?.query.get('status')).toBe('failed');
    });
  });

  it('checks a new webhook before sending it, then shows its secret once with a copy button', async () => {
    api.on('POST /api/owner/automation/webhooks', (call) => ({
      status: 201,
      body: {
        webhook: webhook('w3', (call.body as { url: string }).url, { secretHint: 'wxyz' }),
        secret: 'whsec_the-new-secret-wxyz',
      },
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/automation');
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    const address = within(dialog).getByLabelText('Address');
    await user.type(address, 'http://hooks.example.com/x');
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(
      within(dialog).getByText(
        'The address must start with https:// (http:// only for this machine, e.g. http://localhost).',
      ),
    ).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Choose at least one event.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(address);
    await user.type(address, 'https://hooks.example.com/x');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Restock sign-up' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order placed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'The webhook’s signing secret' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      url: 'https://hooks.example.com/x',
      description: '',
      events: ['order.placed', 'restock.signed_up'],
      enabled: true,
    });
    const field = within(secretDialog).getByLabelText('Signing secret') as HTMLInputElement;
    expect(field.value).toBe('whsec_the-new-secret-wxyz');
    expect(field.readOnly).toBe(true);
    expect(within(secretDialog).getByText(/Tessera-Signature: t=<unix seconds>,v1=/)).toBeTruthy();
    await user.click(within(secretDialog).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe('whsec_the-new-secret-wxyz');
    expect(within(secretDialog).getByRole('status').textContent).toBe('Copied.');
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('whsec_the-new-secret-wxyz')).toBeNull());
    expect(screen.queryByDisplayValue('whsec_the-new-secret-wxyz')).toBeNull();
  });

  it('shows the server’s refusal under its field', async () => {
    api.on(
      'POST /api/owner/automation/webhooks',
      invalidInputAnswer({ 'events.0': 'order.shipped is not one of the expected options.' }),
    );
    const user = userEvent.setup();
    renderEditor(routes, '/automation');
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    await user.type(within(dialog).getByLabelText('Address'), 'https://hooks.example.com/x');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order placed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('order.shipped is not one of the expected options.')).toBeTruthy();
  });

  it('edits a webhook with the version it showed, and makes a new secret after asking', async () => {
    api.on('PATCH /api/owner/automation/webhooks/:id', {
      webhook: webhook('w1', 'https://hooks.zapier.test/a'),
    });
    api.on('POST /api/owner/automation/webhooks/:id/secret', {
      webhook: webhook('w1', 'https://hooks.zapier.test/a', { secretHint: 'zzzz' }),
      secret: 'whsec_rotated-zzzz',
    });
    const user = userEvent.setup();
    renderEditor(routes, '/automation');
    await user.click(await screen.findByRole('button', { name: 'Edit https://hooks.zapier.test/a' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the webhook' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send events to this address' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = api.calls.find((call) => call.method === 'PATCH')!;
    expect(patch.path).toBe('/api/owner/automation/webhooks/w1');
    expect(patch.headers['If-Match']).toBe('3');
    expect(patch.body).toMatchObject({ enabled: false, events: ['order.placed', 'form.submitted'] });

    await user.click(screen.getByRole('button', { name: 'New secret for https://hooks.zapier.test/a' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make a new secret?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make a new secret' }));
    const shown = await screen.findByRole('dialog', { name: 'The webhook’s signing secret' });
    expect((within(shown).getByLabelText('Signing secret') as HTMLInputElement).value).toBe(
      'whsec_rotated-zzzz',
    );
  });

  it('sends a test event of the chosen type to an endpoint', async () => {
    api.on('POST /api/owner/automation/webhooks/:id/test', {
      status: 202,
      body: { delivery: delivery('d7', { status: 'pending', attempts: 0, eventType: 'restock.signed_up' }) },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/automation');
    await user.click(await screen.findByRole('button', { name: 'Send test to https://n8n.test/b' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test event' });
    // It starts at the endpoint's first event.
    expect((within(dialog).getByLabelText('Event') as HTMLSelectElement).value).toBe('order.placed');
    await user.selectOptions(within(dialog).getByLabelText('Event'), 'restock.signed_up');
    await user.click(within(dialog).getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send a test event' })).toBeNull());
    const sent = api.calls.find((call) => call.method === 'POST' && call.path.endsWith('/test'));
    expect(sent).toMatchObject({
      path: '/api/owner/automation/webhooks/w2/test',
      body: { type: 'restock.signed_up' },
    });
    // The log shown is now that endpoint's.
    await screen.findByRole('table', { name: /Deliveries to https:\/\/n8n.test\/b/ });
  });

  it('lets a role without automation:edit look at the webhooks and their log, but change nothing', async () => {
    api.on(
      'GET /api/owner/website',
      fakeWebsite({ capabilities: CAPABILITIES.filter((capability) => capability !== 'automation:edit') }),
    );
    renderEditor(routes, '/automation');
    await screen.findByRole('table', { name: 'Webhooks' });
    await screen.findByText('21 deliveries · page 1 of 2');
    expect(screen.getByText('You may look at the webhooks but not change them.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add webhook' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Redeliver / })).toBeNull();
  });
  it('asks before leaving with a webhook typed and not saved, and leaves when told to (issue 30)', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(
      [...routes, { path: '/mailing-lists', element: <h1>Mailing lists</h1> }],
      '/automation',
    );
    // The browser's Back while the dialog is open.
    const leave = () => router.navigate('/mailing-lists');
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    await user.type(within(dialog).getByLabelText('Address'), 'https://hooks.example.com/x');
    await expectLeavingToAsk(user, router, leave, '/automation');
    expect(await screen.findByRole('heading', { name: 'Mailing lists' })).toBeTruthy();
  });

  it('lets the owner leave at once with a webhook dialog opened and nothing typed (issue 30)', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(
      [...routes, { path: '/mailing-lists', element: <h1>Mailing lists</h1> }],
      '/automation',
    );
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    await screen.findByRole('dialog', { name: 'Add a webhook' });
    await expectLeavingFreely(user, router, () => router.navigate('/mailing-lists'), '/automation');
  });
});
