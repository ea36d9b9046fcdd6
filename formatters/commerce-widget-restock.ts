// The restock sign-up widget on sold-out products, from the product merchandising context and the website's captcha.
import { asString, getPath } from '../engine/index.js';
import type { Formatter } from '../engine/types.js';
import { noArgs, type WidgetTemplate } from './commerce-widget-template.js';

const MERCHANDISING = ['productMerchandisingContext'];
const WEBSITE = ['website'];

/**
 * `{item|product-restock-notification}`: one sign-up form per restock view of the item's
 * `productMerchandisingContext` entry (email field, the owner's texts, the mailing-list checkbox
 * when sign-up is enabled, a captcha container when the website has a site key). The fields are
 * passed as the context holds them, so the template tests them with JSON-T truthiness like the
 * reference; domain/restock-view.ts is the typed reading of the same rules.
 */
export function productRestockNotification(template: WidgetTemplate): Formatter {
  const formatter: Formatter = (value, _args, ctx) => {
    const product = getPath(ctx.resolve(MERCHANDISING), [asString(getPath(value, ['id']))]);
    return ctx.renderTemplate(template(), {
      product: value,
      views: getPath(product, ['restockNotificationViews']),
      messages: getPath(product, ['restockNotificationMessages']),
      mailingListSignUpEnabled: getPath(product, ['mailingListSignUpEnabled']),
      mailingListOptInByDefault: getPath(product, ['mailingListOptInByDefault']),
      captchaSiteKey: getPath(ctx.resolve(WEBSITE), ['captchaSettings', 'siteKey']),
    });
  };
  formatter.validateArgs = noArgs('product-restock-notification');
  return formatter;
}
