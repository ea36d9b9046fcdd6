// /config/commerce/orders: the orders table with search, status, fulfilment and date filters, sorting and pages (all on the server), an order's detail with fulfil and refund, and the CSV export.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ORDER_FULFILMENTS,
  ORDER_PAGE_SIZE,
  ORDER_STATUSES,
  type OrderFulfilment,
  type OrderStatus,
} from '../../../domain/order-table.js';
import { asApiError } from '../../api/client.js';
import { ordersCsvHref, useOrders, type OrderSummary, type OrderTableQuery } from '../../api/orders.js';
import { useCan, useWebsite } from '../../api/website.js';
import { useDebouncedValue } from '../../files/use-file-list.js';
import { SelectField, TextField } from '../../ui/field.js';
import { LoadError, Loading } from '../../ui/load-state.js';
import { CommerceNav } from '../commerce-nav.js';
import { STATUS_LABELS } from './order-format.js';
import { OrderDetailPanel } from './order-detail.js';
import { OrdersTable } from './orders-table.js';
import { DownloadButton } from '../../ui/download-button.js';
import { Pager, pageCount } from '../../ui/pager.js';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];
const FULFILMENT_LABELS: Readonly<Record<OrderFulfilment, string>> = {
  fulfilled: 'Fulfilled',
  unfulfilled: 'Unfulfilled',
};
const FULFILMENT_OPTIONS = [
  { value: '', label: 'Any fulfilment' },
  ...ORDER_FULFILMENTS.map((value) => ({ value, label: FULFILMENT_LABELS[value] })),
];

type Filters = Omit<OrderTableQuery, 'q'>;

/** The Orders screen. */
export function OrdersScreen() {
  const canEdit = useCan('commerce:edit');
  const timeZone = useWebsite().data?.website.timeZone ?? 'UTC';
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>({
    status: '',
    fulfilment: '',
    from: '',
    to: '',
    sort: 'createdOn',
    direction: 'desc',
    page: 1,
    pageSize: ORDER_PAGE_SIZE,
  });
  // An order linked from elsewhere (the Home screen's recent orders) opens at once.
  const [params, setParams] = useSearchParams();
  const [openId, setOpenId] = useState<string | undefined>(() => params.get('order') ?? undefined);
  const query: OrderTableQuery = { ...filters, q: useDebouncedValue(search) };
  const list = useOrders(query);
  const onOpen = useCallback((order: OrderSummary) => setOpenId(order.id), []);

  const change = (next: Partial<Filters>) => setFilters((current) => ({ ...current, page: 1, ...next }));
  const data = list.data;
  const total = data?.pagination.total ?? 0;
  const pages = data === undefined ? 1 : pageCount(total, data.pagination.pageSize);
  const filtered =
    query.q.trim() !== '' ||
    filters.status !== '' ||
    filters.fulfilment !== '' ||
    filters.from !== '' ||
    filters.to !== '';
  // A filter the server refused (an end date before the start) is flagged on its field.
  const refused = list.error === null ? {} : asApiError(list.error).fields;

  return (
    <div className="commerce-screen">
      <CommerceNav />
      <div className="toolbar">
        <h1>Orders</h1>
        <span className="toolbar__spacer" />
        <DownloadButton href={ordersCsvHref(query)} fileName="orders.csv">
          Export CSV
        </DownloadButton>
      </div>
      <div className="toolbar" role="search" aria-label="Find orders">
        <TextField
          label="Search orders"
          type="search"
          value={search}
          onChange={(value) => {
            setSearch(value);
            change({});
          }}
          description="Order number, email or name"
          autoComplete="off"
          className="toolbar__field"
        />
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(status) => change({ status: status as OrderStatus | '' })}
          options={STATUS_OPTIONS}
        />
        <SelectField
          label="Fulfilment"
          value={filters.fulfilment}
          onChange={(fulfilment) => change({ fulfilment: fulfilment as OrderFulfilment | '' })}
          options={FULFILMENT_OPTIONS}
        />
        <TextField
          label="Placed from"
          type="date"
          value={filters.from}
          onChange={(from) => change({ from })}
          error={refused.from}
        />
        <TextField
          label="Placed until"
          type="date"
          value={filters.to}
          onChange={(to) => change({ to })}
          error={refused.to}
        />
      </div>
      {list.isPending ? (
        <Loading label="Loading orders…" />
      ) : data === undefined || Object.keys(refused).length > 0 ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : data.orders.length === 0 ? (
        <p className="empty-state">{filtered ? 'No orders match these filters.' : 'No orders yet.'}</p>
      ) : (
        <>
          <OrdersTable
            orders={data.orders}
            timeZone={timeZone}
            sort={filters.sort}
            direction={filters.direction}
            onSort={(sort, direction) => change({ sort, direction })}
            onOpen={onOpen}
          />
          <Pager
            label="Pages of orders"
            total={total}
            noun={['order', 'orders']}
            page={data.pagination.page}
            pages={pages}
            hasNextPage={data.pagination.hasNextPage}
            onPage={(page) => setFilters((current) => ({ ...current, page }))}
          />
        </>
      )}
      <OrderDetailPanel
        orderId={openId}
        timeZone={timeZone}
        canEdit={canEdit}
        onClose={() => {
          setOpenId(undefined);
          if (params.has('order')) setParams({}, { replace: true });
        }}
      />
    </div>
  );
}
