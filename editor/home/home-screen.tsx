// /config/: the editor's Home screen: the setup checklist (each step checked from the website's data, linking to the screen that does it), the latest orders, the variants low on stock, and View site.
import { Link } from 'react-router';
import type { SetupStep } from '../../domain/owner-api/home-rules.js';
import { useHome, type HomeOrder, type LowStockVariant, type SetupStepState } from '../api/home.js';
import { useWebsite } from '../api/website.js';
import { momentText, moneyText, STATUS_LABELS } from '../commerce/orders/order-format.js';
import { LoadError, Loading } from '../ui/load-state.js';

/** What each setup step says, done or not, and the screen that does it. */
const STEPS: Readonly<
  Record<SetupStep, { title: string; todo: string; done: string; to: string; action: string }>
> = {
  product: {
    title: 'Add your first product',
    todo: 'Sell something of your own: the sample products do not count.',
    done: 'Your store has a product of your own.',
    to: '/commerce/products/new',
    action: 'Add a product',
  },
  payments: {
    title: 'Take payments',
    todo: 'Checkout takes test payments only: no payment provider is connected yet.',
    done: 'Checkout takes real payments.',
    to: '/commerce/settings',
    action: 'Open the store settings',
  },
  shipping: {
    title: 'Set up shipping',
    todo: 'Add a shipping option buyers can choose at checkout.',
    done: 'Buyers can choose a shipping option at checkout.',
    to: '/commerce/shipping',
    action: 'Open shipping options',
  },
  domain: {
    title: 'Connect your domain',
    todo: 'Give your site a domain name of its own.',
    done: 'Your site answers on a domain of its own.',
    to: '/settings/site',
    action: 'Open the site settings',
  },
  identity: {
    title: 'Add your site title and logo',
    todo: 'Name your site and add a logo for its header.',
    done: 'Your site has a title and a logo.',
    to: '/settings/site',
    action: 'Open the site settings',
  },
};

/** The Home screen. */
export function HomeScreen() {
  const home = useHome();
  const timeZone = useWebsite().data?.website.timeZone;
  const data = home.data;
  return (
    <div className="home">
      <div className="toolbar">
        <h1>Home</h1>
        <span className="toolbar__spacer" />
        <a className="button button--primary" href="/" target="_blank" rel="noreferrer">
          View site
        </a>
      </div>
      {home.isPending ? (
        <Loading label="Loading your home screen…" />
      ) : data === undefined ? (
        <LoadError error={home.error} onRetry={() => void home.refetch()} />
      ) : (
        <div className="home__sections">
          <Checklist steps={data.checklist} />
          {data.recentOrders !== null ? (
            <RecentOrders orders={data.recentOrders} timeZone={timeZone} />
          ) : null}
          {data.lowStock !== null ? (
            <LowStock variants={data.lowStock} total={data.lowStockTotal ?? data.lowStock.length} />
          ) : null}
        </div>
      )}
    </div>
  );
}

/** The setup checklist: each step done or to do, with the way to do it. */
function Checklist({ steps }: { steps: readonly SetupStepState[] }) {
  const done = steps.filter((step) => step.done).length;
  return (
    <section className="home__section" aria-labelledby="home-setup">
      <h2 id="home-setup">Set up your site</h2>
      <p className="home__progress">
        {done} of {steps.length} done
      </p>
      <ul className="home__checklist">
        {steps.map(({ step, done: isDone }) => {
          const words = STEPS[step];
          return (
            <li key={step} className={`home__step${isDone ? ' home__step--done' : ''}`}>
              <span className="home__mark" aria-hidden="true">
                {isDone ? '✓' : ''}
              </span>
              <div className="home__step-text">
                <h3>
                  {words.title}
                  <span className="visually-hidden">{isDone ? ' (done)' : ' (to do)'}</span>
                </h3>
                <p>{isDone ? words.done : words.todo}</p>
                {isDone ? null : (
                  <Link to={words.to} aria-label={`${words.action}: ${words.title.toLowerCase()}`}>
                    {words.action}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The latest orders, each opening in the Orders screen. */
function RecentOrders({ orders, timeZone }: { orders: readonly HomeOrder[]; timeZone: string | undefined }) {
  return (
    <section className="home__section" aria-labelledby="home-orders">
      <h2 id="home-orders">Recent orders</h2>
      {orders.length === 0 ? (
        <p className="empty-state">No orders yet.</p>
      ) : (
        <ul className="home__list">
          {orders.map((order) => (
            <li key={order.id}>
              <Link to={`/commerce/orders?order=${encodeURIComponent(order.id)}`}>
                Order #{order.orderNumber}
              </Link>
              <span className="home__detail">
                {order.customerName || order.customerEmail} ·{' '}
                {moneyText(order.grandTotalCents, order.currency)} · {STATUS_LABELS[order.status]}
                {order.testMode ? ' (test)' : ''} · {momentText(order.createdOn, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/commerce/orders">All orders</Link>
    </section>
  );
}

/** The variants at or under their low-stock threshold, each opening in the Inventory screen. */
function LowStock({ variants, total }: { variants: readonly LowStockVariant[]; total: number }) {
  return (
    <section className="home__section" aria-labelledby="home-stock">
      <h2 id="home-stock">Low stock</h2>
      {variants.length === 0 ? (
        <p className="empty-state">No product is low on stock.</p>
      ) : (
        <ul className="home__list">
          {variants.map((variant) => {
            const options = Object.values(variant.options).join(', ');
            return (
              <li key={variant.variantId}>
                <Link to={`/commerce/inventory?search=${encodeURIComponent(variant.sku)}`}>
                  {variant.productTitle}
                  {options === '' ? '' : ` (${options})`}
                </Link>
                <span className="home__detail">
                  {variant.qtyInStock === 0 ? 'Sold out' : `${variant.qtyInStock} left`} · SKU {variant.sku}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {total > variants.length ? (
        <p>
          {total - variants.length} more low on stock.{' '}
          <Link to="/commerce/inventory">Open the inventory</Link>
        </p>
      ) : (
        <Link to="/commerce/inventory">Open the inventory</Link>
      )}
    </section>
  );
}
