// Price formatters: legacy cents of from/normal/sale prices and the product-price and subscription-price widgets.
import type { Formatter, FormatterTable, RenderContext } from '../engine/types.js';
import { asString, isTruthy } from '../engine/values.js';
import { decimalToString } from '../domain/decimal.js';
import { PRODUCT_TYPE } from '../domain/enums.js';
import { member } from '../domain/json-value.js';
import { formatMoney, readMoney, type MoneyStyle } from '../domain/money.js';
import {
  fromPrice,
  hasVariedPrices,
  legacyCents,
  lowestVariantPricingOptions,
  normalPrice,
  salePrice,
  type MoneyNode,
} from '../domain/price-range.js';
import { isOnSale, productTypeOf } from '../domain/product-status.js';
import {
  PRICE_UNAVAILABLE_KEY,
  PRICE_UNAVAILABLE_TEXT,
  defaultSubscriptionPriceText,
  isSubscribable,
  subscriptionPriceKey,
  subscriptionTerms,
} from '../domain/subscription.js';
import { widgetTemplate } from './commerce-widget-template.js';
import { checkedFormatter, noArgs } from './content-args.js';
import { localeOf } from './i18n-locale.js';
import { message } from './i18n-message.js';
import { currencySpec } from './i18n-numbers.js';
import { numberWord, unknownWords } from './i18n-options.js';

const FROM_TEXT_PATH = ['localizedStrings', 'productPriceFromText'];
const UNAVAILABLE_PATH = ['localizedStrings', PRICE_UNAVAILABLE_KEY];
const CLDR_FLAG_PATH = ['featureFlags', 'useCLDRMoneyFormat'];
const DEFAULT_FROM_TEXT = 'from {fromPrice}';
const PRICE_TEXT = '{price}';
const LEGACY_STYLE: MoneyStyle = { useCLDRMoneyFormat: false, locale: 'en-US' };

// The price widgets route every text through `message`; the core formatters come with every compile.
const PRICE_TEMPLATE_FORMATTERS: FormatterTable = { message };
const PRODUCT_PRICE = widgetTemplate('product-price', () => PRICE_TEMPLATE_FORMATTERS);
const SUBSCRIPTION_PRICE = widgetTemplate('subscription-price', () => PRICE_TEMPLATE_FORMATTERS);

/** Compile-time check of the money options a price widget passes on (`style:`, `symbol:`, number words). */
function moneyOptionsOf(name: string): (args: string[]) => string | undefined {
  return (args) =>
    unknownWords(args, (word) => word.key === 'style' || word.key === 'symbol' || numberWord(word, {}), name);
}

/** A price in legacy cents notation (the amount × 100 as decimal text); `0` when there is none. */
function legacyPriceFormatter(rule: (item: unknown) => MoneyNode): Formatter {
  return (value) => decimalToString(legacyCents(rule(value)));
}

/**
 * How this page shows money: the locale currency format when the context's
 * `featureFlags.useCLDRMoneyFormat` is truthy (the render's `useCLDRMoneyFormat` flag when the
 * context does not say), else the legacy markup. Undefined when locale data is missing.
 */
function moneyStyle(args: string[], ctx: RenderContext): MoneyStyle | undefined {
  const setting = ctx.resolve(CLDR_FLAG_PATH);
  const useCLDR = setting === undefined ? isTruthy(ctx.flags.useCLDRMoneyFormat) : isTruthy(setting);
  if (!useCLDR) return LEGACY_STYLE;
  const locale = localeOf(ctx);
  if (locale === undefined) return undefined;
  const spec = currencySpec(args);
  return { useCLDRMoneyFormat: true, locale, options: spec.options, optionsKey: spec.key };
}

/** A price as the page shows money; '' (with an error saying why) when it cannot be printed. */
function moneyText(node: MoneyNode, style: MoneyStyle | undefined, ctx: RenderContext): string {
  if (style === undefined) return '';
  const money = readMoney(node);
  const text = formatMoney(money, style);
  if (text !== undefined) return text;
  ctx.error(
    style.useCLDRMoneyFormat
      ? `cannot format ${decimalToString(money.amount)} ${money.currency}: unknown currency or locale`
      : `cannot format ${decimalToString(money.amount)}: more than 15 digits before the decimal point`,
  );
  return '';
}

/** What the product-price widget shows for a one-time purchase. */
function oneTimePrices(
  item: unknown,
  style: MoneyStyle | undefined,
  ctx: RenderContext,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (hasVariedPrices(item)) {
    const fromText = ctx.resolve(FROM_TEXT_PATH);
    data.fromText = fromText === undefined ? DEFAULT_FROM_TEXT : asString(fromText);
    data.formattedFromPrice = moneyText(fromPrice(item), style, ctx);
  }
  if (isOnSale(item)) {
    data.formattedSalePriceText = PRICE_TEXT;
    data.formattedSalePrice = moneyText(salePrice(item), style, ctx);
  }
  data.formattedNormalPriceText = PRICE_TEXT;
  data.formattedNormalPrice = moneyText(normalPrice(item), style, ctx);
  return data;
}

