// Rows of the demo's site-wide tables: website, domains, settings, lists, forms, collections, pages, menus.
import { idOf } from './demo-ids.js';
import { fixtureFileName } from './load-fixtures.js';
import type { NavItem } from './fixture-site-schema.js';
import { dateOf, json, type BuildContext, type Row } from './build-context.js';
import { resolveKeys } from './key-resolver.js';

/** COLLECTION_TYPE (domain/enums.ts): stores are `products`; blogs, galleries and events are `generic`. */
const COLLECTION_TYPES = { products: 13, blog: 1, gallery: 1, events: 1 } as const;

/** The WEBSITES row, its domains and languages. */
export function websiteRows(context: BuildContext): { websites: Row[]; domains: Row[]; languages: Row[] } {
  const { website } = context.fixtures;
  const websiteId = context.ids.websiteId;
  return {
    websites: [
      {
        id: websiteId,
        site_title: website.title,
        site_tagline: website.tagline,
        site_description: website.description,
        time_zone: website.timeZone,
        currency: website.currency,
        language: website.language,
        status: 8,
        is_default: true,
      },
    ],
    domains: website.domains.map((domain) => ({
      website_id: websiteId,
      host: domain.host,
      is_primary: domain.primary,
    })),
    languages: website.languages.map((language, position) => ({
      website_id: websiteId,
      code: language.code,
      name: language.name,
      is_default: language.isDefault,
      enabled: true,
      position,
    })),
  };
}

/** The WEBSITE_SETTINGS row, with `homePageKey`, `logoImageKey`… resolved to ids. */
export function settingsRow(context: BuildContext): Row {
  const { settings } = context.fixtures;
  const file = fixtureFileName('settings');
  const resolve = (value: unknown, ...path: string[]) => json(resolveKeys(value, context.tables, file, path));
  return {
    website_id: context.ids.websiteId,
    multiple_quantity_allowed_for_services: settings.store.multipleQuantityAllowedForServices,
    use_cldr_money_format: settings.store.useCldrMoneyFormat,
    store_settings: resolve(settings.store.settings, 'store', 'settings'),
    disqus_shortname: settings.site.disqusShortname,
    simple_liking_enabled: settings.site.simpleLikingEnabled,
    comments_enabled: settings.site.commentsEnabled,
    share_button_options: json(settings.site.shareButtonOptions),
    site_settings: resolve(settings.site.settings, 'site', 'settings'),
    site_header: resolve(settings.header, 'header'),
    site_footer: resolve(settings.footer, 'footer'),
    style_settings: json(settings.style),
    captcha_settings: json(settings.captcha),
    feature_flags: json(settings.featureFlags),
    integrations: resolve(settings.integrations, 'integrations'),
  };
}

/** MAILING_LISTS and their MAILING_LIST_SUBSCRIBERS. */
export function mailingListRows(context: BuildContext): { lists: Row[]; subscribers: Row[] } {
  const websiteId = context.ids.websiteId;
  const lists = context.fixtures.mailingLists;
  return {
    lists: lists.map((list) => ({
      website_id: websiteId,
      id: idOf(context.ids.mailingLists, list.key),
      name: list.name,
      provider: list.provider,
    })),
    subscribers: lists.flatMap((list) =>
      list.subscribers.map((subscriber) => ({
        website_id: websiteId,
        mailing_list_id: idOf(context.ids.mailingLists, list.key),
        email: subscriber.email,
        status: 'subscribed',
        source: subscriber.source,
        subscribed_at: dateOf(context, subscriber.subscribed),
      })),
    ),
  };
}

/** FORMS rows: site forms and additional-fields forms. */
export function formRows(context: BuildContext): Row[] {
  const file = fixtureFileName('forms');
  return context.fixtures.forms.map((form, index) => ({
    website_id: context.ids.websiteId,
    id: idOf(context.ids.forms, form.key),
    name: form.name,
    fields: json(form.fields),
    submission_message: form.submissionMessage,
    submission_html: form.submissionHtml,
    success_redirect: form.successRedirect,
    disclaimer_message: form.disclaimerMessage,
    captcha_enabled: form.captchaEnabled,
    captcha_theme: form.captchaTheme,
    captcha_alignment: form.captchaAlignment,
    storage: json(resolveKeys(form.storage, context.tables, file, [index, 'storage'])),
  }));
}

