// Tests the add-to-cart rules (add-to-cart-rules.ts) without a page: variants to a sku, SPEC §5's option messages, and the button's timeline.
import { describe, expect, it } from 'vitest';
import { checkoutUrl } from '../domain/cart-labels.js';
import { ApiError } from '../islands/api-error.js';
import {
  ADD_FAILED_MESSAGE,
  ADD_FAILED_TITLE,
  GIFT_CARD_DENOMINATION_MESSAGE,
  GIFT_CARD_FAILED_TITLE,
  PURCHASE_FAILED_TITLE,
  cartTokenOf,
  failureTitle,
  VARIANT_UNAVAILABLE_MESSAGE,
  attemptAdd,
  buttonText,
  planAdd,
  readVariants,
  skuForOptions,
  unselectedOptionsMessage,
  type AddChoice,
  type AddPlan,
  type AttemptOptions,
} from './add-to-cart-rules.js';

const TEE = readVariants(
  JSON.stringify([
    { sku: 'TEE-S-RED', attributes: { Size: 'S', Color: 'Red' }, price: 2000 },
    { sku: 'TEE-M-RED', attributes: { Size: 'M', Color: 'Red' } },
    { sku: 'TEE-M-BLUE', attributes: { Size: 'M', Color: 'Blue' } },
  ]),
);

function choice(overrides: Partial<AddChoice> = {}): AddChoice {
  return { itemId: 'tee', sku: '', quantity: '1', options: [], variants: TEE, ...overrides };
}

describe('readVariants', () => {
  it('reads the sku and attributes of each variant, as text', () => {
    expect(readVariants('[{"sku":"A","attributes":{"Size":"M","Pack":6}}]')).toEqual([
      { sku: 'A', attributes: { Size: 'M', Pack: '6' } },
    ]);
  });

  it('skips variants without a sku or attributes, and reads broken JSON as none', () => {
    expect(readVariants('[{"attributes":{}},{"sku":"B"},null,{"sku":"C","attributes":{}}]')).toEqual([
      { sku: 'C', attributes: {} },
    ]);
    expect(readVariants('{not json')).toEqual([]);
    expect(readVariants('{"sku":"A"}')).toEqual([]);
    expect(readVariants(null)).toEqual([]);
  });
});

describe('unselectedOptionsMessage (SPEC §5)', () => {
  it.each([
    [[], undefined],
    [['Size'], 'Please select the Size option.'],
    [['Size', 'Color'], 'Please select the Size and Color options.'],
    [['Size', 'Color', 'Fit'], 'Please select the Size, Color and Fit options.'],
    [['A', 'B', 'C', 'D'], 'Please select the A, B, C and D options.'],
  ])('%j → %j', (names, message) => {
    expect(unselectedOptionsMessage(names)).toBe(message);
  });
});

describe('skuForOptions', () => {
  it('finds the variant agreeing with every chosen option', () => {
    expect(
      skuForOptions(TEE, [
        ['Size', 'M'],
        ['Color', 'Blue'],
      ]),
    ).toBe('TEE-M-BLUE');
    expect(
      skuForOptions(TEE, [
        ['Color', 'Red'],
        ['Size', 'S'],
      ]),
    ).toBe('TEE-S-RED');
  });

  it('finds none for a combination no variant has, an unknown option, or an ambiguous choice', () => {
    expect(
      skuForOptions(TEE, [
        ['Size', 'S'],
        ['Color', 'Blue'],
      ]),
    ).toBeUndefined();
    expect(
      skuForOptions(TEE, [
        ['Size', 'M'],
        ['Fit', 'Slim'],
      ]),
    ).toBeUndefined();
    expect(skuForOptions(TEE, [['Size', 'M']])).toBeUndefined();
  });

  it('does not take inherited names for options', () => {
    expect(skuForOptions([{ sku: 'X', attributes: {} }], [['toString', 'x']])).toBeUndefined();
  });
});

