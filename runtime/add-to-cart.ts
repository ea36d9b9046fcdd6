// Add-to-cart without a reload: binds theme forms and the reference button markup to the cart API (SPEC §4, §5, §8).
//
// The contract themes follow:
// - A theme form `<form method="post" action="/cart/add" data-tessera-add-to-cart>` with fields
//   `itemId`, `sku` (read only when there are no option pickers), `quantity` (optional, default 1), `crumb`,
//   optional `returnTo`, and option pickers named `variant-option-<Name>` (selects or radio groups;
//   mark them `required` so browsers check them with JavaScript off). `data-variants` holds the
//   variants as JSON, `[{"sku": "TEE-M-RED", "attributes": {"Size": "M", "Color": "Red"}}, …]`,
//   to turn the chosen options into a sku. `data-tessera-add-to-cart="grid"` makes a listing-grid
//   form: an unchosen option flashes 'Select Option' instead of showing an alert. A success of
//   any form tells the added-item popover (`data-item-title` names the product). The submit button's label
//   is its `data-original-label`, else its text; a `[data-tessera-button-label]` inside it is the
//   part that changes. `data-express-checkout` goes straight to checkout after adding,
//   `data-subscription` starts a subscription cart (SPEC §7) and goes to its checkout, and
//   `data-gift-card` asks for a denomination under the gift card's alert title (SPEC §5, §8).
// - The reference markup (`{item|add-to-cart-btn}` and friends): `.sqs-add-to-cart-button` with
//   `data-item-id` and `data-original-label`; the nearest `.product-variants` with the same
//   `data-item-id` (its `data-variants` and `select[data-variant-option-name]` / radios
//   `variant-option-<Name>`), and the nearest `.product-quantity-input` with that item id. Buttons
//   with an additional-fields form (`use-form`) or a subscription (`data-is-subscription`) are left
//   to the islands that handle those.
import { typedGiftRecipient } from '../domain/gift-recipient.js';
import { ITEM_ADDED_EVENT, sendPageEvent, type ItemAddedDetail } from '../islands/page-events.js';
import { addedLine } from '../domain/cart-lines.js';
import { dispatchCartUpdated } from './cart-store.js';
import { productPageOf, trackAddToCart } from './tracking-commerce.js';
import {
  ADD_ENTRY_PATH,
  SUBSCRIPTION_PATH,
  VARIANT_OPTION_PREFIX,
  attemptAdd,
  buttonText,
  planAdd,
  readVariants,
  type AddAttemptServices,
  type AddAttemptView,
  type AddChoice,
  type AttemptOptions,
} from './add-to-cart-rules.js';
import { runtimeServices } from './services.js';

/** The attribute that marks a theme's add-to-cart form. */
export const ADD_TO_CART_ATTRIBUTE = 'data-tessera-add-to-cart';

function optionNamesIn(form: HTMLFormElement): string[] {
  const names: string[] = [];
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name') ?? '';
    if (name.startsWith(VARIANT_OPTION_PREFIX) && !names.includes(name)) names.push(name);
  }
  return names;
}

function formChoice(form: HTMLFormElement): AddChoice {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    itemId: text('itemId') ?? '',
    sku: text('sku') ?? '',
    quantity: text('quantity'),
    options: optionNamesIn(form).map((name) => [name.slice(VARIANT_OPTION_PREFIX.length), text(name) ?? '']),
    variants: readVariants(form.getAttribute('data-variants')),
    additionalFields: text('additionalFields'),
    giftCard: form.hasAttribute('data-gift-card'),
    giftRecipient: typedGiftRecipient(text),
  };
}

/** A form's purchase mode (`data-subscription`, `data-express-checkout`) and gift-card flag. */
function formOptions(form: HTMLFormElement): AttemptOptions {
  const mode = form.hasAttribute('data-subscription')
    ? 'subscription'
    : form.hasAttribute('data-express-checkout')
      ? 'express'
      : 'cart';
  return { mode, giftCard: form.hasAttribute('data-gift-card') };
}

