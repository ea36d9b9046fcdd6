// Money as islands print it: minor units in the page's locale, the server's text kept while hydrating.
import type { ReactElement } from 'react';
import { formatSubtotal } from './cart-pill-money.js';

/** `cents` of `currency` in `locale` ('$148.00'). */
export function Money({
  cents,
  currency,
  locale,
  className,
}: {
  cents: number;
  currency: string;
  locale: string;
  className?: string;
}): ReactElement {
  // Intl's output differs between ICU versions (spaces, symbols): the server's text stands.
  return (
    <span className={className} suppressHydrationWarning>
      {formatSubtotal(cents, currency, locale)}
    </span>
  );
}