describe('planAdd', () => {
  it('sends a gift card’s recipient tidied, and says what is wrong with one before sending', () => {
    const gift = { name: ' Grace ', email: 'grace@example.com ', note: ' Enjoy! ', sendOn: '2030-01-02' };
    expect(planAdd(choice({ giftRecipient: gift }))).toMatchObject({
      ok: true,
      body: {
        giftRecipient: { name: 'Grace', email: 'grace@example.com', note: 'Enjoy!', sendOn: '2030-01-02' },
      },
    });
    expect(planAdd(choice({ giftRecipient: { ...gift, sendOn: '' } }))).toMatchObject({ ok: true });
    expect(planAdd(choice({ giftRecipient: { ...gift, email: 'grace' } }))).toEqual({
      ok: false,
      reason: 'invalid',
      message: "Enter the recipient's email address, such as name@example.com.",
    });
    expect(planAdd(choice({ giftRecipient: { ...gift, sendOn: '2030-13-01' } }))).toMatchObject({
      message: 'Choose a send date.',
    });
  });

  it('turns the chosen options into the sku and the quantity into a number', () => {
    const plan = planAdd(
      choice({
        options: [
          ['Size', 'M'],
          ['Color', 'Red'],
        ],
        quantity: ' 3 ',
      }),
    );
    expect(plan).toEqual({ ok: true, body: { itemId: 'tee', sku: 'TEE-M-RED', quantity: 3 } });
  });

  it('asks for every unchosen option first, in page order', () => {
    expect(
      planAdd(
        choice({
          options: [
            ['Size', ''],
            ['Color', ''],
          ],
          quantity: 'x',
        }),
      ),
    ).toEqual({
      ok: false,
      reason: 'select-option',
      message: 'Please select the Size and Color options.',
    });
    expect(
      planAdd(
        choice({
          options: [
            ['Size', 'M'],
            ['Color', ''],
          ],
        }),
      ),
    ).toMatchObject({
      message: 'Please select the Color option.',
    });
  });

  it('refuses a combination no variant has with SPEC’s message', () => {
    expect(
      planAdd(
        choice({
          options: [
            ['Size', 'S'],
            ['Color', 'Blue'],
          ],
        }),
      ),
    ).toEqual({
      ok: false,
      reason: 'invalid',
      message: VARIANT_UNAVAILABLE_MESSAGE,
    });
  });

  it('lets the pickers win over a sku field, and uses the sku field when there are none', () => {
    const picked = planAdd(
      choice({
        sku: 'TEE-S-RED',
        options: [
          ['Size', 'M'],
          ['Color', 'Blue'],
        ],
      }),
    );
    expect(picked).toMatchObject({ body: { sku: 'TEE-M-BLUE' } });
    expect(planAdd(choice({ sku: ' MUG ', variants: [] }))).toMatchObject({ body: { sku: 'MUG' } });
  });

  it('sends a blank sku for a product without pickers, and one when there is no quantity input', () => {
    expect(planAdd(choice({ quantity: undefined, variants: [] }))).toEqual({
      ok: true,
      body: { itemId: 'tee', sku: '', quantity: 1 },
    });
  });

  it.each([
    ['', 'Quantity must be a number.'],
    ['two', 'Quantity must be a number.'],
    ['1.5', 'Quantity must be a whole number'],
  ])('refuses quantity %j: %s', (quantity, message) => {
    expect(planAdd(choice({ sku: 'TEE-S-RED', quantity }))).toEqual({
      ok: false,
      reason: 'invalid',
      message,
    });
  });

  it('brings a quantity outside 1–9999 within it, and passes additional fields on', () => {
    const plan = planAdd(choice({ sku: 'TEE-S-RED', quantity: '12000', additionalFields: '{"a":1}' }));
    expect(plan).toEqual({
      ok: true,
      body: { itemId: 'tee', sku: 'TEE-S-RED', quantity: 9999, additionalFields: '{"a":1}' },
    });
  });
});