/** COLLECTIONS rows; `settings.typeName` says which kind of generic collection it is. */
export function collectionRows(context: BuildContext): Row[] {
  return context.fixtures.collections.map((collection, position) => ({
    website_id: context.ids.websiteId,
    id: idOf(context.ids.collections, collection.key),
    type: COLLECTION_TYPES[collection.kind],
    title: collection.title,
    navigation_title: collection.navigationTitle,
    url_id: collection.urlId,
    description: collection.description,
    view: collection.view,
    comment_state: collection.commentState,
    position,
    item_ordering: collection.itemOrdering,
    settings: json({ ...collection.settings, typeName: collection.kind }),
  }));
}

/** PAGES rows, with the keys in their blocks resolved. */
export function pageRows(context: BuildContext): Row[] {
  const file = fixtureFileName('pages');
  return context.fixtures.pages.map((page, index) => ({
    website_id: context.ids.websiteId,
    id: idOf(context.ids.pages, page.key),
    url_id: page.urlId,
    page_type: page.pageType,
    title: page.title,
    navigation_title: page.navigationTitle,
    description: page.description,
    collection_id: page.collection === undefined ? null : idOf(context.ids.collections, page.collection),
    content: json(resolveKeys(page.content, context.tables, file, [index, 'content'])),
    seo: json(page.seo),
  }));
}

/** One NAVIGATIONS row per menu. */
export function navigationRows(context: BuildContext): Row[] {
  return Object.entries(context.fixtures.navigation).map(([name, items]) => ({
    website_id: context.ids.websiteId,
    name,
    items: json(items.map((item) => navigationItem(context, item))),
  }));
}

/**
 * A menu entry as stored: `{title, pageId?, collectionId?, externalLink?, newWindow, items}`. A page
 * that shows a collection carries both ids; the title defaults to the page's navigation title.
 */
function navigationItem(context: BuildContext, item: NavItem): Row {
  const page =
    item.page === undefined ? undefined : context.fixtures.pages.find((entry) => entry.key === item.page);
  const collection =
    item.collection === undefined
      ? undefined
      : context.fixtures.collections.find((entry) => entry.key === item.collection);
  const collectionKey = page?.collection ?? collection?.key;
  return {
    title: item.title ?? page?.navigationTitle ?? collection?.navigationTitle ?? '',
    ...(page === undefined ? {} : { pageId: idOf(context.ids.pages, page.key) }),
    ...(collectionKey === undefined ? {} : { collectionId: idOf(context.ids.collections, collectionKey) }),
    ...(item.externalLink === undefined ? {} : { externalLink: item.externalLink }),
    newWindow: item.newWindow ?? false,
    items: (item.items ?? []).map((child) => navigationItem(context, child)),
  };
}

/** SHIPPING_OPTIONS, TAX_RULES, COUPONS and COMMERCE_PREFERENCES rows. */
export function commerceRows(context: BuildContext): {
  shipping: Row[];
  taxes: Row[];
  coupons: Row[];
  preferences: Row[];
} {
  const websiteId = context.ids.websiteId;
  const { commerce, website } = context.fixtures;
  return {
    shipping: commerce.shippingOptions.map((option, position) => ({
      website_id: websiteId,
      name: option.name,
      kind: option.kind,
      rate_cents: option.rateCents,
      currency: website.currency,
      free_over_cents: option.freeOverCents,
      rules: json(option.rules),
      enabled: option.enabled,
      position,
    })),
    taxes: commerce.taxRules.map((rule) => ({
      website_id: websiteId,
      name: rule.name,
      country: rule.country,
      region: rule.region,
      rate: rule.rate,
      applies_to_shipping: rule.appliesToShipping,
      applies_to_digital: rule.appliesToDigital,
    })),
    coupons: commerce.coupons.map((coupon) => ({
      website_id: websiteId,
      code: coupon.code,
      kind: coupon.kind,
      percent_off: coupon.percentOff ?? null,
      amount_off_cents: coupon.amountOffCents ?? null,
      currency: website.currency,
      min_subtotal_cents: coupon.minSubtotalCents,
      starts_at: coupon.starts === undefined ? null : dateOf(context, coupon.starts),
      ends_at: coupon.ends === undefined ? null : dateOf(context, coupon.ends),
      max_uses: coupon.maxUses,
      applies_to: json(coupon.appliesTo),
    })),
    preferences: Object.entries(commerce.preferences).map(([namespace, settings]) => ({
      website_id: websiteId,
      namespace,
      settings: json(settings),
    })),
  };
}
