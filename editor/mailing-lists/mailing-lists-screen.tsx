// /config/mailing-lists: where sign-ups go (the connection dialog), and the built-in lists' members a page at a time, searched, exported as CSV.
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PROVIDER_LABELS } from '../../domain/owner-api/mailing-list-rules.js';
import { asApiError } from '../api/client.js';
import {
  MAILING_LIST_KEYS,
  MEMBERS_CSV_URL,
  MEMBER_PAGE_SIZE,
  deleteConnection,
  useBuiltInLists,
  useConnection,
  useMembers,
  type ConnectionView,
  type MemberView,
} from '../api/mailing-lists.js';
import { useCan, useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { DownloadButton } from '../ui/download-button.js';
import { TextField } from '../ui/field.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { Pager, pageCount } from '../ui/pager.js';
import { ConnectionDialog } from './connection-dialog.js';
import { MailingListsNav } from './mailing-lists-nav.js';
import { DataTable } from '../ui/data-table.js';

const features = tableFeatures({});

function dateText(iso: string, timeZone: string | undefined): string {
  return new Date(iso).toLocaleDateString('en', { dateStyle: 'medium', timeZone });
}

/** Where sign-ups go, in words. */
function connectionText(connection: ConnectionView | null, oldest: string | undefined): string {
  if (connection === null) {
    return oldest === undefined
      ? 'Not connected. Create a list to collect newsletter sign-ups.'
      : `Not connected: newsletter sign-ups go to the built-in list ${oldest}.`;
  }
  const key = connection.apiKeyHint === null ? '' : ` (API key ending in ${connection.apiKeyHint})`;
  const where =
    connection.provider === 'tessera'
      ? 'the built-in list'
      : `the ${PROVIDER_LABELS[connection.provider]} list`;
  return `Connected: newsletter sign-ups go to ${where} ${connection.listName}${key}.`;
}

/** The Mailing lists screen; the search and page are in the address (`?q=…&page=…`). */
export function MailingListsScreen() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(search);
  const members = useMembers(search, page);
  const connection = useConnection();
  const lists = useBuiltInLists();
  const canEdit = useCan('marketing:edit');
  const timeZone = useWebsite().data?.website.timeZone;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [connecting, setConnecting] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const go = (q: string, nextPage: number) => {
    const next: Record<string, string> = {};
    if (q !== '') next.q = q;
    if (nextPage > 1) next.page = String(nextPage);
    setParams(next);
  };

  async function disconnect() {
    setBusy(true);
    setFailure(undefined);
    try {
      await deleteConnection();
      queryClient.setQueryData(MAILING_LIST_KEYS.connection, null);
      announce('Mailing list disconnected.');
      setDisconnecting(false);
    } catch (error) {
      setFailure(asApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  const columns = useMemo<ColumnDef<typeof features, MemberView>[]>(
    () => [
      { id: 'email', header: 'Email', accessorKey: 'email' },
      { id: 'list', header: 'List', accessorKey: 'listName' },
      {
        id: 'status',
        header: 'Status',
        accessorFn: (row) => (row.status === 'subscribed' ? 'Subscribed' : 'Unsubscribed'),
      },
      { id: 'source', header: 'Source', accessorKey: 'sourceLabel' },
      { id: 'subscribed', header: 'Subscribed', accessorFn: (row) => dateText(row.subscribedAt, timeZone) },
    ],
    [timeZone],
  );
  const data = members.data;
  const table = useTable({ features, columns, data: data?.members ?? [], getRowId: (row) => row.id });
  const pages = pageCount(data?.total ?? 0, MEMBER_PAGE_SIZE);

  return (
    <div className="mailing-lists-screen">
      <h1>Mailing lists</h1>
      <MailingListsNav />
      <section className="mailing-lists__connection" aria-labelledby="mailing-connection-title">
        <h2 id="mailing-connection-title">Connection</h2>
        {connection.isPending ? <Loading /> : null}
        {connection.error !== null ? (
          <LoadError error={connection.error} onRetry={() => void connection.refetch()} />
        ) : null}
        {connection.data !== undefined ? (
          <p>{connectionText(connection.data, lists.data?.[0]?.name)}</p>
        ) : null}
        {canEdit && connection.data !== undefined ? (
          <div className="toolbar">
            <button type="button" className="button button--primary" onClick={() => setConnecting(true)}>
              {connection.data === null ? 'Connect a mailing list' : 'Change connection'}
            </button>
            {connection.data !== null ? (
              <button type="button" className="button" onClick={() => setDisconnecting(true)}>
                Disconnect
              </button>
            ) : null}
          </div>
        ) : null}
      </section>

      <section aria-labelledby="mailing-members-title">
        <h2 id="mailing-members-title">Members</h2>
        <p className="field__help">
          Everyone on the built-in lists: newsletter sign-ups, restock opt-ins and form sign-ups.
        </p>
        <div className="toolbar">
          <form
            role="search"
            className="toolbar"
            onSubmit={(event) => {
              event.preventDefault();
              go(typed.trim(), 1);
            }}
          >
            <TextField label="Search members" type="search" value={typed} onChange={setTyped} />
            <button type="submit" className="button">
              Search
            </button>
          </form>
          <DownloadButton href={MEMBERS_CSV_URL} fileName="mailing-list-members.csv">
            Export CSV
          </DownloadButton>
        </div>
        {members.isPending ? <Loading /> : null}
        {members.error !== null ? (
          <LoadError error={members.error} onRetry={() => void members.refetch()} />
        ) : null}
        {data !== undefined && data.total === 0 ? (
          <p className="empty-state">
            {search === '' ? 'No one has signed up yet.' : `No member matches “${search}”.`}
          </p>
        ) : null}
        {data !== undefined && data.total > 0 ? (
          <>
            <DataTable table={table} caption="Members" className="mailing-members-table" />
            <Pager
              label="Pages of members"
              total={data.total}
              noun={['member', 'members']}
              page={page}
              pages={pages}
              onPage={(next) => go(search, next)}
            />
          </>
        ) : null}
      </section>

      <ConnectionDialog
        isOpen={connecting}
        onClose={() => setConnecting(false)}
        current={connection.data ?? null}
      />
      <ConfirmDialog
        title="Disconnect the mailing list?"
        isOpen={disconnecting}
        busy={busy}
        confirmLabel="Disconnect"
        onCancel={() => setDisconnecting(false)}
        onConfirm={() => void disconnect()}
      >
        <p>Newsletter sign-ups will go to the oldest built-in list again. A saved API key is forgotten.</p>
        {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
      </ConfirmDialog>
    </div>
  );
}
