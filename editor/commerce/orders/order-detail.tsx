// An order's detail panel: items, totals, buyer, address, payment, gift cards bought (sent again on request), and the fulfil and refund actions behind a confirmation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { asApiError } from '../../api/client.js';
import { ORDER_KEYS, fulfilOrder, refundOrder, useOrder, type OrderDetail } from '../../api/orders.js';
import { Alert } from '../../ui/alert.js';
import { useAnnounce } from '../../ui/announcer.js';
import { ConfirmDialog, EditorDialog } from '../../ui/dialog.js';
import { LoadError, Loading } from '../../ui/load-state.js';
import { OrderGiftCards } from './order-gift-cards.js';
import { STATUS_LABELS, canFulfil, canRefund, momentText, moneyText } from './order-format.js';

type Action = 'fulfil' | 'refund';

const ACTIONS: Readonly<
  Record<Action, { title: string; confirm: string; run: (id: string) => Promise<OrderDetail> }>
> = {
  fulfil: { title: 'Fulfil this order?', confirm: 'Mark fulfilled', run: fulfilOrder },
  refund: { title: 'Refund this order?', confirm: 'Refund', run: refundOrder },
};

/** Props of {@link OrderDetailPanel}. */
export interface OrderDetailPanelProps {
  /** The open order, or undefined when none is. */
  orderId: string | undefined;
  timeZone: string;
  /** Whether the owner may fulfil and refund (`commerce:edit`). */
  canEdit: boolean;
  onClose: () => void;
}

function Totals({ order }: { order: OrderDetail }) {
  const money = (cents: number) => moneyText(cents, order.currency);
  const lines: [string, number][] = [
    ['Subtotal', order.subtotalCents],
    ...(order.discountCents > 0 ? ([['Discount', -order.discountCents]] as [string, number][]) : []),
    ['Shipping', order.shippingCents],
    ['Tax', order.taxCents],
    ...(order.giftCardCents > 0 ? ([['Paid by gift card', order.giftCardCents]] as [string, number][]) : []),
    ['Total', order.grandTotalCents],
  ];
  return (
    <dl className="order-detail__totals">
      {lines.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{cents < 0 ? `−${money(-cents)}` : money(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderBody({ order, timeZone }: { order: OrderDetail; timeZone: string }) {
  const address = order.shippingAddress;
  return (
    <div className="dialog__content order-detail">
      <dl className="order-detail__facts">
        <div>
          <dt>Status</dt>
          <dd>
            {STATUS_LABELS[order.status]}
            {order.testMode ? ' (test mode)' : ''}
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{momentText(order.createdOn, timeZone)}</dd>
        </div>
        {order.fulfilledOn !== null ? (
          <div>
            <dt>Fulfilled</dt>
            <dd>{momentText(order.fulfilledOn, timeZone)}</dd>
          </div>
        ) : null}
        {order.refundedOn !== null ? (
          <div>
            <dt>Refunded</dt>
            <dd>{momentText(order.refundedOn, timeZone)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Email</dt>
          <dd>{order.customerEmail}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {order.payment.provider}
            {order.payment.last4 !== null ? ` ending ${order.payment.last4}` : ''}
          </dd>
        </div>
        {order.coupons.length > 0 ? (
          <div>
            <dt>Coupons</dt>
            <dd>{order.coupons.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <table className="table">
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">SKU</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
            <th scope="col">Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.productName}
                {Object.entries(item.attributes).map(([name, value]) => (
                  <span key={name} className="field__help">
                    {' '}
                    {name}: {value}
                  </span>
                ))}
              </td>
              <td>{item.sku}</td>
              <td>{item.quantity}</td>
              <td>{moneyText(item.unitPriceCents, order.currency)}</td>
              <td>{moneyText(item.subTotalCents, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Totals order={order} />
      {address !== null ? (
        <section aria-label="Shipping address">
          <h3>Ship to</h3>
          <address>
            {address.firstName} {address.lastName}
            <br />
            {address.address1}
            {address.address2 ? (
              <>
                <br />
                {address.address2}
              </>
            ) : null}
            <br />
            {address.city}
            {address.region ? `, ${address.region}` : ''} {address.postalCode}
            <br />
            {address.country}
          </address>
          {order.shippingOption !== null ? <p>{order.shippingOption.name}</p> : null}
        </section>
      ) : null}
    </div>
  );
}

/** The open order in a dialog; Fulfil and Refund ask first, then say what happened. */
export function OrderDetailPanel({ orderId, timeZone, canEdit, onClose }: OrderDetailPanelProps) {
  const order = useOrder(orderId);
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [asking, setAsking] = useState<Action | undefined>();
  const act = useMutation({
    mutationFn: ({ action, id }: { action: Action; id: string }) => ACTIONS[action].run(id),
    onSuccess: async (changed, { action }) => {
      setAsking(undefined);
      queryClient.setQueryData(ORDER_KEYS.one(changed.id), changed);
      announce(
        action === 'fulfil'
          ? `Order #${changed.orderNumber} is fulfilled. The buyer was emailed.`
          : `Order #${changed.orderNumber} was refunded. The buyer was emailed.`,
      );
      await queryClient.invalidateQueries({ queryKey: ORDER_KEYS.all });
    },
    onError: () => setAsking(undefined),
  });
  const data = order.data;
  const close = () => {
    act.reset();
    onClose();
  };

  return (
    <>
      <EditorDialog
        title={data === undefined ? 'Order' : `Order #${data.orderNumber}`}
        isOpen={orderId !== undefined && asking === undefined}
        onClose={close}
        size="large"
      >
        {order.isPending ? (
          <Loading label="Loading the order…" />
        ) : data === undefined ? (
          <LoadError error={order.error} onRetry={() => void order.refetch()} />
        ) : (
          <>
            {act.error !== null ? (
              <Alert tone="error" title="Nothing was changed">
                {asApiError(act.error).message}
              </Alert>
            ) : null}
            <OrderBody order={data} timeZone={timeZone} />
            <OrderGiftCards order={data} canEdit={canEdit} />
            <div className="dialog__actions">
              {canEdit && canFulfil(data.status) ? (
                <button type="button" className="button button--primary" onClick={() => setAsking('fulfil')}>
                  Fulfil
                </button>
              ) : null}
              {canEdit && canRefund(data.status) ? (
                <button type="button" className="button button--danger" onClick={() => setAsking('refund')}>
                  Refund
                </button>
              ) : null}
              <button type="button" className="button" onClick={close}>
                Close
              </button>
            </div>
          </>
        )}
      </EditorDialog>
      {asking !== undefined && data !== undefined ? (
        <ConfirmDialog
          title={ACTIONS[asking].title}
          isOpen
          onCancel={() => setAsking(undefined)}
          onConfirm={() => act.mutate({ action: asking, id: data.id })}
          confirmLabel={ACTIONS[asking].confirm}
          destructive={asking === 'refund'}
          busy={act.isPending}
        >
          {asking === 'fulfil' ? (
            <p>
              Order #{data.orderNumber} will be marked fulfilled, and {data.customerEmail} will get an email
              saying it is on its way.
            </p>
          ) : (
            <p>
              {moneyText(data.grandTotalCents, data.currency)} of order #{data.orderNumber} will be refunded:
              the card charge refunded, gift cards put right, the stock it took returned. {data.customerEmail}{' '}
              will get an email. This cannot be undone.
            </p>
          )}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
