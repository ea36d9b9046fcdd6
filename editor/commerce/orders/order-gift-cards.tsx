// The gift cards an order bought, in its detail panel: each card's value, whom and when it was mailed to, the buyer's note, and Send again.
import { useMutation } from '@tanstack/react-query';
import { sendDayText } from '../../../domain/gift-recipient.js';
import { asApiError } from '../../api/client.js';
import { resendGiftCard, type OrderDetail } from '../../api/orders.js';
import { Alert } from '../../ui/alert.js';
import { useAnnounce } from '../../ui/announcer.js';
import { moneyText } from './order-format.js';

/** Props of {@link OrderGiftCards}. */
export interface OrderGiftCardsProps {
  order: OrderDetail;
  /** Whether the owner may send a card's email again (`commerce:edit`); never for a refunded order (its cards are void). */
  canEdit: boolean;
}

/** The order's bought cards (nothing when it bought none). */
export function OrderGiftCards({ order, canEdit }: OrderGiftCardsProps) {
  const announce = useAnnounce();
  const resend = useMutation({
    mutationFn: (code: string) => resendGiftCard(order.id, code),
    onSuccess: (_changed, code) => {
      const card = order.issuedGiftCards.find((candidate) => candidate.code === code);
      announce(`The gift card email was sent again to ${card?.recipient?.email ?? order.customerEmail}.`);
    },
  });
  if (order.issuedGiftCards.length === 0) return null;
  const mayResend = canEdit && order.status !== 'refunded';
  return (
    <section className="order-detail__gift-cards" aria-labelledby="order-gift-cards-heading">
      <h3 id="order-gift-cards-heading">Gift cards</h3>
      {resend.error !== null ? (
        <Alert tone="error" title="The email was not sent again">
          {asApiError(resend.error).message}
        </Alert>
      ) : null}
      <ul className="order-detail__gift-card-list">
        {order.issuedGiftCards.map((card) => (
          <li key={card.code} className="order-detail__gift-card">
            <p>
              <code>{card.code}</code> {moneyText(card.initialValueCents, card.currency)}
              {card.recipient === null
                ? ` · emailed to the buyer, ${order.customerEmail}`
                : ` · to ${card.recipient.name}, ${card.recipient.email}, on ${sendDayText(card.recipient.sendOn)}`}
            </p>
            {card.recipient !== null && card.recipient.note !== '' ? (
              <blockquote className="order-detail__gift-note">{card.recipient.note}</blockquote>
            ) : null}
            {mayResend ? (
              <button
                type="button"
                className="button button--small"
                aria-label={`Send gift card ${card.code} again`}
                disabled={resend.isPending}
                onClick={() => resend.mutate(card.code)}
              >
                Send again
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