/** The nearest element matching `selector` whose `data-item-id` is `itemId`, searching outwards from `from`. */
function nearestForItem(from: Element, selector: string, itemId: string): Element | undefined {
  for (let scope = from.parentElement; scope !== null; scope = scope.parentElement) {
    const found = Array.from(scope.querySelectorAll(selector)).find(
      (el) => el.getAttribute('data-item-id') === itemId,
    );
    if (found !== undefined) return found;
  }
  return undefined;
}

function referenceChoice(button: HTMLElement): AddChoice {
  const itemId = button.getAttribute('data-item-id') ?? '';
  const pickers = nearestForItem(button, '.product-variants', itemId);
  const options = Array.from(pickers?.querySelectorAll('select[data-variant-option-name]') ?? []).map(
    (select) => {
      const name = select.getAttribute('data-variant-option-name') ?? '';
      const radio = Array.from(pickers?.querySelectorAll('input[type="radio"]:checked') ?? []).find(
        (input) => input.getAttribute('name') === `${VARIANT_OPTION_PREFIX}${name}`,
      );
      const value =
        (select as HTMLSelectElement).value || (radio as HTMLInputElement | undefined)?.value || '';
      return [name, value] as const;
    },
  );
  const quantityInput = nearestForItem(button, '.product-quantity-input', itemId)?.querySelector('input');
  return {
    itemId,
    sku: '',
    quantity: quantityInput?.value,
    options,
    variants: readVariants(pickers?.getAttribute('data-variants')),
  };
}

/** The alert region after `anchor`, made on first need (role=alert, so it is announced). */
function alertRegion(anchor: Element): HTMLElement {
  const next = anchor.nextElementSibling;
  if (next instanceof HTMLElement && next.hasAttribute('data-tessera-cart-alert')) return next;
  const region = document.createElement('div');
  region.className = 'tessera-cart-alert';
  region.setAttribute('role', 'alert');
  region.setAttribute('data-tessera-cart-alert', '');
  region.hidden = true;
  anchor.insertAdjacentElement('afterend', region);
  return region;
}

function pageView(
  button: HTMLElement,
  label: HTMLElement | HTMLInputElement,
  alertAnchor: Element,
): AddAttemptView {
  const idleLabel =
    button.getAttribute('data-original-label') ??
    (label instanceof HTMLInputElement ? label.value : (label.textContent ?? '').trim());
  return {
    showState(state) {
      const text = buttonText(state, idleLabel);
      if (label instanceof HTMLInputElement) label.value = text;
      else label.textContent = text;
      button.setAttribute('aria-disabled', String(state !== 'idle'));
      button.classList.toggle('cart-adding', state === 'adding');
      button.classList.toggle('cart-added', state === 'added');
    },
    showAlert(title, message) {
      const region = alertRegion(alertAnchor);
      const heading = document.createElement('strong');
      heading.className = 'tessera-cart-alert__title';
      heading.textContent = title;
      const body = document.createElement('p');
      body.className = 'tessera-cart-alert__message';
      body.textContent = message;
      region.replaceChildren(heading, body);
      region.hidden = false;
    },
    clearAlert() {
      const next = alertAnchor.nextElementSibling;
      if (next instanceof HTMLElement && next.hasAttribute('data-tessera-cart-alert')) {
        next.replaceChildren();
        next.hidden = true;
      }
    },
  };
}

const busy = new WeakSet<Element>();

const pageServices: AddAttemptServices = {
  send: (body) => runtimeServices().api.post(ADD_ENTRY_PATH, body),
  subscribe: (body) => runtimeServices().api.post(SUBSCRIPTION_PATH, body),
  dispatch: (reply) => dispatchCartUpdated(reply),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  navigate: (url) => window.location.assign(url),
};

