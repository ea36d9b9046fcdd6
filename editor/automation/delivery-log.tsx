// An endpoint's delivery log (TanStack Table, headless): a page of deliveries from the server, filtered by status, each redeliverable.
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { WEBHOOK_EVENT_LABELS } from '../../domain/owner-api/automation-rules.js';
import type { DeliveryStatus, DeliveryView, WebhookView } from '../../domain/owner-api/automation.js';
import { AUTOMATION_KEYS, DELIVERY_PAGE_SIZE, redeliverWebhook, useDeliveries } from '../api/automation.js';
import { asApiError } from '../api/client.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { SelectField } from '../ui/field.js';
import { Loading, LoadError } from '../ui/load-state.js';
import { Pager, pageCount } from '../ui/pager.js';
import { DataTable } from '../ui/data-table.js';

const features = tableFeatures({});

const STATUS_LABELS: Readonly<Record<DeliveryStatus, string>> = {
  pending: 'Waiting to be retried',
  delivered: 'Delivered',
  failed: 'Failed',
};

const when = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/** The status as the log says it: delivered, failed, or waiting with its next try. */
export function deliveryStatusText(delivery: DeliveryView): string {
  if (delivery.status === 'pending' && delivery.attempts === 0) return 'Queued';
  if (delivery.status === 'pending' && delivery.nextAttemptAt !== null)
    return `${STATUS_LABELS.pending} (${when(delivery.nextAttemptAt)})`;
  return STATUS_LABELS[delivery.status];
}

/** Props of {@link DeliveryLog}. */
export interface DeliveryLogProps {
  webhook: WebhookView;
  canEdit: boolean;
}

/** The log of `webhook`, newest first. */
export function DeliveryLog({ webhook, canEdit }: DeliveryLogProps) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const deliveries = useDeliveries(webhook.id, page, status === '' ? undefined : status);
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [busyId, setBusyId] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  async function redeliver(delivery: DeliveryView) {
    setBusyId(delivery.id);
    setFailure(undefined);
    try {
      await redeliverWebhook(delivery.id);
      announce(`${WEBHOOK_EVENT_LABELS[delivery.eventType]} queued to be sent again.`);
      setPage(1);
      void queryClient.invalidateQueries({ queryKey: AUTOMATION_KEYS.all });
    } catch (caught) {
      setFailure(asApiError(caught).message);
    } finally {
      setBusyId(undefined);
    }
  }

  const columns = useMemo<ColumnDef<typeof features, DeliveryView>[]>(
    () => [
      { id: 'event', header: 'Event', accessorFn: (row) => WEBHOOK_EVENT_LABELS[row.eventType] },
      { id: 'status', header: 'Status', accessorFn: deliveryStatusText },
      {
        id: 'response',
        header: 'Response',
        accessorFn: (row) =>
          row.responseStatus !== null ? String(row.responseStatus) : (row.lastError ?? '—'),
      },
      { id: 'attempts', header: 'Attempts', accessorKey: 'attempts' },
      {
        id: 'time',
        header: 'Time',
        accessorFn: (row) => when(row.lastAttemptAt ?? row.createdAt),
      },
    ],
    [],
  );
  const table = useTable({
    features,
    columns,
    data: deliveries.data?.deliveries ?? [],
    getRowId: (row) => row.id,
  });

  const total = deliveries.data?.total ?? 0;
  const pages = pageCount(total, DELIVERY_PAGE_SIZE);
  return (
    <section className="panel" aria-labelledby="delivery-log-title">
      <h2 id="delivery-log-title">Deliveries to {webhook.url}</h2>
      <div className="toolbar">
        <SelectField
          label="Show"
          value={status}
          onChange={(next) => {
            setStatus(next as DeliveryStatus | '');
            setPage(1);
          }}
          options={[
            { value: '', label: 'All deliveries' },
            { value: 'delivered', label: 'Delivered' },
            { value: 'pending', label: 'Waiting to be retried' },
            { value: 'failed', label: 'Failed' },
          ]}
        />
      </div>
      {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
      {deliveries.isPending ? <Loading /> : null}
      {deliveries.error !== null ? (
        <LoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />
      ) : null}
      {deliveries.data !== undefined && total === 0 ? (
        <p className="empty-state">No deliveries yet: events are listed here as they are sent.</p>
      ) : null}
      {deliveries.data !== undefined && total > 0 ? (
        <>
          <DataTable
            table={table}
            caption={`Deliveries to ${webhook.url}, newest first`}
            className="delivery-log"
            extraColumns={[
              {
                header: 'Actions',
                hiddenHeader: true,
                cell: (row) =>
                  canEdit ? (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Redeliver ${WEBHOOK_EVENT_LABELS[row.original.eventType]} of ${when(row.original.createdAt)}`}
                      disabled={busyId === row.original.id}
                      onClick={() => void redeliver(row.original)}
                    >
                      Redeliver
                    </button>
                  ) : null,
              },
            ]}
          />
          <Pager
            label="Pages of deliveries"
            total={total}
            noun={['delivery', 'deliveries']}
            page={page}
            pages={pages}
            onPage={setPage}
          />
        </>
      ) : null}
    </section>
  );
}
