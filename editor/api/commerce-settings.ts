// Commerce store settings calls (coupons, shipping options, tax rules: list, add, replace, delete; the store's switches and merchandising defaults) and their query keys.
import { useQuery } from '@tanstack/react-query';
import type { StoreMerchandising } from '../../domain/owner-api/store-merchandising.js';
import { api } from './client.js';

/** A coupon as the owner API shows it. */
export interface Coupon {
  id: string;
  code: string;
  kind: 'percent' | 'fixed' | 'free-shipping';
  percentOff: number | null;
  amountOffCents: number | null;
  currency: string;
  minSubtotalCents: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  timesUsed: number;
  appliesTo: { products: string[]; categories: string[] };
  enabled: boolean;
}

/** What a coupon's add or replace sends. */
export type CouponBody = Omit<Coupon, 'id' | 'currency' | 'timesUsed'>;

/** One weight tier of a by-weight shipping option (`upToOz` null: any weight). */
export interface WeightTier {
  upToOz: number | null;
  rateCents: number;
}

/** A shipping option as the owner API shows it. */
export interface ShippingOption {
  id: string;
  name: string;
  kind: 'flat' | 'weight' | 'free' | 'pickup';
  rateCents: number;
  currency: string;
  freeOverCents: number | null;
  countries: string[];
  regions: string[];
  weightTiers: WeightTier[];
  deliveryEstimate: string | null;
  instructions: string | null;
  pickupAddress: Record<string, string> | null;
  enabled: boolean;
  position: number;
}

/** What a shipping option's add or replace sends. */
export type ShippingOptionBody = Omit<ShippingOption, 'id' | 'currency'>;

/** A tax rule as the owner API shows it (`rate` a fraction as text: "0.0825"). */
export interface TaxRule {
  id: string;
  name: string;
  country: string;
  region: string | null;
  rate: string;
  appliesToShipping: boolean;
  appliesToDigital: boolean;
  enabled: boolean;
}

/** What a tax rule's add or replace sends. */
export type TaxRuleBody = Omit<TaxRule, 'id'>;

/** The store's switches. */
export interface StoreSettings {
  expressCheckout: boolean;
  installmentsEnabled: boolean;
  minimumOrderSubtotalCents: number | null;
  multipleQuantityAllowedForServices: boolean;
  /** The store's add-to-cart button text; null: 'Add To Cart'. */
  addToCartButtonText: string | null;
}

export const COMMERCE_SETTINGS_PATH = '/api/owner/commerce';

/** One of the lists: its path under {@link COMMERCE_SETTINGS_PATH} and its JSON keys. */
export interface SettingsKind<Item, Body> {
  path: 'coupons' | 'shipping-options' | 'tax-rules';
  one: string;
  many: string;
  /** Type markers only. */
  readonly item?: Item;
  readonly body?: Body;
}

export const COUPONS: SettingsKind<Coupon, CouponBody> = { path: 'coupons', one: 'coupon', many: 'coupons' };
export const SHIPPING_OPTIONS: SettingsKind<ShippingOption, ShippingOptionBody> = {
  path: 'shipping-options',
  one: 'shippingOption',
  many: 'shippingOptions',
};
export const TAX_RULES: SettingsKind<TaxRule, TaxRuleBody> = {
  path: 'tax-rules',
  one: 'taxRule',
  many: 'taxRules',
};

export const COMMERCE_SETTINGS_KEYS = {
  all: ['commerce-settings'] as const,
  list: (path: string) => ['commerce-settings', path] as const,
  store: ['commerce-settings', 'store-settings'] as const,
  merchandising: ['commerce-settings', 'merchandising'] as const,
};

/** The whole list of one kind. */
export function useSettingsList<Item, Body>(kind: SettingsKind<Item, Body>) {
  return useQuery({
    queryKey: COMMERCE_SETTINGS_KEYS.list(kind.path),
    queryFn: async () => {
      const answer = await api<Record<string, Item[]>>(`${COMMERCE_SETTINGS_PATH}/${kind.path}`);
      return answer[kind.many] ?? [];
    },
  });
}

/** Adds one (`id` undefined) or replaces it; resolves what the server stored. */
export async function saveSetting<Item, Body>(
  kind: SettingsKind<Item, Body>,
  id: string | undefined,
  body: Body,
): Promise<Item> {
  const path = `${COMMERCE_SETTINGS_PATH}/${kind.path}`;
  const answer = await api<Record<string, Item>>(
    id === undefined ? path : `${path}/${encodeURIComponent(id)}`,
    {
      method: id === undefined ? 'POST' : 'PUT',
      body,
    },
  );
  return answer[kind.one];
}

/** Deletes one. */
export function deleteSetting<Item, Body>(kind: SettingsKind<Item, Body>, id: string): Promise<void> {
  return api<void>(`${COMMERCE_SETTINGS_PATH}/${kind.path}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The store's switches. */
export function useStoreSettings() {
  return useQuery({
    queryKey: COMMERCE_SETTINGS_KEYS.store,
    queryFn: async () =>
      (await api<{ storeSettings: StoreSettings }>(`${COMMERCE_SETTINGS_PATH}/store-settings`)).storeSettings,
  });
}

/** Changes some of the store's switches; resolves them as they now are. */
export async function changeStoreSettings(change: Partial<StoreSettings>): Promise<StoreSettings> {
  const answer = await api<{ storeSettings: StoreSettings }>(`${COMMERCE_SETTINGS_PATH}/store-settings`, {
    method: 'PATCH',
    body: change,
  });
  return answer.storeSettings;
}

/** The store's merchandising defaults (domain/owner-api/store-merchandising.ts). */
export type { StoreMerchandising } from '../../domain/owner-api/store-merchandising.js';

/** The store's merchandising defaults. */
export function useStoreMerchandising() {
  return useQuery({
    queryKey: COMMERCE_SETTINGS_KEYS.merchandising,
    queryFn: async () =>
      (await api<{ merchandising: StoreMerchandising }>(`${COMMERCE_SETTINGS_PATH}/merchandising`))
        .merchandising,
  });
}

/** Replaces the store's merchandising defaults; resolves them as stored. */
export async function replaceStoreMerchandising(
  merchandising: StoreMerchandising,
): Promise<StoreMerchandising> {
  const answer = await api<{ merchandising: StoreMerchandising }>(`${COMMERCE_SETTINGS_PATH}/merchandising`, {
    method: 'PUT',
    body: merchandising,
  });
  return answer.merchandising;
}
