// The Analytics screen's commerce: revenue against the previous period (with a chart per day), the funnel from product view to order with its rates, and the top products; the tables with their CSV exports.
import { useTable, type ColumnDef } from '@tanstack/react-table';
import type { AnalyticsCommerce, AnalyticsProducts, FunnelStep } from '../../domain/owner-api/analytics.js';
import { useAnalyticsCommerce, useAnalyticsProducts, type AnalyticsRange } from '../api/analytics.js';
import { moneyText } from '../commerce/orders/order-format.js';
import { DataTable } from '../ui/data-table.js';
import { changeText, percentText } from './analytics-range.js';
import { FailedSection } from './analytics-load.js';
import { features, Section, TableSection } from './analytics-tables.js';
import { RevenueChart } from './revenue-chart.js';

type Product = AnalyticsProducts['products'][number];
type Step = AnalyticsCommerce['funnel'][number];
type Revenue = AnalyticsCommerce['revenue'];

/** Each funnel step as the table names it. */
export const STEP_NAMES: Record<FunnelStep, string> = {
  productView: 'Viewed a product',
  addToCart: 'Added to cart',
  checkout: 'Started checkout',
  order: 'Placed an order',
};

const productColumns = (currency: string): ColumnDef<typeof features, Product>[] => [
  { id: 'title', header: 'Product', accessorFn: (row) => row.title },
  { id: 'views', header: 'Views', accessorFn: (row) => String(row.views) },
  { id: 'addToCarts', header: 'Add to carts', accessorFn: (row) => String(row.addToCarts) },
  { id: 'unitsSold', header: 'Units sold', accessorFn: (row) => String(row.unitsSold) },
  { id: 'revenue', header: 'Revenue', accessorFn: (row) => moneyText(row.revenueCents, currency) },
];

const stepColumns: ColumnDef<typeof features, Step>[] = [
  { id: 'step', header: 'Step', accessorFn: (row) => STEP_NAMES[row.step] },
  { id: 'visits', header: 'Visits', accessorFn: (row) => String(row.visits) },
  {
    id: 'rate',
    header: 'From the previous step',
    accessorFn: (row) => (row.step === 'productView' ? '—' : percentText(row.rate)),
  },
];

/** A step's visits against the first step's, as a bar with its percentage. */
function StepBar({ visits, first }: { visits: number; first: number }) {
  const share = first === 0 ? 0 : Math.min(1, visits / first);
  return (
    <span className="analytics-bar">
      <span className="analytics-bar__track" aria-hidden="true">
        <span className="analytics-bar__fill" style={{ width: `${share * 100}%` }} />
      </span>
      <span className="analytics-bar__text">{percentText(share)}</span>
    </span>
  );
}

/** Revenue, orders and average order of the period, the revenue against the previous period's. */
function RevenueSection({ revenue, range }: { revenue: Revenue; range: AnalyticsRange }) {
  const change = changeText(revenue.totalCents, revenue.previousTotalCents);
  const previous = moneyText(revenue.previousTotalCents, revenue.currency);
  return (
    <Section
      title="Revenue"
      range={range}
      empty={revenue.orders === 0 ? 'No orders in this period.' : undefined}
    >
      <ul className="analytics-figures" aria-label="Revenue of the period">
        <li className="analytics-figure">
          <span className="analytics-figure__label">Revenue</span>
          <strong className="analytics-figure__value">
            {moneyText(revenue.totalCents, revenue.currency)}
          </strong>
          <span className="analytics-figure__change">
            {change === undefined
              ? 'No revenue in the previous period'
              : `${change} on the previous period (${previous})`}
          </span>
        </li>
        <li className="analytics-figure">
          <span className="analytics-figure__label">Orders</span>
          <strong className="analytics-figure__value">{revenue.orders}</strong>
        </li>
        <li className="analytics-figure">
          <span className="analytics-figure__label">Average order</span>
          <strong className="analytics-figure__value">
            {moneyText(revenue.averageOrderCents, revenue.currency)}
          </strong>
        </li>
      </ul>
      <RevenueChart days={revenue.days} currency={revenue.currency} />
    </Section>
  );
}

/** The funnel from product view to order, each step's visits and rate, and the overall conversion. */
function FunnelSection({ commerce, range }: { commerce: AnalyticsCommerce; range: AnalyticsRange }) {
  const first = commerce.funnel[0]?.visits ?? 0;
  const table = useTable({
    features,
    columns: stepColumns,
    data: commerce.funnel,
    getRowId: (row) => row.step,
  });
  return (
    <Section
      title="Commerce funnel"
      table="funnel"
      range={range}
      empty={first === 0 ? 'No product views in this period.' : undefined}
    >
      <p className="analytics-section__lead">
        {`Conversion rate: ${percentText(commerce.conversionRate)} of visits placed an order.`}
      </p>
      <DataTable
        table={table}
        caption="Commerce funnel: visits at each step, from product view to order"
        extraColumns={[
          {
            header: 'Of product views',
            className: 'analytics-bar-cell',
            cell: (row) => <StepBar visits={row.original.visits} first={first} />,
          },
        ]}
      />
    </Section>
  );
}

function ProductsTable({ products, range }: { products: AnalyticsProducts; range: AnalyticsRange }) {
  return (
    <TableSection
      title="Top products"
      table="products"
      range={range}
      rows={products.products}
      columns={productColumns(products.currency)}
      rowId={(row) => row.itemId}
      caption="Top products: views, add to carts, units sold and revenue"
      empty="No product views or sales in this period."
    />
  );
}

/** The Revenue, Commerce funnel and Top products sections of `range`. */
export function CommerceSections({ range }: { range: AnalyticsRange }) {
  const commerce = useAnalyticsCommerce(range);
  const products = useAnalyticsProducts(range);
  return (
    <>
      {commerce.data !== undefined ? (
        <>
          <RevenueSection revenue={commerce.data.revenue} range={range} />
          <FunnelSection commerce={commerce.data} range={range} />
        </>
      ) : commerce.error !== null ? (
        <FailedSection
          title="Revenue and commerce funnel"
          error={commerce.error}
          onRetry={() => void commerce.refetch()}
        />
      ) : null}
      {products.data !== undefined ? (
        <ProductsTable products={products.data} range={range} />
      ) : products.error !== null ? (
        <FailedSection title="Top products" error={products.error} onRetry={() => void products.refetch()} />
      ) : null}
    </>
  );
}
