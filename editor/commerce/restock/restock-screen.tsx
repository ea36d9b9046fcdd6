// /config/commerce/restock: the waiting lists by product and variant (TanStack Table, cursor pages), send one or all, and what each send did.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { asApiError } from '../../api/client.js';
import {
  RESTOCK_KEYS,
  sendAllRestock,
  sendRestock,
  sendable,
  sendableGroups,
  useSignUpGroups,
  type SendResult,
  type SignUpGroup,
} from '../../api/restock.js';
import { useCan } from '../../api/website.js';
import { Alert } from '../../ui/alert.js';
import { useAnnounce } from '../../ui/announcer.js';
import { LoadError, LoadMore, Loading } from '../../ui/load-state.js';
import { CommerceNav } from '../commerce-nav.js';
import { SignUpsDialog } from './sign-ups-dialog.js';
import { DataTable } from '../../ui/data-table.js';

const features = tableFeatures({});
const keyOf = (ref: { productId: string; variantId: string }) => `${ref.productId}\n${ref.variantId}`;

const COLUMNS: ColumnDef<typeof features, SignUpGroup>[] = [
  { id: 'product', header: 'Product', accessorKey: 'productTitle' },
  {
    id: 'variant',
    header: 'Variant',
    accessorFn: (row) =>
      [row.sku, ...Object.entries(row.attributes).map(([name, value]) => `${name}: ${value}`)].join(' · '),
  },
  {
    id: 'stock',
    header: 'In stock',
    accessorFn: (row) => (row.unlimited ? 'Unlimited' : row.soldOut ? 'Sold out' : String(row.qtyInStock)),
  },
  { id: 'waiting', header: 'Waiting', accessorKey: 'waitingCount' },
  { id: 'notified', header: 'Emailed', accessorKey: 'notifiedCount' },
];

/** What a send did, in words. */
function sentText(result: SendResult): string {
  const sent = result.notified === 1 ? '1 email sent' : `${result.notified} emails sent`;
  return result.waiting === 0 ? `${sent}; nobody waiting.` : `${sent}; ${result.waiting} still waiting.`;
}

/** The Restock sign-ups screen. */
export function RestockScreen() {
  const canEdit = useCan('commerce:edit');
  const groups = useSignUpGroups();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [sent, setSent] = useState<ReadonlyMap<string, SendResult>>(new Map());
  const [open, setOpen] = useState<SignUpGroup | undefined>();
  const rows = useMemo(() => groups.data?.pages.flatMap((page) => page.signUpGroups) ?? [], [groups.data]);
  const table = useTable({ features, columns: COLUMNS, data: rows, getRowId: keyOf });

  const remember = async (results: SendResult[]) => {
    setSent((current) => new Map([...current, ...results.map((result) => [keyOf(result), result] as const)]));
    await queryClient.invalidateQueries({ queryKey: RESTOCK_KEYS.all });
  };
  const sendOne = useMutation({
    mutationFn: sendRestock,
    onSuccess: async (result) => {
      await remember([result]);
      announce(sentText(result));
    },
  });
  const sendAll = useMutation({
    // Every waiting list on every page, not only the pages loaded so far.
    mutationFn: async () => sendAllRestock(await sendableGroups()),
    onSuccess: async (results) => {
      await remember(results);
      const total = results.reduce((sum, result) => sum + result.notified, 0);
      announce(total === 1 ? '1 email sent.' : `${total} emails sent.`);
    },
  });
  const busy = sendOne.isPending || sendAll.isPending;
  const failure = sendOne.error ?? sendAll.error;
  const allResults = sendAll.data;

  return (
    <div className="commerce-screen">
      <CommerceNav />
      <div className="toolbar">
        <h1>Restock sign-ups</h1>
        <span className="toolbar__spacer" />
        {canEdit ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy || rows.length === 0}
            onClick={() => sendAll.mutate()}
          >
            Send all
          </button>
        ) : null}
      </div>
      <p className="field__help">
        Sending emails the people who have waited longest, as many as there are in stock, each once.
      </p>
      {failure !== null ? (
        <Alert tone="error" title="Nothing was sent">
          {asApiError(failure).message}
        </Alert>
      ) : null}
      {allResults !== undefined && allResults.length === 0 ? (
        <Alert tone="info" title="Nothing to send">
          Everything people are waiting for is still sold out.
        </Alert>
      ) : allResults !== undefined ? (
        <Alert tone="success" title="Sent">
          {allResults.reduce((sum, result) => sum + result.notified, 0)} emails to the people waiting for{' '}
          {allResults.length} {allResults.length === 1 ? 'variant' : 'variants'}.
        </Alert>
      ) : null}
      {groups.isPending ? (
        <Loading label="Loading sign-ups…" />
      ) : groups.data === undefined ? (
        <LoadError error={groups.error} onRetry={() => void groups.refetch()} />
      ) : rows.length === 0 ? (
        <p className="empty-state">Nobody has signed up to hear about a restock yet.</p>
      ) : (
        <>
          <DataTable
            table={table}
            caption="Restock sign-ups"
            className="restock-table"
            extraColumns={[
              {
                header: 'Last send',
                cell: (row) => {
                  const result = sent.get(row.id);
                  return result === undefined ? '—' : sentText(result);
                },
              },
              {
                header: 'Actions',
                hiddenHeader: true,
                cell: ({ original: group }) => (
                  <>
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`People waiting for ${group.sku}`}
                      onClick={() => setOpen(group)}
                    >
                      People
                    </button>
                    {canEdit ? (
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={`Send restock emails for ${group.sku}`}
                        disabled={busy || !sendable(group)}
                        onClick={() =>
                          sendOne.mutate({ productId: group.productId, variantId: group.variantId })
                        }
                      >
                        Send
                      </button>
                    ) : null}
                  </>
                ),
              },
            ]}
          />
          <LoadMore list={groups} />
        </>
      )}
      <SignUpsDialog group={open} onClose={() => setOpen(undefined)} />
    </div>
  );
}
