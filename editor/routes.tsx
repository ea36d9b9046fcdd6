// The editor's screens by address (under /config), each loaded only when first opened.
import { Navigate, type RouteObject } from 'react-router';
import { Shell, type ScreenHandle } from './ui/shell.js';
import { Loading } from './ui/load-state.js';
import { RouteError } from './ui/route-error.js';

const handle = (value: ScreenHandle) => value;

/**
 * What shows while the screen a link opens is loaded, on the first load of the page (React Router
 * asks each top route for one, else warns in the console: a mailed link opens a lazy screen directly).
 */
const opening = <Loading label="Opening the editor…" />;

/** Every route of the editor, relative to its `/config` base. */
export const EDITOR_ROUTES: RouteObject[] = [
  {
    path: '/login',
    lazy: () => import('./auth/login-screen.js').then((m) => ({ Component: m.LoginScreen })),
    errorElement: <RouteError />,
    hydrateFallbackElement: opening,
  },
  {
    path: '/forgot-password',
    lazy: () =>
      import('./auth/forgot-password-screen.js').then((m) => ({ Component: m.ForgotPasswordScreen })),
    errorElement: <RouteError />,
    hydrateFallbackElement: opening,
  },
  {
    path: '/reset-password',
    lazy: () => import('./auth/reset-password-screen.js').then((m) => ({ Component: m.ResetPasswordScreen })),
    errorElement: <RouteError />,
    hydrateFallbackElement: opening,
  },
  {
    path: '/invitation',
    lazy: () => import('./auth/invitation-screen.js').then((m) => ({ Component: m.InvitationScreen })),
    errorElement: <RouteError />,
    hydrateFallbackElement: opening,
  },
  {
    path: '/setup',
    lazy: () => import('./setup/setup-screen.js').then((m) => ({ Component: m.SetupScreen })),
    errorElement: <RouteError />,
    hydrateFallbackElement: opening,
  },
  {
    path: '/confirm-email',
    lazy: () => import('./auth/confirm-email-screen.js').then((m) => ({ Component: m.ConfirmEmailScreen })),
    errorElement: <RouteError />,
    hydrateFallbackElement: opening,
  },
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: opening,
    children: [
      {
        index: true,
        handle: handle({ title: 'Home' }),
        lazy: () => import('./home/home-screen.js').then((m) => ({ Component: m.HomeScreen })),
      },
      {
        path: 'pages/:pageId?',
        handle: handle({ preview: true, title: 'Pages' }),
        lazy: () => import('./pages/pages-screen.js').then((m) => ({ Component: m.PagesScreen })),
      },
      {
        path: 'collections/:collectionId/:itemId?',
        handle: handle({ preview: true, title: 'Content' }),
        lazy: () => import('./content/collection-screen.js').then((m) => ({ Component: m.CollectionScreen })),
      },
      {
        path: 'design',
        handle: handle({ preview: true, title: 'Design' }),
        lazy: () => import('./design/design-screen.js').then((m) => ({ Component: m.DesignScreen })),
      },
      {
        path: 'design/header-footer',
        handle: handle({ preview: true, title: 'Header & footer' }),
        lazy: () =>
          import('./design/header-footer-screen.js').then((m) => ({ Component: m.HeaderFooterScreen })),
      },
      {
        path: 'design/languages',
        handle: handle({ preview: true, title: 'Languages' }),
        lazy: () => import('./design/languages-screen.js').then((m) => ({ Component: m.LanguagesScreen })),
      },
      {
        path: 'design/theme',
        handle: handle({ preview: true, title: 'Theme' }),
        lazy: () => import('./design/theme-screen.js').then((m) => ({ Component: m.ThemeScreen })),
      },
      {
        path: 'websites',
        handle: handle({ title: 'Websites' }),
        lazy: () => import('./setup/websites-screen.js').then((m) => ({ Component: m.WebsitesScreen })),
      },
      {
        path: 'analytics',
        handle: handle({ title: 'Analytics' }),
        lazy: () => import('./analytics/analytics-screen.js').then((m) => ({ Component: m.AnalyticsScreen })),
      },
      {
        path: 'files',
        handle: handle({ title: 'Files' }),
        lazy: () => import('./files/files-screen.js').then((m) => ({ Component: m.FilesScreen })),
      },
      {
        path: 'tags',
        handle: handle({ title: 'Tags' }),
        lazy: () => import('./tags/tags-screen.js').then((m) => ({ Component: m.TagsScreen })),
      },
      {
        path: 'automation',
        handle: handle({ title: 'Automation' }),
        lazy: () =>
          import('./automation/automation-screen.js').then((m) => ({ Component: m.AutomationScreen })),
      },
      {
        path: 'mailing-lists',
        handle: handle({ title: 'Mailing lists' }),
        lazy: () =>
          import('./mailing-lists/mailing-lists-screen.js').then((m) => ({
            Component: m.MailingListsScreen,
          })),
      },
      {
        path: 'mailing-lists/campaigns',
        handle: handle({ title: 'Campaigns' }),
        lazy: () =>
          import('./mailing-lists/campaigns-screen.js').then((m) => ({ Component: m.CampaignsScreen })),
      },
      {
        path: 'commerce/products',
        handle: handle({ title: 'Products' }),
        lazy: () => import('./commerce/products-screen.js').then((m) => ({ Component: m.ProductsScreen })),
      },
      {
        path: 'commerce/products/:productId',
        handle: handle({ title: 'Product' }),
        lazy: () =>
          import('./commerce/product-editor-screen.js').then((m) => ({ Component: m.ProductEditorScreen })),
      },
      {
        path: 'commerce/products/:productId/delivery',
        handle: handle({ title: 'Delivery preview' }),
        lazy: () =>
          import('./commerce/mail-previews/digital-preview-screen.js').then((m) => ({
            Component: m.DigitalPreviewScreen,
          })),
      },
      {
        path: 'commerce/orders',
        handle: handle({ title: 'Orders' }),
        lazy: () => import('./commerce/orders/orders-screen.js').then((m) => ({ Component: m.OrdersScreen })),
      },
      {
        path: 'commerce/inventory',
        handle: handle({ title: 'Inventory' }),
        lazy: () =>
          import('./commerce/inventory/inventory-screen.js').then((m) => ({ Component: m.InventoryScreen })),
      },
      {
        path: 'commerce/restock',
        handle: handle({ title: 'Restock sign-ups' }),
        lazy: () =>
          import('./commerce/restock/restock-screen.js').then((m) => ({ Component: m.RestockScreen })),
      },
      {
        path: 'commerce/donations',
        handle: handle({ title: 'Donations' }),
        lazy: () =>
          import('./commerce/donations/donations-screen.js').then((m) => ({ Component: m.DonationsScreen })),
      },
      {
        path: 'commerce/reviews',
        handle: handle({ title: 'Reviews' }),
        lazy: () =>
          import('./commerce/reviews/reviews-screen.js').then((m) => ({ Component: m.ReviewsScreen })),
      },
      {
        path: 'commerce/mails',
        handle: handle({ title: 'Order mails' }),
        lazy: () =>
          import('./commerce/mail-previews/mail-previews-screen.js').then((m) => ({
            Component: m.MailPreviewsScreen,
          })),
      },
      {
        path: 'commerce/coupons',
        handle: handle({ title: 'Coupons' }),
        lazy: () =>
          import('./commerce/settings/coupons-screen.js').then((m) => ({ Component: m.CouponsScreen })),
      },
      {
        path: 'commerce/shipping',
        handle: handle({ title: 'Shipping options' }),
        lazy: () =>
          import('./commerce/settings/shipping-screen.js').then((m) => ({ Component: m.ShippingScreen })),
      },
      {
        path: 'commerce/taxes',
        handle: handle({ title: 'Tax rules' }),
        lazy: () => import('./commerce/settings/taxes-screen.js').then((m) => ({ Component: m.TaxesScreen })),
      },
      {
        path: 'commerce/settings',
        handle: handle({ title: 'Store settings' }),
        lazy: () =>
          import('./commerce/settings/store-settings-screen.js').then((m) => ({
            Component: m.StoreSettingsScreen,
          })),
      },
      {
        path: 'commerce/merchandising',
        handle: handle({ title: 'Merchandising' }),
        lazy: () =>
          import('./commerce/settings/merchandising-screen.js').then((m) => ({
            Component: m.MerchandisingScreen,
          })),
      },
      {
        path: 'profile',
        handle: handle({ title: 'Your profile' }),
        lazy: () => import('./profile/profile-screen.js').then((m) => ({ Component: m.ProfileScreen })),
      },
      {
        path: 'profile/two-factor',
        handle: handle({ title: 'Two-factor sign-in' }),
        lazy: () =>
          import('./profile/two-factor-setup-screen.js').then((m) => ({ Component: m.TwoFactorSetupScreen })),
      },
      {
        path: 'settings/members',
        handle: handle({ title: 'Members' }),
        lazy: () => import('./settings/members-screen.js').then((m) => ({ Component: m.MembersScreen })),
      },
      {
        path: 'settings/api-keys',
        handle: handle({ title: 'API keys' }),
        lazy: () => import('./settings/api-keys-screen.js').then((m) => ({ Component: m.ApiKeysScreen })),
      },
      {
        path: 'settings/newsletter-popup',
        handle: handle({ title: 'Newsletter popup' }),
        lazy: () =>
          import('./settings/promo-popup-screen.js').then((m) => ({ Component: m.PromoPopupScreen })),
      },
      {
        path: 'settings/site',
        handle: handle({ title: 'Site settings' }),
        lazy: () =>
          import('./settings/site/site-settings-screen.js').then((m) => ({
            Component: m.SiteSettingsScreen,
          })),
      },
      {
        path: 'settings/sharing',
        handle: handle({ title: 'Sharing' }),
        lazy: () =>
          import('./settings/sharing-settings-screen.js').then((m) => ({
            Component: m.SharingSettingsScreen,
          })),
      },
      {
        path: 'settings/sso',
        handle: handle({ title: 'Single sign-on' }),
        lazy: () =>
          import('./settings/sso-settings-screen.js').then((m) => ({ Component: m.SsoSettingsScreen })),
      },
      {
        path: 'settings/export',
        handle: handle({ title: 'Export' }),
        lazy: () =>
          import('./settings/exports/export-screen.js').then((m) => ({ Component: m.ExportScreen })),
      },
      {
        path: 'settings/import',
        handle: handle({ title: 'Import' }),
        lazy: () =>
          import('./settings/imports/import-screen.js').then((m) => ({ Component: m.ImportScreen })),
      },
      {
        path: 'settings/url-mappings',
        handle: handle({ title: 'URL mappings' }),
        lazy: () =>
          import('./settings/url-mappings/url-mappings-screen.js').then((m) => ({
            Component: m.UrlMappingsScreen,
          })),
      },
      {
        path: 'settings/bot-protection',
        handle: handle({ title: 'Bot protection' }),
        lazy: () =>
          import('./settings/bot-protection-screen.js').then((m) => ({
            Component: m.BotProtectionScreen,
          })),
      },
      {
        path: 'settings/tracking',
        handle: handle({ title: 'Tracking settings' }),
        lazy: () =>
          import('./settings/tracking-settings-screen.js').then((m) => ({
            Component: m.TrackingSettingsScreen,
          })),
      },
      {
        path: 'data-tables',
        handle: handle({ title: 'Data tables' }),
        lazy: () =>
          import('./data-tables/data-tables-screen.js').then((m) => ({ Component: m.DataTablesScreen })),
      },
      {
        path: 'data-tables/:datasetId',
        handle: handle({ title: 'Dataset' }),
        lazy: () =>
          import('./data-tables/dataset-editor-screen.js').then((m) => ({
            Component: m.DatasetEditorScreen,
          })),
      },
      {
        path: 'forms',
        handle: handle({ title: 'Forms' }),
        lazy: () => import('./forms/forms-screen.js').then((m) => ({ Component: m.FormsScreen })),
      },
      {
        path: 'forms/new',
        handle: handle({ title: 'New form' }),
        lazy: () =>
          import('./forms/builder/form-builder-screen.js').then((m) => ({ Component: m.FormBuilderScreen })),
      },
      {
        path: 'forms/:formId',
        handle: handle({ title: 'Form' }),
        lazy: () =>
          import('./forms/builder/form-builder-screen.js').then((m) => ({ Component: m.FormBuilderScreen })),
      },
      {
        path: 'forms/submissions',
        handle: handle({ title: 'Form submissions' }),
        lazy: () => import('./forms/submissions-screen.js').then((m) => ({ Component: m.SubmissionsScreen })),
      },
      {
        path: 'comments',
        handle: handle({ title: 'Comments' }),
        lazy: () => import('./comments/comments-screen.js').then((m) => ({ Component: m.CommentsScreen })),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
