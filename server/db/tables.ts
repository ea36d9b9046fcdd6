// The names of the tables the migrations create (STYLE rule 13: SCREAMING_CASE), and which are global.

/**
 * Every table by a camel-case handle. Knex quotes these names, so `db(TABLES.products)` works; in
 * raw SQL write them double-quoted (`select … from "PRODUCTS"`): unquoted, PostgreSQL folds them
 * to lower case and finds nothing.
 */
export const TABLES = {
  websites: 'WEBSITES',
  websiteDomains: 'WEBSITE_DOMAINS',
  websiteSettings: 'WEBSITE_SETTINGS',
  ownerAccounts: 'OWNER_ACCOUNTS',
  memberships: 'MEMBERSHIPS',
  siteUsers: 'SITE_USERS',
  sessions: 'SESSIONS',
  apiKeys: 'API_KEYS',
  files: 'FILES',
  images: 'IMAGES',
  tags: 'TAGS',
  collections: 'COLLECTIONS',
  pages: 'PAGES',
  navigations: 'NAVIGATIONS',
  contentItems: 'CONTENT_ITEMS',
  forms: 'FORMS',
  formSubmissions: 'FORM_SUBMISSIONS',
  products: 'PRODUCTS',
  productVariants: 'PRODUCT_VARIANTS',
  productCategories: 'PRODUCT_CATEGORIES',
  productCategoryProducts: 'PRODUCT_CATEGORY_PRODUCTS',
  shippingOptions: 'SHIPPING_OPTIONS',
  taxRules: 'TAX_RULES',
  coupons: 'COUPONS',
  carts: 'CARTS',
  cartEntries: 'CART_ENTRIES',
  orders: 'ORDERS',
  orderAccessTokens: 'ORDER_ACCESS_TOKENS',
  orderItems: 'ORDER_ITEMS',
  subscriptions: 'SUBSCRIPTIONS',
  giftCards: 'GIFT_CARDS',
  restockSignups: 'RESTOCK_SIGNUPS',
  mailingLists: 'MAILING_LISTS',
  mailingListSubscribers: 'MAILING_LIST_SUBSCRIBERS',
  dataTables: 'DATA_TABLES',
  languages: 'LANGUAGES',
  commercePreferences: 'COMMERCE_PREFERENCES',
  trackingEvents: 'TRACKING_EVENTS',
  trackingDaily: 'TRACKING_DAILY',
  trackingSalts: 'TRACKING_SALTS',
  rateLimitCounters: 'RATE_LIMIT_COUNTERS',
  mailOutbox: 'MAIL_OUTBOX',
  captchaKeys: 'CAPTCHA_KEYS',
  captchaSolutions: 'CAPTCHA_SOLUTIONS',
  formSubmissionKeys: 'FORM_SUBMISSION_KEYS',
  newsletterConfirmations: 'NEWSLETTER_CONFIRMATIONS',
  ownerChanges: 'OWNER_CHANGES',
  ownerPasswordResets: 'OWNER_PASSWORD_RESETS',
  webhookEndpoints: 'WEBHOOK_ENDPOINTS',
  webhookDeliveries: 'WEBHOOK_DELIVERIES',
  websiteDesigns: 'WEBSITE_DESIGNS',
  pageTranslations: 'PAGE_TRANSLATIONS',
  pageRevisions: 'PAGE_REVISIONS',
  mailingListConnections: 'MAILING_LIST_CONNECTIONS',
  emailCampaigns: 'EMAIL_CAMPAIGNS',
  campaignRecipients: 'CAMPAIGN_RECIPIENTS',
  websiteThemes: 'WEBSITE_THEMES',
  jsErrorGroups: 'JS_ERROR_GROUPS',
  performanceRecords: 'PERFORMANCE_RECORDS',
  performanceDaily: 'PERFORMANCE_DAILY',
  comments: 'COMMENTS',
  likes: 'LIKES',
  reviewRequests: 'REVIEW_REQUESTS',
  productReviews: 'PRODUCT_REVIEWS',
  memberAreas: 'MEMBER_AREAS',
  memberAreaMembers: 'MEMBER_AREA_MEMBERS',
  siteUserPasswordResets: 'SITE_USER_PASSWORD_RESETS',
  donations: 'DONATIONS',
  ssoSettings: 'SSO_SETTINGS',
  ssoSignIns: 'SSO_SIGN_INS',
  ownerRecoveryCodes: 'OWNER_RECOVERY_CODES',
  ownerSignInChallenges: 'OWNER_SIGN_IN_CHALLENGES',
  ownerEmailChanges: 'OWNER_EMAIL_CHANGES',
  ownerInvitations: 'OWNER_INVITATIONS',
  urlMappings: 'URL_MAPPINGS',
  imports: 'IMPORTS',
  importRecords: 'IMPORT_RECORDS',
  websiteExports: 'WEBSITE_EXPORTS',
  serverSetup: 'SERVER_SETUP',
  sampleContent: 'SAMPLE_CONTENT',
} as const;

/** A table name. */
export type TableName = (typeof TABLES)[keyof typeof TABLES];

/**
 * Tables that belong to no single website, so their keys do not start with `website_id`: the
 * websites themselves, owner accounts (one account, many websites), sessions (an owner's spans
 * websites; swept by expiry across all), rate-limit counters (keyed by the limiter) and the mail
 * outbox (one sender polls it for every website), owners' password resets, recovery codes, pending
 * two-factor sign-ins and email changes (an account's, not a website's) and the daily salts of
 * visitor hashes (one per day for every website).
 */
export const GLOBAL_TABLES: readonly TableName[] = [
  TABLES.websites,
  TABLES.ownerAccounts,
  TABLES.sessions,
  TABLES.rateLimitCounters,
  TABLES.mailOutbox,
  TABLES.ownerPasswordResets,
  TABLES.ownerRecoveryCodes,
  TABLES.ownerSignInChallenges,
  TABLES.ownerEmailChanges,
  TABLES.trackingSalts,
  TABLES.serverSetup,
];

/** knex's own bookkeeping tables. */
export const MIGRATION_TABLES: readonly string[] = ['knex_migrations', 'knex_migrations_lock'];
