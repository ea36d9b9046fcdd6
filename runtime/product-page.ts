// The product page as options change (SPEC §2, §4 "Other", §5): the variant's image, price, scarcity, restock block, quantity and button.
//
// The markup (templates/collections/products.item, also shown inside the quick view): an element
// `.product-detail` holding `form[data-tessera-add-to-cart]` whose `data-variants` lists
// `VariantView`s and whose `data-product-type` is SPEC §3's number, option selects
// `select[data-variant-option-name]`, figures `[data-image-id]`, thumbnail links
// `a[data-image-id]`, the price `[data-tessera-product-price]`, scarcity views
// `.product-scarcity[data-variant-attributes]`, restock blocks `.product-restock-notification[data-variant-id]`,
// the quantity field `[data-tessera-quantity]` and the submit button.
import { formatSubtotal } from '../islands/cart-pill-money.js';
import { VARIANT_SELECTED_EVENT, sendPageEvent, type VariantSelectedDetail } from '../islands/page-events.js';
import { BUTTON_STATE_LABELS } from '../domain/button-labels.js';
import {
  selectedVariant,
  variantDisplay,
  type VariantDisplay,
  type VariantView,
} from '../domain/variant-selection.js';

/** The server's price markup of each price element, put back when no single variant is chosen. */
const serverPrice = new WeakMap<Element, string>();
/** Whether the server showed each product as on sale, put back when no single variant is chosen. */
const serverOnSale = new WeakMap<Element, boolean>();

function readViews(form: HTMLFormElement): VariantView[] {
  try {
    const parsed = JSON.parse(form.getAttribute('data-variants') ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? (parsed as VariantView[]).filter((view) => typeof view?.sku === 'string')
      : [];
  } catch {
    return [];
  }
}

function chosenOptions(form: HTMLFormElement): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const select of Array.from(
    form.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]'),
  )) {
    chosen[select.getAttribute('data-variant-option-name') ?? ''] = select.value;
  }
  return chosen;
}

/** Shows the figure of image `imageId` and hides the others; false when the page has no such figure. */
export function showImage(scope: ParentNode, imageId: string): boolean {
  const figures = Array.from(scope.querySelectorAll<HTMLElement>('figure[data-image-id]'));
  const target = figures.find((figure) => figure.getAttribute('data-image-id') === imageId);
  if (target === undefined) return false;
  for (const figure of figures) figure.hidden = figure !== target;
  for (const thumb of Array.from(scope.querySelectorAll<HTMLElement>('a[data-image-id]'))) {
    if (thumb.getAttribute('data-image-id') === imageId) thumb.setAttribute('aria-current', 'true');
    else thumb.removeAttribute('aria-current');
  }
  return true;
}

function money(cents: number): string {
  const currency = document.body.getAttribute('data-currency') || 'USD';
  return formatSubtotal(cents, currency, document.documentElement.lang || 'en-US');
}

function hiddenText(text: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'visually-hidden';
  span.textContent = text;
  return span;
}

function showPrice(scope: ParentNode, display: VariantDisplay | undefined): void {
  const element = scope.querySelector<HTMLElement>('[data-tessera-product-price]');
  if (element === null) return;
  if (!serverPrice.has(element)) serverPrice.set(element, element.innerHTML);
  if (display === undefined) {
    element.innerHTML = serverPrice.get(element) ?? '';
    return;
  }
  const price = document.createElement('div');
  price.className = 'product-price';
  if (display.originalPriceCents === undefined) {
    price.append(money(display.priceCents));
  } else {
    const original = document.createElement('span');
    original.className = 'original-price';
    original.textContent = money(display.originalPriceCents);
    price.append(
      hiddenText('Sale Price:'),
      money(display.priceCents),
      ' ',
      hiddenText('Original Price:'),
      original,
    );
  }
  element.replaceChildren(price);
}

/**
 * The sale look follows the chosen variant: the sale colour (`is-on-sale`) and the SALE mark show
 * only while the chosen variant is on sale, and as the server rendered them when none is chosen.
 */
function showSale(scope: ParentNode, display: VariantDisplay | undefined): void {
  const product = scope instanceof Element ? scope.closest('.product-detail') : null;
  if (product === null) return;
  if (!serverOnSale.has(product)) serverOnSale.set(product, product.classList.contains('is-on-sale'));
  const onSale =
    display === undefined ? serverOnSale.get(product) === true : display.originalPriceCents !== undefined;
  product.classList.toggle('is-on-sale', onSale);
  // Hidden but keeping its place (visibility, not display), so the page does not move between variants.
  const mark = product.querySelector<HTMLElement>('.product-detail__summary > .product-mark.sale');
  if (mark !== null) mark.toggleAttribute('data-off-sale', !onSale);
}

