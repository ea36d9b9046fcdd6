// The installment badge (SPEC §2, §5, §9): '4 interest-free payments' with Afterpay or Clearpay, and its info dialog.
import { useCallback, useEffect, useId, useState, type ReactElement } from 'react';
import {
  INSTALLMENT_COUNT,
  installmentAmountCents,
  installmentTexts,
  isInInstallmentRange,
  type InstallmentProvider,
} from '../domain/installments.js';
import { formatSubtotal } from './cart-pill-money.js';
import type { IslandDefinition, IslandEnvironment } from './island-definition.js';
import {
  lastPageEvent,
  onPageEvent,
  VARIANT_SELECTED_EVENT,
  type VariantSelectedDetail,
} from './page-events.js';
import { ModalDialog } from './modal-dialog.js';

/** The badge's props: the server's `productPage.installment` (server/site/context/product-page.ts). */
export interface InstallmentBadgeProps {
  provider: InstallmentProvider;
  currency: string;
  locale: string;
  priceCents: number;
  minCents: number;
  maxCents: number;
  itemId: string;
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The props of `{productPage.installment|island installment-badge}`. */
export function installmentBadgeProps(value: unknown, env: IslandEnvironment): InstallmentBadgeProps {
  const v = (value ?? {}) as Record<string, unknown>;
  return {
    provider: v.provider === 'Clearpay' ? 'Clearpay' : 'Afterpay',
    currency: typeof v.currency === 'string' ? v.currency : 'USD',
    locale: env.locale,
    priceCents: num(v.priceCents, 0),
    minCents: num(v.minCents, 100),
    maxCents: num(v.maxCents, 200_000),
    itemId: typeof v.itemId === 'string' ? v.itemId : '',
  };
}

/** The price the badge splits: the chosen variant's once the product page names one (also before the badge hydrated). */
function usePrice(itemId: string, initial: number): number {
  const [price, setPrice] = useState(initial);
  useEffect(() => {
    const follow = (detail: VariantSelectedDetail | undefined) => {
      if (detail?.itemId === itemId) setPrice(detail.priceCents ?? initial);
    };
    follow(lastPageEvent<VariantSelectedDetail>(VARIANT_SELECTED_EVENT));
    return onPageEvent<VariantSelectedDetail>(VARIANT_SELECTED_EVENT, follow);
  }, [itemId, initial]);
  return price;
}

/**
 * The badge under the price: the split in range, the provider's limits out of range, and an info
 * button opening a modal dialog about paying in installments (close button, Escape, a click
 * outside; focus stays inside and goes back to the button).
 */
export function InstallmentBadge(props: InstallmentBadgeProps): ReactElement {
  const price = usePrice(props.itemId, props.priceCents);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = useCallback(() => setOpen(false), []);
  const limits = { minCents: props.minCents, maxCents: props.maxCents };
  const money = (cents: number) => formatSubtotal(cents, props.currency, props.locale);
  const texts = installmentTexts(price, props.provider, limits, money);
  const inRange = isInInstallmentRange(price, limits);

  return (
    <div className="tessera-installments" data-in-range={texts.inRange ? 'true' : 'false'}>
      <p className="tessera-installments__pill">
        <span className="tessera-installments__text" aria-live="polite" suppressHydrationWarning>
          {texts.text}
        </span>
        <button
          type="button"
          className="tessera-installments__info"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <span aria-hidden="true">i</span>
          <span className="tessera-visually-hidden">About paying with {props.provider}</span>
        </button>
      </p>
      <ModalDialog open={open} close={close} titleId={titleId} dialogClassName="tessera-modal__dialog">
        <h2 className="tessera-modal__title" id={titleId}>
          Pay in {INSTALLMENT_COUNT} interest-free payments with {props.provider}
        </h2>
        {inRange ? (
          <p suppressHydrationWarning>
            Split {money(price)} into {INSTALLMENT_COUNT} payments of {money(installmentAmountCents(price))},
            due every two weeks. No interest, and no fees when you pay on time.
          </p>
        ) : (
          <p suppressHydrationWarning>{texts.text}.</p>
        )}
        <ol className="tessera-modal__steps">
          <li>Add your items to the cart.</li>
          <li>Choose {props.provider} at checkout.</li>
          <li>Sign in or create an account; you get a decision at once.</li>
          <li>Pay the first payment at checkout and the rest every two weeks.</li>
        </ol>
        <p className="tessera-modal__note">Available for physical products only.</p>
        <button type="button" className="button button--secondary tessera-modal__close" onClick={close}>
          Close
        </button>
      </ModalDialog>
    </div>
  );
}

/** The installment-badge island. */
export const island: IslandDefinition<InstallmentBadgeProps> = {
  component: InstallmentBadge,
  props: installmentBadgeProps,
};
