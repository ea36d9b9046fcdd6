// The 'Customers also bought' section (SPEC §2) of the cart page and drawer: product cards with add-on buttons.
import { useEffect, useId, useRef, type ReactElement } from 'react';
import { AddOnButton } from './add-on-button.js';
import { useIslandServices } from './context.js';
import { Money } from './money.js';

/** One product of the section, as the server sends it (its `AlsoBoughtCard`). */
export interface AlsoBoughtProduct {
  id: string;
  title: string;
  fullUrl: string;
  image?: { assetUrl: string; altText: string };
  /** The lowest price a visitor pays now, in minor units of `currency`. */
  priceCents: number;
  currency: string;
  /** The sku an add-on button adds: set only when one click can buy it (one variant, nothing to fill in, in stock). */
  sku?: string;
  soldOut: boolean;
}

/** The products of a template value: a list of cards, anything malformed left out. */
export function readAlsoBought(value: unknown): AlsoBoughtProduct[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((card: unknown) => {
    const c = (card ?? {}) as Record<string, unknown>;
    if (typeof c.id !== 'string' || typeof c.title !== 'string' || typeof c.fullUrl !== 'string') return [];
    const product: AlsoBoughtProduct = {
      id: c.id,
      title: c.title,
      fullUrl: c.fullUrl,
      priceCents: typeof c.priceCents === 'number' ? c.priceCents : 0,
      currency: typeof c.currency === 'string' ? c.currency : 'USD',
      soldOut: c.soldOut === true,
    };
    const image = c.image as { assetUrl?: unknown; altText?: unknown } | undefined;
    if (typeof image?.assetUrl === 'string') {
      product.image = {
        assetUrl: image.assetUrl,
        altText: typeof image.altText === 'string' ? image.altText : '',
      };
    }
    if (typeof c.sku === 'string') product.sku = c.sku;
    return [product];
  });
}

/** SPEC §7's item details of a suggested product. */
function relatedItem(product: AlsoBoughtProduct): Record<string, unknown> {
  return { item_id: product.id, item_title: product.title };
}

/** What an add-on button's cart says of the add: its id, and the added product's kind (SPEC §3 names). */
function addedTo(cart: unknown, itemId: string): { cartId?: string; itemType?: string } {
  const shape = (cart ?? {}) as { id?: unknown; entries?: unknown };
  const entries = Array.isArray(shape.entries) ? (shape.entries as Record<string, unknown>[]) : [];
  const type = entries.find((entry) => entry.itemId === itemId)?.productType;
  return {
    ...(typeof shape.id === 'string' ? { cartId: shape.id } : {}),
    ...(typeof type === 'string' ? { itemType: type } : {}),
  };
}

/**
 * The section; nothing when there is nothing to suggest. With the visitor-metrics flag it sends SPEC
 * §7's related-product events: `RelatedProductDisplay` each time it is shown (`shown`: the cart
 * drawer's section is shown while the drawer is open), `RelatedProductClick` when a product's link is
 * followed, and for an add-on button's add both `AddToCart` (`product_page` `add-on`) and
 * `RelatedProductAddToCart`.
 */
export function AlsoBought({
  products,
  locale,
  onAdded,
  onError,
  shown = true,
}: {
  products: readonly AlsoBoughtProduct[];
  locale: string;
  onAdded: (cart: unknown) => void;
  onError: (title: string, message: string) => void;
  shown?: boolean;
}): ReactElement | null {
  const headingId = useId();
  const { track } = useIslandServices();
  const listed = useRef(products);
  listed.current = products;
  useEffect(() => {
    if (!shown || listed.current.length === 0) return;
    track?.('CommerceShopping_RelatedProductDisplay', { products: listed.current.map(relatedItem) });
  }, [shown, track]);
  if (products.length === 0) return null;
  const added = (product: AlsoBoughtProduct) => (cart: unknown) => {
    const { cartId, itemType } = addedTo(cart, product.id);
    const data = {
      cart_id: cartId,
      product_page: 'add-on',
      product: { ...relatedItem(product), item_type: itemType },
    };
    track?.('CommerceShopping_AddToCart', data);
    track?.('CommerceShopping_RelatedProductAddToCart', data);
    onAdded(cart);
  };
  return (
    <section className="tessera-also-bought" aria-labelledby={headingId}>
      <h2 className="tessera-also-bought__title" id={headingId}>
        Customers also bought
      </h2>
      <ul className="tessera-also-bought__list">
        {products.map((product) => (
          <li className="tessera-also-bought__item" key={product.id}>
            {product.image ? (
              <img
                className="tessera-also-bought__image"
                src={`${product.image.assetUrl}?format=300w`}
                alt=""
                width="72"
                height="72"
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="tessera-also-bought__image" aria-hidden="true" />
            )}
            <div className="tessera-also-bought__text">
              <a
                className="tessera-also-bought__name"
                href={product.fullUrl}
                onClick={() =>
                  track?.('CommerceShopping_RelatedProductClick', { product: relatedItem(product) })
                }
              >
                {product.title}
              </a>
              <Money
                className="tessera-also-bought__price"
                cents={product.priceCents}
                currency={product.currency}
                locale={locale}
              />
            </div>
            {product.sku !== undefined && !product.soldOut ? (
              <AddOnButton
                itemId={product.id}
                sku={product.sku}
                title={product.title}
                onAdded={added(product)}
                onError={onError}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
