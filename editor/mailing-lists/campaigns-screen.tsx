// /config/mailing-lists/campaigns: the campaigns in a table, compose and edit a draft, send it to the built-in list after confirming, and what each sent.
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { asApiError } from '../api/client.js';
import {
  MAILING_LIST_KEYS,
  createCampaign,
  sendCampaign,
  updateCampaign,
  useBuiltInLists,
  useCampaigns,
  useConnection,
  type CampaignInput,
  type CampaignView,
} from '../api/mailing-lists.js';
import { useCan, useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { CampaignDialog } from './campaign-dialog.js';
import { MailingListsNav } from './mailing-lists-nav.js';
import { DataTable } from '../ui/data-table.js';

const features = tableFeatures({});

function momentText(iso: string, timeZone: string | undefined): string {
  return new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

const subscribers = (count: number) => `${count} ${count === 1 ? 'subscriber' : 'subscribers'}`;

/** The Campaigns screen. */
export function CampaignsScreen() {
  const campaigns = useCampaigns();
  const connection = useConnection();
  const lists = useBuiltInLists();
  const canEdit = useCan('marketing:edit');
  const timeZone = useWebsite().data?.website.timeZone;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [composing, setComposing] = useState<{ campaign: CampaignView | undefined } | undefined>();
  const [sending, setSending] = useState<CampaignView | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [sent, setSent] = useState<CampaignView | undefined>();

  // Campaigns go to the connected built-in list, else the oldest one (server/mailing-lists/campaigns.ts).
  const connected = connection.data;
  const target =
    (connected?.provider === 'tessera'
      ? lists.data?.find((list) => list.id === connected.listId)
      : undefined) ?? lists.data?.[0];

  // The list the campaign being confirmed goes to: its own choice, else the default.
  const chosen = sending?.listId ?? null;
  const sendingTo = (chosen === null ? undefined : lists.data?.find((list) => list.id === chosen)) ?? target;

  const refresh = () => void queryClient.invalidateQueries({ queryKey: MAILING_LIST_KEYS.campaigns });

  async function save(input: CampaignInput) {
    const editing = composing?.campaign;
    if (editing === undefined) await createCampaign(input);
    else await updateCampaign(editing.id, input);
    setComposing(undefined);
    announce(editing === undefined ? 'Campaign draft saved.' : 'Campaign saved.');
    refresh();
  }

  async function send(campaign: CampaignView) {
    setBusy(true);
    setFailure(undefined);
    try {
      const done = await sendCampaign(campaign.id);
      setSending(undefined);
      setSent(done);
      announce(`${done.subject} was sent to ${subscribers(done.recipientCount)}.`);
      refresh();
    } catch (error) {
      const refused = asApiError(error);
      setFailure(Object.values(refused.fields)[0] ?? refused.message);
    } finally {
      setBusy(false);
    }
  }

  const columns = useMemo<ColumnDef<typeof features, CampaignView>[]>(
    () => [
      { id: 'subject', header: 'Subject', accessorKey: 'subject' },
      {
        id: 'list',
        header: 'List',
        accessorFn: (row) => row.listName ?? (target === undefined ? '—' : target.name),
      },
      { id: 'status', header: 'Status', accessorFn: (row) => (row.status === 'sent' ? 'Sent' : 'Draft') },
      {
        id: 'sentAt',
        header: 'Sent',
        accessorFn: (row) => (row.sentAt === null ? '—' : momentText(row.sentAt, timeZone)),
      },
      {
        id: 'recipients',
        header: 'Recipients',
        accessorFn: (row) => (row.status === 'sent' ? String(row.recipientCount) : '—'),
      },
      {
        id: 'unsubscribed',
        header: 'Unsubscribed',
        accessorFn: (row) => (row.status === 'sent' ? String(row.unsubscribeCount) : '—'),
      },
    ],
    [timeZone, target],
  );
  const table = useTable({ features, columns, data: campaigns.data ?? [], getRowId: (row) => row.id });

  return (
    <div className="campaigns-screen">
      <h1>Mailing lists</h1>
      <MailingListsNav />
      <h2>Campaigns</h2>
      <p className="field__help">
        {target === undefined
          ? 'Campaigns go to the built-in list; create one on the Members screen first.'
          : `Campaigns go to the built-in list ${target.name} (${subscribers(target.memberCount)})${(lists.data?.length ?? 0) > 1 ? ' unless you choose another' : ''}.`}
        {connected?.provider === 'mailchimp'
          ? ' Sending through Mailchimp is not available: to email your Mailchimp list, send from Mailchimp.'
          : ''}
      </p>
      {sent !== undefined ? (
        <Alert tone="success">
          “{sent.subject}” was sent to {subscribers(sent.recipientCount)}.
        </Alert>
      ) : null}
      {canEdit ? (
        <div className="toolbar">
          <button
            type="button"
            className="button button--primary"
            onClick={() => setComposing({ campaign: undefined })}
          >
            New campaign
          </button>
        </div>
      ) : null}
      {campaigns.isPending ? <Loading /> : null}
      {campaigns.error !== null ? (
        <LoadError error={campaigns.error} onRetry={() => void campaigns.refetch()} />
      ) : null}
      {campaigns.data !== undefined && campaigns.data.length === 0 ? (
        <p className="empty-state">No campaigns yet.</p>
      ) : null}
      {campaigns.data !== undefined && campaigns.data.length > 0 ? (
        <DataTable
          table={table}
          caption="Campaigns"
          className="campaigns-table"
          extraColumns={[
            {
              header: 'Actions',
              hiddenHeader: true,
              cell: (row) =>
                canEdit && row.original.status === 'draft' ? (
                  <span className="toolbar">
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Edit ${row.original.subject}`}
                      onClick={() => setComposing({ campaign: row.original })}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="button button--small button--primary"
                      aria-label={`Send ${row.original.subject}`}
                      onClick={() => {
                        setFailure(undefined);
                        setSending(row.original);
                      }}
                    >
                      Send
                    </button>
                  </span>
                ) : null,
            },
          ]}
        />
      ) : null}

      <CampaignDialog
        isOpen={composing !== undefined}
        campaign={composing?.campaign}
        lists={lists.data ?? []}
        defaultList={target}
        onClose={() => setComposing(undefined)}
        onSave={save}
      />
      <ConfirmDialog
        title="Send this campaign?"
        isOpen={sending !== undefined}
        busy={busy}
        confirmLabel="Send now"
        onCancel={() => setSending(undefined)}
        onConfirm={() => void send(sending as CampaignView)}
      >
        <p>
          “{sending?.subject}” goes to{' '}
          {sendingTo === undefined
            ? 'the built-in list'
            : `${subscribers(sendingTo.memberCount)} of ${sendingTo.name}`}{' '}
          now. A campaign is sent once and cannot be changed afterwards.
        </p>
        {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
      </ConfirmDialog>
    </div>
  );
}