function run(
  key: Element,
  choice: () => AddChoice,
  grid: boolean,
  view: () => AddAttemptView,
  options: AttemptOptions = {},
  productName?: string,
): void {
  if (busy.has(key)) return;
  busy.add(key);
  const chosen = choice();
  const services: AddAttemptServices = {
    ...pageServices,
    added: (reply) => {
      if (productName !== undefined)
        sendPageEvent<ItemAddedDetail>(ITEM_ADDED_EVENT, {
          productName,
          added: addedLine(reply),
          sentAt: performance.now(),
        });
      trackAddToCart(
        reply,
        {
          itemId: chosen.itemId,
          title: productName,
          collectionName:
            key.closest('[data-item-collection-name]')?.getAttribute('data-item-collection-name') ??
            undefined,
        },
        productPageOf(chosen.itemId, grid, document, key),
      );
    },
  };
  void attemptAdd(planAdd(chosen), grid, view(), services, options).finally(() => busy.delete(key));
}

function submitForm(event: Event, form: HTMLFormElement): void {
  event.preventDefault();
  const submit = form.querySelector<HTMLElement>(
    'button[type="submit"], button:not([type]), input[type="submit"]',
  );
  if (submit === null || (submit as HTMLButtonElement).disabled) return;
  const grid = form.getAttribute(ADD_TO_CART_ATTRIBUTE) === 'grid';
  // A button whose text carries more than its label (a visually hidden product name) marks the label.
  const label = submit.querySelector<HTMLElement>('[data-tessera-button-label]') ?? submit;
  run(
    form,
    () => formChoice(form),
    grid,
    () => pageView(submit, label as HTMLElement | HTMLInputElement, submit),
    formOptions(form),
    form.getAttribute('data-item-title') ?? undefined,
  );
}

function onSubmit(event: Event): void {
  const form = event.target;
  if (form instanceof HTMLFormElement && form.hasAttribute(ADD_TO_CART_ATTRIBUTE)) submitForm(event, form);
}

// Pickers marked `required` (for JavaScript off) stop the submit before it happens; the browser
// fires `invalid` on each instead, and SPEC's messages are shown in place of its bubbles.
function onInvalid(event: Event): void {
  const control = event.target as Partial<HTMLInputElement> | null;
  const form = control?.form;
  if (form instanceof HTMLFormElement && form.hasAttribute(ADD_TO_CART_ATTRIBUTE)) submitForm(event, form);
}

function referenceButton(target: EventTarget | null): HTMLElement | undefined {
  const button = target instanceof Element ? target.closest<HTMLElement>('.sqs-add-to-cart-button') : null;
  if (
    button === null ||
    button.classList.contains('use-form') ||
    button.hasAttribute('data-is-subscription')
  ) {
    return undefined;
  }
  return button;
}

function activate(button: HTMLElement): void {
  const label = button.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ?? button;
  const anchor = button.closest('.sqs-add-to-cart-button-wrapper') ?? button;
  run(
    button,
    () => referenceChoice(button),
    false,
    () => pageView(button, label, anchor),
  );
}

function onClick(event: Event): void {
  const button = referenceButton(event.target);
  if (button === undefined) return;
  event.preventDefault();
  activate(button);
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const button = referenceButton(event.target);
  if (button === undefined || event.target !== button) return;
  event.preventDefault();
  activate(button);
}

let started = false;

/**
 * Starts listening on `root` (once): submits of add-to-cart forms (and their failed browser
 * checks), and clicks (or Enter and Space) on reference add-to-cart buttons, including ones added
 * to the page later.
 */
export function startAddToCart(root: Document = document): void {
  if (started) return;
  started = true;
  root.addEventListener('submit', onSubmit);
  root.addEventListener('invalid', onInvalid, true);
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
}

// boot.ts imports this module for its effect; under Node (unit tests) there is no page to bind.
if (typeof document !== 'undefined') startAddToCart();
