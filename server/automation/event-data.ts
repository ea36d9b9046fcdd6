// The `data` of each webhook event: the order (without its buyer's secret links and gift card codes), the form submission, the sign-up.
import type { Knex } from 'knex';
import type { FieldValue, SummaryField } from '../../domain/form-values.js';
import type { PublicOrder } from '../commerce/orders/order-json.js';
import { TABLES } from '../db/tables.js';

/**
 * `{ order }` of `order.placed` and `order.fulfilled`: the order JSON as its API shows it, less what
 * opens it to whoever holds it (the access token, the status and download links, the cart id)
 * and the codes of gift cards (which spend them): a payload travels to another service.
 */
export function orderEventData(order: PublicOrder): Record<string, unknown> {
  const {
    accessToken: _token,
    statusUrl: _statusUrl,
    purchasedCartId: _cart,
    items,
    giftCard,
    issuedGiftCards,
    ...rest
  } = order;
  const withoutCode = ({ code: _code, ...card }: { code: string } & Record<string, unknown>) => card;
  return {
    order: {
      ...rest,
      items: items.map(({ downloadUrl: _download, ...item }) => item),
      giftCard: giftCard === null ? null : withoutCode(giftCard as never),
      issuedGiftCards: issuedGiftCards.map((card) => withoutCode(card as never)),
    },
  };
}

/** What `form.submitted` tells of a submission. */
export interface SubmissionFacts {
  id: string;
  formId: string;
  formName: string;
  values: Readonly<Record<string, FieldValue>>;
  summary: readonly SummaryField[];
  pageUrl: string | null;
  createdAt: Date;
}

/** `{ submission }` of `form.submitted`: the answers by field, and as the form's fields titled them. */
export function formSubmissionEventData(submission: SubmissionFacts): Record<string, unknown> {
  return {
    submission: {
      id: submission.id,
      formId: submission.formId,
      formName: submission.formName,
      pageUrl: submission.pageUrl,
      createdAt: new Date(submission.createdAt).toISOString(),
      values: submission.values,
      fields: submission.summary.map((field) => ({
        title: field.rawTitle,
        type: field.type,
        ...(field.value === undefined ? {} : { value: field.value }),
        ...(field.values === undefined ? {} : { values: field.values }),
      })),
    },
  };
}

/** `{ signUp }` of `newsletter.signed_up`: sent when the address confirms, as it joins the list. */
export function newsletterEventData(signUp: {
  email: string;
  listId: string;
  listName: string;
  source: string;
}): Record<string, unknown> {
  return {
    signUp: {
      email: signUp.email,
      mailingList: { id: signUp.listId, name: signUp.listName },
      source: signUp.source,
    },
  };
}

/** What `restock.signed_up` tells of a sign-up. */
export interface RestockSignUpFacts {
  email: string;
  product: { id: string; title: string };
  variant: { id: string; sku: string; attributes: Record<string, string> };
  joinedMailingList: boolean;
  language: string | null;
}

/** `{ signUp }` of `restock.signed_up`. */
export function restockSignUpData(signUp: RestockSignUpFacts): Record<string, unknown> {
  return { signUp };
}

/** `{ signUp }` of `restock.signed_up`: who waits for which variant, with its product's title and SKU. */
export async function restockEventData(
  trx: Knex,
  signUp: {
    websiteId: string;
    productId: string;
    variantId: string;
    email: string;
    joinedMailingList: boolean;
    language?: string;
  },
): Promise<Record<string, unknown>> {
  const product = (await trx(`${TABLES.productVariants} as v`)
    .join(`${TABLES.contentItems} as ci`, function joinItem() {
      this.on('ci.website_id', 'v.website_id').andOn('ci.id', 'v.product_id');
    })
    .where({ 'v.website_id': signUp.websiteId, 'v.id': signUp.variantId })
    .first('ci.title', 'v.sku', 'v.attributes')) as
    { title: string; sku: string; attributes: Record<string, string> } | undefined;
  return restockSignUpData({
    email: signUp.email,
    product: { id: signUp.productId, title: product?.title ?? '' },
    variant: { id: signUp.variantId, sku: product?.sku ?? '', attributes: product?.attributes ?? {} },
    joinedMailingList: signUp.joinedMailingList,
    language: signUp.language ?? null,
  });
}