/** What the product-price widget shows for a subscription: every price worded per billing period. */
function subscriptionPrices(
  item: unknown,
  style: MoneyStyle | undefined,
  ctx: RenderContext,
): Record<string, unknown> {
  const terms = subscriptionTerms(item);
  if (terms === undefined) {
    const unavailable = ctx.resolve(UNAVAILABLE_PATH);
    // `formattedFromPrice` only has to be truthy: the text has no price in it.
    return {
      fromText: unavailable === undefined ? PRICE_UNAVAILABLE_TEXT : asString(unavailable),
      formattedFromPrice: 'true',
    };
  }
  const varied = hasVariedPrices(item);
  const translated = ctx.resolve(['localizedStrings', subscriptionPriceKey(terms, varied)]);
  const text = translated === undefined ? defaultSubscriptionPriceText(terms, varied) : asString(translated);
  const data: Record<string, unknown> = {
    billingPeriodValue: terms.billingPeriodValue,
    duration: terms.duration,
  };
  if (varied) {
    data.fromText = text;
    data.formattedFromPrice = moneyText(fromPrice(item), style, ctx);
  }
  if (isOnSale(item)) {
    data.formattedSalePriceText = text;
    data.formattedSalePrice = moneyText(salePrice(item), style, ctx);
  }
  data.formattedNormalPriceText = text;
  data.formattedNormalPrice = moneyText(normalPrice(item), style, ctx);
  return data;
}

const KNOWN_PRODUCT_TYPES = new Set<number>(Object.values(PRODUCT_TYPE));

/**
 * `{item|product-price [money options]}`: the price block of a product: "from" the lowest price
 * when variants cost different amounts, else the sale price beside the struck original, else the
 * price; subscriptions worded per billing period. Options (`style:code`…) apply with CLDR money.
 */
const productPrice: Formatter = (value, args, ctx) => {
  const style = moneyStyle(args, ctx);
  let data: Record<string, unknown> = {};
  if (isSubscribable(value)) data = subscriptionPrices(value, style, ctx);
  else if (KNOWN_PRODUCT_TYPES.has(productTypeOf(value))) data = oneTimePrices(value, style, ctx);
  return ctx.renderTemplate(PRODUCT_PRICE(), data, { private: true });
};

/**
 * `{item|subscription-price [money options]}`: the price of the cheapest variant's first
 * subscription pricing option ("from" it when variants cost different amounts), its sale price
 * beside the original when that option is on sale.
 */
const subscriptionPrice: Formatter = (value, args, ctx) => {
  const options = lowestVariantPricingOptions(value);
  const data: Record<string, unknown> = {};
  if (options !== undefined) {
    const style = moneyStyle(args, ctx);
    const first = options[0];
    const onSale = isTruthy(member(first, 'onSale'));
    if (hasVariedPrices(value)) {
      const fromText = ctx.resolve(FROM_TEXT_PATH);
      data.fromText = fromText === undefined ? DEFAULT_FROM_TEXT : asString(fromText);
      data.formattedFromPrice = moneyText(
        member(first, onSale ? 'salePriceMoney' : 'priceMoney'),
        style,
        ctx,
      );
    }
    if (onSale) {
      data.formattedSubscriptionSalePriceText = PRICE_TEXT;
      data.formattedSubscriptionSalePrice = moneyText(member(first, 'salePriceMoney'), style, ctx);
    }
    data.formattedNormalSubscriptionPriceText = PRICE_TEXT;
    data.formattedNormalSubscriptionPrice = moneyText(member(first, 'priceMoney'), style, ctx);
  }
  return ctx.renderTemplate(SUBSCRIPTION_PRICE(), data, { private: true });
};

/** Product price formatters by name. */
export const COMMERCE_PRICE_FORMATTERS: FormatterTable = {
  'from-price': checkedFormatter(legacyPriceFormatter(fromPrice), noArgs('from-price')),
  'normal-price': checkedFormatter(legacyPriceFormatter(normalPrice), noArgs('normal-price')),
  'sale-price': checkedFormatter(legacyPriceFormatter(salePrice), noArgs('sale-price')),
  'product-price': checkedFormatter(productPrice, moneyOptionsOf('product-price')),
  'subscription-price': checkedFormatter(subscriptionPrice, moneyOptionsOf('subscription-price')),
};
