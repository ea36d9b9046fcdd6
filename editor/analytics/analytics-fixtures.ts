// Canned answers of the analytics reads for the Analytics screen's tests: devices and countries, products, the funnel and revenue, forms.
import type {
  AnalyticsAudience,
  AnalyticsCommerce,
  AnalyticsForms,
  AnalyticsProducts,
} from '../../domain/owner-api/analytics.js';

export const AUDIENCE: AnalyticsAudience = {
  devices: [
    { device: 'mobile', visits: 75, visitors: 60 },
    { device: 'desktop', visits: 25, visitors: 20 },
  ],
  countries: [
    { country: 'FR', visits: 60, visitors: 50 },
    { country: '', visits: 30, visitors: 25 },
    { country: 'JP', visits: 10, visitors: 5 },
  ],
};

export const PRODUCTS: AnalyticsProducts = {
  currency: 'EUR',
  products: [
    { itemId: 'p1', title: 'Linen shirt', views: 40, addToCarts: 8, unitsSold: 3, revenueCents: 13_500 },
    { itemId: 'p2', title: 'Wool scarf', views: 12, addToCarts: 0, unitsSold: 0, revenueCents: 0 },
  ],
};

export const COMMERCE: AnalyticsCommerce = {
  funnel: [
    { step: 'productView', visits: 50, rate: 1 },
    { step: 'addToCart', visits: 10, rate: 0.2 },
    { step: 'checkout', visits: 5, rate: 0.5 },
    { step: 'order', visits: 4, rate: 0.8 },
  ],
  conversionRate: 0.04,
  revenue: {
    currency: 'EUR',
    totalCents: 24_000,
    orders: 4,
    averageOrderCents: 6000,
    previousTotalCents: 20_000,
    days: [
      { day: '2026-11-19', totalCents: 9000, orders: 1 },
      { day: '2026-11-20', totalCents: 15_000, orders: 3 },
    ],
  },
};

export const FORMS: AnalyticsForms = {
  forms: [{ formId: 'f1', name: 'Contact us', views: 200, submissions: 15, conversionRate: 0.075 }],
};

/** The reads with nothing in them: a period without visits, orders or forms. */
export const NOTHING = {
  audience: { devices: [], countries: [] } satisfies AnalyticsAudience,
  products: { currency: 'EUR', products: [] } satisfies AnalyticsProducts,
  commerce: {
    funnel: COMMERCE.funnel.map((step) => ({
      ...step,
      visits: 0,
      rate: step.step === 'productView' ? 1 : 0,
    })),
    conversionRate: 0,
    revenue: {
      currency: 'EUR',
      totalCents: 0,
      orders: 0,
      averageOrderCents: 0,
      previousTotalCents: 0,
      days: [],
    },
  } satisfies AnalyticsCommerce,
  forms: { forms: [] } satisfies AnalyticsForms,
};
