// Tests the Mailing lists screens: members with search and CSV export, the connection dialog with SPEC's messages, composing a campaign and sending it with its count, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CampaignView, ConnectionView, MemberView } from '../api/mailing-lists.js';
import { invalidInputAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../test-support/unsaved-changes.js';
import { CampaignsScreen } from './campaigns-screen.js';
import { MailingListsScreen } from './mailing-lists-screen.js';

const BASE = '/api/owner/mailing-lists';

function member(id: string, email: string, change: Partial<MemberView> = {}): MemberView {
  return {
    id,
    email,
    listId: 'l1',
    listName: 'Harbor News',
    status: 'subscribed',
    source: 'newsletter-block',
    sourceLabel: 'Newsletter sign-up',
    subscribedAt: '2026-11-01T15:00:00.000Z',
    unsubscribedAt: null,
    ...change,
  };
}

function campaign(id: string, subject: string, change: Partial<CampaignView> = {}): CampaignView {
  return {
    id,
    subject,
    bodyHtml: '<p>Hello</p>',
    status: 'draft',
    listId: null,
    listName: null,
    sentAt: null,
    recipientCount: 0,
    unsubscribeCount: 0,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    version: 1,
    ...change,
  };
}

const api = fakeApiForEachTest();
let connection: ConnectionView | null;
let campaigns: CampaignView[];
beforeEach(() => {
  connection = null;
  campaigns = [campaign('c1', 'Autumn at the harbor')];
  const members = [
    member('m1', 'ada@example.com'),
    member('m2', 'bo@example.com', { source: 'restock-signup', sourceLabel: 'Restock opt-in' }),
  ];
  api.on(`GET ${BASE}/members`, (call) => {
    const search = call.query.get('search') ?? '';
    const found = members.filter((each) => each.email.includes(search));
    return { members: found, page: 1, pageSize: 25, total: found.length };
  });
  api.on(`GET ${BASE}/lists`, { lists: [{ id: 'l1', name: 'Harbor News', memberCount: 2 }] });
  api.on(`GET ${BASE}/connection`, () => ({ connection }));
  api.on(`GET /api/owner/campaigns`, () => ({ campaigns }));
});

const routes = [
  { path: '/mailing-lists', element: <MailingListsScreen /> },
  { path: '/mailing-lists/campaigns', element: <CampaignsScreen /> },
];

describe('the Mailing lists screen', () => {
  it('lists the members with their source, searches them, offers the CSV, and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = renderEditor(routes, '/mailing-lists');
    const table = await screen.findByRole('table', { name: 'Members' });
    const bo = within(within(table).getByRole('cell', { name: 'bo@example.com' }).closest('tr')!);
    expect(bo.getByRole('cell', { name: 'Restock opt-in' })).toBeTruthy();
    expect(bo.getByRole('cell', { name: 'Subscribed' })).toBeTruthy();
    expect(
      screen.getByText('Not connected: newsletter sign-ups go to the built-in list Harbor News.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ada');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'bo@example.com' })).toBeNull());
    expect(screen.getByRole('cell', { name: 'ada@example.com' })).toBeTruthy();
    expect(api.calls.at(-1)?.query.get('search')).toBe('ada');
  });

  it('connects Mailchimp through the dialog, with SPEC’s messages beside the list', async () => {
    const good = '0123456789abcdef0123456789abcdef-us21';
    api.on(`POST ${BASE}/provider-lists`, (call) => {
      const key = (call.body as { apiKey?: string }).apiKey;
      if (key === good) return { lists: [{ id: 'a1', name: 'Harbor Letters', memberCount: 42 }] };
      return invalidInputAnswer({
        listId: "You don't have any mailing lists, create one before continuing.",
      });
    });
    api.on(`PUT ${BASE}/connection`, (call) => {
      const body = call.body as { provider: 'mailchimp'; listId: string };
      connection = {
        provider: body.provider,
        listId: body.listId,
        listName: 'Harbor Letters',
        apiKeyHint: 'us21',
        updatedAt: '2026-11-26T10:00:00.000Z',
      };
      return { connection };
    });
    const user = userEvent.setup();
    renderEditor(routes, '/mailing-lists');
    await user.click(await screen.findByRole('button', { name: 'Connect a mailing list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a mailing list' });
    await user.selectOptions(within(dialog).getByLabelText('Provider'), 'mailchimp');

    // Nothing chosen: SPEC's message, nothing saved.
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByText('A List must be selected.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    // An account without lists.
    await user.type(within(dialog).getByLabelText(/^API key/), 'ffffffffffffffffffffffffffffffff-us21');
    await user.click(within(dialog).getByRole('button', { name: 'Load lists' }));
    expect(
      await within(dialog).findByText("You don't have any mailing lists, create one before continuing."),
    ).toBeTruthy();

    await user.clear(within(dialog).getByLabelText(/^API key/));
    await user.type(within(dialog).getByLabelText(/^API key/), good);
    await user.click(within(dialog).getByRole('button', { name: 'Load lists' }));
    await user.selectOptions(await within(dialog).findByLabelText(/^List/), 'a1');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      provider: 'mailchimp',
      listId: 'a1',
      apiKey: good,
    });
    expect(
      await screen.findByText(
        'Connected: newsletter sign-ups go to the Mailchimp list Harbor Letters (API key ending in us21).',
      ),
    ).toBeTruthy();
  });
});