function sameAttributes(json: string | null, attributes: Readonly<Record<string, string>>): boolean {
  try {
    const parsed = JSON.parse(json ?? 'null') as Record<string, unknown> | null;
    if (parsed === null || typeof parsed !== 'object') return false;
    const keys = Object.keys(parsed);
    return (
      keys.length === Object.keys(attributes).length &&
      keys.every((key) => String(parsed[key]) === attributes[key])
    );
  } catch {
    return false;
  }
}

/** Scarcity views of single variants: only the chosen one's shows. */
function showScarcity(scope: ParentNode, variant: VariantView | undefined): void {
  for (const view of Array.from(
    scope.querySelectorAll<HTMLElement>('.product-scarcity[data-variant-attributes]'),
  )) {
    view.hidden =
      variant === undefined ||
      !sameAttributes(view.getAttribute('data-variant-attributes'), variant.attributes);
  }
}

/** Restock blocks of a product with several variants: only the chosen sold-out variant's shows. */
function showRestock(scope: ParentNode, variant: VariantView | undefined, several: boolean): void {
  if (!several) return;
  for (const block of Array.from(
    scope.querySelectorAll<HTMLElement>('.product-restock-notification[data-variant-id]'),
  )) {
    block.hidden = variant === undefined || block.getAttribute('data-variant-id') !== variant.id;
  }
}

function showQuantity(form: HTMLFormElement, display: VariantDisplay | undefined): void {
  const field = form.querySelector<HTMLElement>('[data-tessera-quantity]');
  if (field === null) return;
  const input = field.querySelector<HTMLInputElement>('input[name="quantity"]');
  field.hidden = display !== undefined && (!display.quantityShown || display.soldOut);
  if (input === null) return;
  const max = display?.maxQuantity ?? 9999;
  input.max = String(max);
  if (Number(input.value) > max) input.value = String(max);
}

function showButton(form: HTMLFormElement, soldOut: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (button === null) return;
  const label = button.querySelector<HTMLElement>('[data-tessera-button-label]') ?? button;
  const idle = button.getAttribute('data-original-label') ?? label.textContent ?? '';
  button.disabled = soldOut;
  label.textContent = soldOut ? BUTTON_STATE_LABELS.soldOut : idle;
}

/** Brings the product around `form` in line with its chosen options. */
export function applyChoice(form: HTMLFormElement): void {
  const scope: ParentNode = form.closest('.product-detail') ?? form;
  const views = readViews(form);
  const variant = selectedVariant(views, chosenOptions(form));
  const productType = Number(form.getAttribute('data-product-type')) || 0;
  const display = variant === undefined ? undefined : variantDisplay(variant, productType);
  if (variant?.mainImageId !== undefined) showImage(scope, variant.mainImageId);
  showPrice(scope, display);
  showSale(scope, display);
  showScarcity(scope, variant);
  showRestock(scope, variant, views.length > 1);
  showQuantity(form, display);
  showButton(form, display?.soldOut === true);
  const detail: VariantSelectedDetail = { itemId: form.getAttribute('data-item-id') ?? '' };
  if (display !== undefined) {
    detail.priceCents = display.priceCents;
    detail.variantId = display.variant.id;
    detail.soldOut = display.soldOut;
  }
  sendPageEvent(VARIANT_SELECTED_EVENT, detail);
}

function onChange(event: Event): void {
  const target = event.target;
  if (!(target instanceof HTMLSelectElement) || !target.hasAttribute('data-variant-option-name')) return;
  const form = target.form;
  if (form !== null && form.hasAttribute('data-product-type')) applyChoice(form);
}

function onClick(event: MouseEvent): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const thumb =
    event.target instanceof Element ? event.target.closest<HTMLElement>('a[data-image-id]') : null;
  const scope = thumb?.closest('.product-detail');
  if (thumb == null || scope == null) return;
  if (showImage(scope, thumb.getAttribute('data-image-id') ?? '')) event.preventDefault();
}

let started = false;

/** Starts following option changes and thumbnail clicks on `root` (once), for products added later too. */
export function startProductPages(root: Document = document): void {
  if (started) return;
  started = true;
  root.addEventListener('change', onChange);
  root.addEventListener('click', onClick);
  // A page restored from the back-forward cache, or a browser that kept the choices, starts from them.
  for (const form of Array.from(
    root.querySelectorAll<HTMLFormElement>('form[data-variants][data-product-type]'),
  )) {
    if (Array.from(form.querySelectorAll('select')).some((select) => select.value !== '')) applyChoice(form);
  }
}

if (typeof document !== 'undefined') startProductPages();