describe('buttonText', () => {
  it('says what SPEC §4 gives each state, and the idle label otherwise', () => {
    expect(buttonText('adding', 'Add To Cart')).toBe('Adding…');
    expect(buttonText('added', 'Add To Cart')).toBe('Added!');
    expect(buttonText('select-option', 'Add To Cart')).toBe('Select Option');
    expect(buttonText('error', 'Buy')).toBe('Buy');
    expect(buttonText('idle', 'Buy')).toBe('Buy');
  });
});

describe('attemptAdd', () => {
  /** Runs an attempt, recording every state, alert, wait, request and dispatch in order. */
  async function timeline(plan: AddPlan, grid: boolean, send: () => Promise<unknown>): Promise<string[]> {
    const log: string[] = [];
    await attemptAdd(
      plan,
      grid,
      {
        showState: (state) => log.push(`state ${state}`),
        showAlert: (title, message) => log.push(`alert ${title}: ${message}`),
        clearAlert: () => log.push('clear alert'),
      },
      {
        send: (body) => {
          log.push(`send ${JSON.stringify(body)}`);
          return send();
        },
        dispatch: (reply) => log.push(`dispatch ${JSON.stringify(reply)}`),
        wait: async (ms) => {
          log.push(`wait ${ms}`);
        },
      },
    );
    return log;
  }
  const ok: AddPlan = { ok: true, body: { itemId: 'mug', sku: 'MUG', quantity: 1 } };

  it('adds, tells the pill at once, says Added! a second later and is idle two seconds after', async () => {
    const reply = { shoppingCart: { totalQuantity: 1 }, newlyAdded: {} };
    expect(await timeline(ok, false, async () => reply)).toEqual([
      'clear alert',
      'state adding',
      'send {"itemId":"mug","sku":"MUG","quantity":1}',
      `dispatch ${JSON.stringify(reply)}`,
      'wait 1000',
      'state added',
      'wait 2000',
      'state idle',
    ]);
  });

  it('shows the server’s message under the title Unable to Add Item and is idle a second later', async () => {
    const refused = new ApiError(
      409,
      'not-enough-stock',
      'Sorry, we do not have enough of that item available.',
    );
    expect(await timeline(ok, false, () => Promise.reject(refused))).toEqual([
      'clear alert',
      'state adding',
      'send {"itemId":"mug","sku":"MUG","quantity":1}',
      `alert ${ADD_FAILED_TITLE}: Sorry, we do not have enough of that item available.`,
      'state error',
      'wait 1000',
      'state idle',
    ]);
  });

  it('falls back to SPEC’s cart string for a failure without a message', async () => {
    const log = await timeline(ok, false, () => Promise.reject(new TypeError('boom')));
    expect(log).toContain(`alert Unable to Add Item: ${ADD_FAILED_MESSAGE}`);
  });

  it('shows an option message as an alert on a product page, sending nothing', async () => {
    const plan: AddPlan = { ok: false, reason: 'select-option', message: 'Please select the Size option.' };
    expect(await timeline(plan, false, async () => ({}))).toEqual([
      'clear alert',
      'alert Unable to Add Item: Please select the Size option.',
      'state error',
      'wait 1000',
      'state idle',
    ]);
  });

  it('flashes Select Option for two seconds on a listing grid instead', async () => {
    const plan: AddPlan = { ok: false, reason: 'select-option', message: 'Please select the Size option.' };
    expect(await timeline(plan, true, async () => ({}))).toEqual([
      'clear alert',
      'state select-option',
      'wait 2000',
      'state idle',
    ]);
  });

  it('shows a quantity refusal as an alert even on a grid', async () => {
    const plan: AddPlan = { ok: false, reason: 'invalid', message: 'Quantity must be a number.' };
    expect(await timeline(plan, true, async () => ({}))).toContain(
      'alert Unable to Add Item: Quantity must be a number.',
    );
  });
});

