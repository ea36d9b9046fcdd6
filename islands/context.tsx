// The runtime's services (cart store, API client) as React context, with server-safe defaults.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { ApiError } from './api-error.js';
import type { CartSummary } from './cart-summary.js';

/**
 * The cart as the browser knows it, shared by every island and tab, in the shape
 * `useSyncExternalStore` reads. `getSnapshot` returns the same object until the cart changes, and
 * null while nothing newer than the server-rendered props is known.
 */
export interface CartStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CartSummary | null;
  /**
   * Takes a cart (or add-entry reply) an island got from the API, so the pill, the header and other
   * tabs follow; absent on the server.
   */
  update?(cart: unknown): void;
}

/** Extra request options: headers of the caller's own (the client's Accept, Content-Type and crumb win). */
export interface ApiRequestOptions {
  readonly headers?: Readonly<Record<string, string>>;
}

/** Query values the API client puts in a URL. */
export type ApiQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * The visitor API as islands call it. Requests carry the crumb; replies are parsed JSON; failures
 * reject with an `ApiError` whose message can be shown as it is (SPEC §8).
 */
export interface ApiClient {
  get<T = unknown>(path: string, query?: ApiQuery): Promise<T>;
  /** `options.headers` adds request headers (e.g. `Idempotency-Key` when placing an order). */
  post<T = unknown>(path: string, body?: unknown, options?: ApiRequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown): Promise<T>;
  delete<T = unknown>(path: string, query?: ApiQuery): Promise<T>;
  /** GETs a page of the site as HTML text (the quick view reads a product's page). */
  page?(path: string): Promise<string>;
}

/** What the runtime hands every island. */
export interface IslandServices {
  readonly cart: CartStore;
  readonly api: ApiClient;
  /**
   * Sends a `CommerceShopping_*` visitor event (SPEC §7); it does nothing without the site's
   * visitor-metrics flag and never fails. Absent on the server.
   */
  readonly track?: (event: string, data: Record<string, unknown>) => void;
  /**
   * SPEC §7's census posts islands make: an overlay's event (`overlay`) and a product's quick view
   * (`quickView`, its item id). Nothing where tracking is off; never fails. Absent on the server.
   */
  readonly census?: {
    readonly overlay: (event: Record<string, string | number | boolean | null>) => void;
    readonly quickView: (itemId: string) => void;
  };
}

const noCart: CartStore = {
  subscribe: () => () => {},
  getSnapshot: () => null,
};

function unavailable(): Promise<never> {
  return Promise.reject(new ApiError(0, 'unavailable', 'The API is only available in the browser.'));
}

/** The services during server rendering: no cart updates, and an API client that refuses every call. */
export const SERVER_SERVICES: IslandServices = Object.freeze({
  cart: noCart,
  api: { get: unavailable, post: unavailable, put: unavailable, delete: unavailable },
});

/** The context islands read their services from; the default is the server-safe one. */
export const IslandServicesContext = createContext<IslandServices>(SERVER_SERVICES);

/** The services the runtime provides (the server-safe ones while rendering on the server). */
export function useIslandServices(): IslandServices {
  return useContext(IslandServicesContext);
}

const noSnapshot = (): null => null;

/**
 * The latest cart summary the store knows, or null while nothing is newer than the props. The
 * server snapshot (used while hydrating too) is always null, so hydration renders from the props
 * exactly as the server did, and a newer cart re-renders right after.
 */
export function useLiveCart(): CartSummary | null {
  const { cart } = useIslandServices();
  return useSyncExternalStore(cart.subscribe, cart.getSnapshot, noSnapshot);
}
