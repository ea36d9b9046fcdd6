// The migrations, in order, imported statically so they run from src (vitest) and from dist alike.
// A new migration: add its file (`YYYY-MM-DD-NN-<change>.ts`, one change) and one line at the end.
import type { Knex } from 'knex';
import * as m01Websites from './2026-11-21-01-websites.js';
import * as m02WebsiteDomains from './2026-11-21-02-website-domains.js';
import * as m03WebsiteSettings from './2026-11-21-03-website-settings.js';
import * as m04OwnerAccounts from './2026-11-21-04-owner-accounts.js';
import * as m05Memberships from './2026-11-21-05-memberships.js';
import * as m06SiteUsers from './2026-11-21-06-site-users.js';
import * as m07Sessions from './2026-11-21-07-sessions.js';
import * as m08ApiKeys from './2026-11-21-08-api-keys.js';
import * as m09FilesAndImages from './2026-11-21-09-files-and-images.js';
import * as m10Tags from './2026-11-21-10-tags.js';
import * as m11Collections from './2026-11-21-11-collections.js';
import * as m12Pages from './2026-11-21-12-pages.js';
import * as m13Navigations from './2026-11-21-13-navigations.js';
import * as m14ContentItems from './2026-11-21-14-content-items.js';
import * as m15Forms from './2026-11-21-15-forms.js';
import * as m16Products from './2026-11-21-16-products.js';
import * as m17ProductCategories from './2026-11-21-17-product-categories.js';
import * as m18ShippingOptions from './2026-11-21-18-shipping-options.js';
import * as m19TaxRules from './2026-11-21-19-tax-rules.js';
import * as m20Coupons from './2026-11-21-20-coupons.js';
import * as m21Carts from './2026-11-21-21-carts.js';
import * as m22Orders from './2026-11-21-22-orders.js';
import * as m23Subscriptions from './2026-11-21-23-subscriptions.js';
import * as m24GiftCards from './2026-11-21-24-gift-cards.js';
import * as m25RestockSignups from './2026-11-21-25-restock-signups.js';
import * as m26MailingLists from './2026-11-21-26-mailing-lists.js';
import * as m27DataTables from './2026-11-21-27-data-tables.js';
import * as m28Languages from './2026-11-21-28-languages.js';
import * as m29CommercePreferences from './2026-11-21-29-commerce-preferences.js';
import * as m30TrackingEvents from './2026-11-21-30-tracking-events.js';
import * as m31RateLimitCounters from './2026-11-21-31-rate-limit-counters.js';
import * as m32MailOutbox from './2026-11-21-32-mail-outbox.js';
import * as m33CartCloneSource from './2026-11-21-33-cart-clone-source.js';
import * as m34OrderCheckoutColumns from './2026-11-21-34-order-checkout-columns.js';
import * as m35OrderItemDeliveryColumns from './2026-11-21-35-order-item-delivery-columns.js';
import * as m38Captcha from './2026-11-21-38-captcha.js';
import * as m39MailFailedAndRestockOrigin from './2026-11-21-39-mail-failed-and-restock-origin.js';
import * as m40FormSubmissionKeys from './2026-11-21-40-form-submission-keys.js';
import * as m41NewsletterConfirmations from './2026-11-21-41-newsletter-confirmations.js';
import * as m42CartHotUpdates from './2026-11-21-42-cart-hot-updates.js';
import * as m43GiftCardVoided from './2026-11-21-43-gift-card-voided.js';
import * as m44OwnerChanges from './2026-11-25-44-owner-changes.js';
import * as m45EditVersions from './2026-11-25-45-edit-versions.js';
import * as m46PasswordResets from './2026-11-25-46-password-resets.js';
import * as m47ItemSearch from './2026-11-25-47-item-search.js';
import * as m48MailMessageId from './2026-11-26-48-mail-message-id.js';
import * as m50OrderTable from './2026-11-26-50-order-table.js';
import * as m51Webhooks from './2026-11-26-51-webhooks.js';
import * as m52WebsiteDesigns from './2026-11-26-52-website-designs.js';
import * as m53DatasetEditing from './2026-11-26-53-dataset-editing.js';
import * as m54MailingCampaigns from './2026-11-26-54-mailing-campaigns.js';
import * as m55PageTranslations from './2026-11-26-55-page-translations.js';
import * as m56WebsiteThemes from './2026-11-26-56-website-themes.js';
import * as m57TrackingStorage from './2026-11-26-57-tracking-storage.js';
import * as m58ErrorsPerformance from './2026-11-26-58-errors-performance.js';
import * as m59TrackingDimensions from './2026-11-26-59-tracking-dimensions.js';
import * as m60Comments from './2026-11-27-60-comments.js';
import * as m61Likes from './2026-11-27-61-likes.js';
import * as m62ProductReviews from './2026-11-27-62-product-reviews.js';
import * as m63MemberAreas from './2026-11-27-63-member-areas.js';
import * as m66Donations from './2026-11-27-66-donations.js';
import * as m67SingleSignOn from './2026-11-27-67-single-sign-on.js';
import * as m68DistributionReady from './2026-11-27-68-distribution-ready.js';
import * as m69ServerSetup from './2026-11-29-69-server-setup.js';
import * as m70SampleContent from './2026-11-29-70-sample-content.js';
import * as m72TwoFactor from './2026-11-29-72-two-factor.js';
import * as m73EmailChanges from './2026-11-29-73-email-changes.js';
import * as m74Invitations from './2026-11-29-74-invitations.js';
import * as m75SessionDevices from './2026-11-29-75-session-devices.js';
import * as m77PageDrafts from './2026-11-29-77-page-drafts.js';
import * as m80PerformanceDaily from './2026-11-29-80-performance-daily.js';
import * as m81MailHandedOff from './2026-11-29-81-mail-handed-off.js';
import * as m82OrderAccessTokenHashes from './2026-11-29-82-order-access-token-hashes.js';
import * as m83FormBuilder from './2026-11-29-83-form-builder.js';
import * as m85GiftCardRecipients from './2026-11-29-85-gift-card-recipients.js';
import * as m88UrlMappings from './2026-11-29-88-url-mappings.js';
import * as m89Imports from './2026-11-29-89-imports.js';
import * as m90ImportRecords from './2026-11-29-90-import-records.js';
import * as m91FeaturedProducts from './2026-11-29-91-featured-products.js';
import * as m92TitleTrigrams from './2026-11-29-92-title-trigrams.js';
import * as m86WebsiteExports from './2026-11-29-86-website-exports.js';

