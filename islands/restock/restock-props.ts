// The restock block's props, read from the template value the server builds (server/restock/restock-island-value.ts).
import { DEFAULT_RESTOCK_TEXTS_FALLBACK } from './restock-defaults.js';
import type { RestockMessages } from '../../domain/restock-view.js';

/** One sold-out variant the visitor can ask about. */
export interface RestockVariantChoice {
  id: string;
  /** `S / Red`, or '' for a product without options. */
  label: string;
}

/** Everything the block renders from. */
export interface RestockSignUpProps {
  productId: string;
  /** The page's crumb, for the plain form (JavaScript off). */
  crumb: string;
  /** The product page, to come back to from the plain form's answer. */
  returnTo: string;
  messages: RestockMessages;
  /** The mailing-list checkbox, when the product offers it. */
  mailingList: { checkedByDefault: boolean } | null;
  /** Whether the website asks for a bot check on restock sign-ups. */
  captcha: boolean;
  /** What the variant picker is labelled ('Size', 'Size / Colour'). */
  optionLabel: string;
  /** Nothing of the product is in stock: the block shows before any choice. */
  productSoldOut: boolean;
  /** The sold-out variants, in the product's order; empty: the block shows nothing. */
  variants: RestockVariantChoice[];
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The props in a template value; anything missing reads as the defaults, a value that is not an object as no block. */
export function restockSignUpProps(value: unknown): RestockSignUpProps {
  const messages = field(value, 'messages');
  const mailingList = field(value, 'mailingList');
  const variants = field(value, 'variants');
  return {
    productId: text(field(value, 'productId')),
    crumb: text(field(value, 'crumb')),
    returnTo: text(field(value, 'returnTo'), '/'),
    messages: {
      buttonText: text(field(messages, 'buttonText'), DEFAULT_RESTOCK_TEXTS_FALLBACK.buttonText),
      CTAText: text(field(messages, 'CTAText'), DEFAULT_RESTOCK_TEXTS_FALLBACK.CTAText),
      placeholderText: text(
        field(messages, 'placeholderText'),
        DEFAULT_RESTOCK_TEXTS_FALLBACK.placeholderText,
      ),
      mailingListDescription: text(
        field(messages, 'mailingListDescription'),
        DEFAULT_RESTOCK_TEXTS_FALLBACK.mailingListDescription,
      ),
    },
    mailingList:
      typeof mailingList === 'object' && mailingList !== null
        ? { checkedByDefault: field(mailingList, 'checkedByDefault') === true }
        : null,
    captcha: field(value, 'captcha') === true,
    optionLabel: text(field(value, 'optionLabel'), 'Option'),
    productSoldOut: field(value, 'productSoldOut') !== false,
    variants: Array.isArray(variants)
      ? variants
          .map((variant) => ({ id: text(field(variant, 'id')), label: text(field(variant, 'label')) }))
          .filter((variant) => variant.id !== '')
      : [],
  };
}