describe('the Campaigns screen', () => {
  it('asks for a subject, saves a draft, and sends it after confirming with the count sent', async () => {
    api.on('POST /api/owner/campaigns', (call) => {
      const made = campaign('c2', (call.body as { subject: string }).subject);
      campaigns = [made, ...campaigns];
      return { status: 201, body: { campaign: made } };
    });
    api.on('POST /api/owner/campaigns/:id/send', () => {
      const done = campaign('c1', 'Autumn at the harbor', {
        status: 'sent',
        sentAt: '2026-11-26T10:00:00.000Z',
        recipientCount: 2,
        listName: 'Harbor News',
      });
      campaigns = campaigns.map((each) => (each.id === 'c1' ? done : each));
      return { campaign: done };
    });
    api.on(`GET ${BASE}/lists`, {
      lists: [
        { id: 'l1', name: 'Harbor News', memberCount: 2 },
        { id: 'l2', name: 'Wholesale', memberCount: 5 },
      ],
    });
    const user = userEvent.setup();
    const { container } = renderEditor(routes, '/mailing-lists/campaigns');
    await screen.findByRole('table', { name: 'Campaigns' });
    expect(
      screen.getByText(
        /Campaigns go to the built-in list Harbor News \(2 subscribers\) unless you choose another\./,
      ),
    ).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(within(dialog).getByText('Add an email subject.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Winter hours');
    await user.selectOptions(within(dialog).getByLabelText('Send to'), 'l2');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Winter hours' })).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      subject: 'Winter hours',
      bodyHtml: '',
      mailingListId: 'l2',
    });

    await user.click(screen.getByRole('button', { name: 'Send Autumn at the harbor' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Send this campaign?' });
    expect(within(confirm).getByText(/goes to 2 subscribers of Harbor News now/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('“Autumn at the harbor” was sent to 2 subscribers.')).toBeTruthy();
    const row = screen.getByRole('cell', { name: 'Autumn at the harbor' }).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Sent' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Send/ })).toBeNull();
  });

  it('asks before leaving with a campaign typed and not saved, and not once it is saved (issue 30)', async () => {
    api.on('POST /api/owner/campaigns', (call) => {
      const made = campaign('c2', (call.body as { subject: string }).subject);
      campaigns = [made, ...campaigns];
      return { status: 201, body: { campaign: made } };
    });
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/mailing-lists/campaigns');
    // The browser's Back while the dialog is open.
    const leave = () => router.navigate('/mailing-lists');
    await user.click(await screen.findByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    await user.type(within(dialog).getByLabelText(/^Subject/), 'Winter hours');
    await expectLeavingToAsk(user, router, leave, '/mailing-lists/campaigns', { leave: false });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Subject/).value).toBe('Winter hours');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectLeavingFreely(user, router, leave, '/mailing-lists/campaigns');
  });

  it('asks before leaving with a connection’s key typed and not connected (issue 30)', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/mailing-lists');
    const leave = () => router.navigate('/mailing-lists/campaigns');
    await user.click(await screen.findByRole('button', { name: 'Connect a mailing list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a mailing list' });
    await user.selectOptions(within(dialog).getByLabelText('Provider'), 'mailchimp');
    await user.type(within(dialog).getByLabelText(/^API key/), 'ffffffffffffffffffffffffffffffff-us21');
    await expectLeavingToAsk(user, router, leave, '/mailing-lists', { leave: false });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectLeavingFreely(user, router, leave, '/mailing-lists');
  });
});