/** A migration module: `up` applies one change, `down` undoes it. */
export interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** Every migration by name (its file name without extension), oldest first. */
export const MIGRATIONS: readonly (readonly [name: string, migration: MigrationModule])[] = [
  ['2026-11-21-01-websites', m01Websites],
  ['2026-11-21-02-website-domains', m02WebsiteDomains],
  ['2026-11-21-03-website-settings', m03WebsiteSettings],
  ['2026-11-21-04-owner-accounts', m04OwnerAccounts],
  ['2026-11-21-05-memberships', m05Memberships],
  ['2026-11-21-06-site-users', m06SiteUsers],
  ['2026-11-21-07-sessions', m07Sessions],
  ['2026-11-21-08-api-keys', m08ApiKeys],
  ['2026-11-21-09-files-and-images', m09FilesAndImages],
  ['2026-11-21-10-tags', m10Tags],
  ['2026-11-21-11-collections', m11Collections],
  ['2026-11-21-12-pages', m12Pages],
  ['2026-11-21-13-navigations', m13Navigations],
  ['2026-11-21-14-content-items', m14ContentItems],
  ['2026-11-21-15-forms', m15Forms],
  ['2026-11-21-16-products', m16Products],
  ['2026-11-21-17-product-categories', m17ProductCategories],
  ['2026-11-21-18-shipping-options', m18ShippingOptions],
  ['2026-11-21-19-tax-rules', m19TaxRules],
  ['2026-11-21-20-coupons', m20Coupons],
  ['2026-11-21-21-carts', m21Carts],
  ['2026-11-21-22-orders', m22Orders],
  ['2026-11-21-23-subscriptions', m23Subscriptions],
  ['2026-11-21-24-gift-cards', m24GiftCards],
  ['2026-11-21-25-restock-signups', m25RestockSignups],
  ['2026-11-21-26-mailing-lists', m26MailingLists],
  ['2026-11-21-27-data-tables', m27DataTables],
  ['2026-11-21-28-languages', m28Languages],
  ['2026-11-21-29-commerce-preferences', m29CommercePreferences],
  ['2026-11-21-30-tracking-events', m30TrackingEvents],
  ['2026-11-21-31-rate-limit-counters', m31RateLimitCounters],
  ['2026-11-21-32-mail-outbox', m32MailOutbox],
  ['2026-11-21-33-cart-clone-source', m33CartCloneSource],
  ['2026-11-21-34-order-checkout-columns', m34OrderCheckoutColumns],
  ['2026-11-21-35-order-item-delivery-columns', m35OrderItemDeliveryColumns],
  ['2026-11-21-38-captcha', m38Captcha],
  ['2026-11-21-39-mail-failed-and-restock-origin', m39MailFailedAndRestockOrigin],
  ['2026-11-21-40-form-submission-keys', m40FormSubmissionKeys],
  ['2026-11-21-41-newsletter-confirmations', m41NewsletterConfirmations],
  ['2026-11-21-42-cart-hot-updates', m42CartHotUpdates],
  ['2026-11-21-43-gift-card-voided', m43GiftCardVoided],
  ['2026-11-25-44-owner-changes', m44OwnerChanges],
  ['2026-11-25-45-edit-versions', m45EditVersions],
  ['2026-11-25-46-password-resets', m46PasswordResets],
  ['2026-11-25-47-item-search', m47ItemSearch],
  ['2026-11-26-48-mail-message-id', m48MailMessageId],
  ['2026-11-26-50-order-table', m50OrderTable],
  ['2026-11-26-51-webhooks', m51Webhooks],
  ['2026-11-26-52-website-designs', m52WebsiteDesigns],
  ['2026-11-26-53-dataset-editing', m53DatasetEditing],
  ['2026-11-26-54-mailing-campaigns', m54MailingCampaigns],
  ['2026-11-26-55-page-translations', m55PageTranslations],
  ['2026-11-26-56-website-themes', m56WebsiteThemes],
  ['2026-11-26-57-tracking-storage', m57TrackingStorage],
  ['2026-11-26-58-errors-performance', m58ErrorsPerformance],
  ['2026-11-26-59-tracking-dimensions', m59TrackingDimensions],
  ['2026-11-27-60-comments', m60Comments],
  ['2026-11-27-61-likes', m61Likes],
  ['2026-11-27-62-product-reviews', m62ProductReviews],
  ['2026-11-27-63-member-areas', m63MemberAreas],
  ['2026-11-27-66-donations', m66Donations],
  ['2026-11-27-67-single-sign-on', m67SingleSignOn],
  ['2026-11-27-68-distribution-ready', m68DistributionReady],
  ['2026-11-29-69-server-setup', m69ServerSetup],
  ['2026-11-29-70-sample-content', m70SampleContent],
  ['2026-11-29-72-two-factor', m72TwoFactor],
  ['2026-11-29-73-email-changes', m73EmailChanges],
  ['2026-11-29-74-invitations', m74Invitations],
  ['2026-11-29-75-session-devices', m75SessionDevices],
  ['2026-11-29-77-page-drafts', m77PageDrafts],
  ['2026-11-29-80-performance-daily', m80PerformanceDaily],
  ['2026-11-29-81-mail-handed-off', m81MailHandedOff],
  ['2026-11-29-82-order-access-token-hashes', m82OrderAccessTokenHashes],
  ['2026-11-29-83-form-builder', m83FormBuilder],
  ['2026-11-29-85-gift-card-recipients', m85GiftCardRecipients],
  ['2026-11-29-86-website-exports', m86WebsiteExports],
  ['2026-11-29-88-url-mappings', m88UrlMappings],
  ['2026-11-29-89-imports', m89Imports],
  ['2026-11-29-90-import-records', m90ImportRecords],
  ['2026-11-29-91-featured-products', m91FeaturedProducts],
  ['2026-11-29-92-title-trigrams', m92TitleTrigrams],
];