describe('attemptAdd: express checkout, subscriptions and gift cards (SPEC §4, §7, §8)', () => {
  async function run(
    plan: AddPlan,
    options: AttemptOptions,
    reply: () => Promise<unknown>,
  ): Promise<string[]> {
    const log: string[] = [];
    await attemptAdd(
      plan,
      false,
      {
        showState: (state) => log.push(`state ${state}`),
        showAlert: (title, message) => log.push(`alert ${title}: ${message}`),
        clearAlert: () => undefined,
      },
      {
        send: (body) => {
          log.push(`send ${JSON.stringify(body)}`);
          return reply();
        },
        subscribe: (body) => {
          log.push(`subscribe ${JSON.stringify(body)}`);
          return reply();
        },
        dispatch: () => log.push('dispatch'),
        wait: async (ms) => void log.push(`wait ${ms}`),
        navigate: (to) => log.push(`navigate ${to}`),
        added: () => log.push('added'),
      },
      options,
    );
    return log;
  }
  const ok: AddPlan = { ok: true, body: { itemId: 'mug', sku: 'MUG', quantity: 2 } };

  it('goes straight to checkout after an express add, with the cart token', async () => {
    const reply = async () => ({ shoppingCart: { id: 'tok/1', totalQuantity: 2 }, newlyAdded: {} });
    expect(await run(ok, { mode: 'express' }, reply)).toEqual([
      'state adding',
      'send {"itemId":"mug","sku":"MUG","quantity":2}',
      'dispatch',
      `navigate ${checkoutUrl('tok/1')}`,
    ]);
    expect(checkoutUrl('tok/1')).toBe('/checkout?cartToken=tok%2F1');
  });

  it('titles an express failure Unable to Purchase Item', async () => {
    const refused = new ApiError(
      409,
      'not-enough-stock',
      'Sorry, we do not have enough of that item available.',
    );
    expect(await run(ok, { mode: 'express' }, () => Promise.reject(refused))).toContain(
      `alert ${PURCHASE_FAILED_TITLE}: Sorry, we do not have enough of that item available.`,
    );
  });

  it('starts a subscription cart (qty, not quantity) and goes to its checkout', async () => {
    const log = await run(ok, { mode: 'subscription' }, async () => ({ cartToken: 'sub' }));
    expect(log).toEqual([
      'state adding',
      'subscribe {"itemId":"mug","sku":"MUG","qty":2}',
      'navigate /checkout?cartToken=sub',
    ]);
  });

  it('tells the page of a plain add (the grid popover), but not of an express one', async () => {
    const reply = async () => ({ shoppingCart: { id: 't', totalQuantity: 1 } });
    expect(await run(ok, {}, reply)).toContain('added');
    expect(await run(ok, { mode: 'express' }, reply)).not.toContain('added');
  });

  it('asks for a gift card’s denomination under the gift card title', async () => {
    const plan = planAdd(choice({ giftCard: true, options: [['Amount', '']], variants: [] }));
    expect(plan).toEqual({ ok: false, reason: 'invalid', message: GIFT_CARD_DENOMINATION_MESSAGE });
    expect(await run(plan, { giftCard: true }, async () => ({}))).toContain(
      `alert ${GIFT_CARD_FAILED_TITLE}: Select a denomination for the Gift Card`,
    );
    expect(failureTitle({ giftCard: true, mode: 'express' })).toBe('Unable to purchase Gift Card');
    expect(failureTitle({})).toBe('Unable to Add Item');
  });

  it('reads the cart token of either reply', () => {
    expect(cartTokenOf({ cartToken: 'a' })).toBe('a');
    expect(cartTokenOf({ shoppingCart: { id: 'b' } })).toBe('b');
    expect(cartTokenOf({ shoppingCart: { id: null } })).toBeUndefined();
  });
});
