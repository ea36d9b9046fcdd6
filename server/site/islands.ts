// Server rendering of islands: the React component's HTML inside its <tessera-island> marker.
import { renderToString } from 'react-dom/server';
import * as addedItemPopover from '../../islands/added-item-popover.js';
import * as cartDrawer from '../../islands/cart-drawer.js';
import * as cartPage from '../../islands/cart-page.js';
import * as cartPill from '../../islands/cart-pill.js';
import * as cookieBanner from '../../islands/cookie-banner.js';
import * as installmentBadge from '../../islands/installment-badge.js';
import * as quickView from '../../islands/quick-view.js';
import * as formBlock from '../../islands/form/form-island.js';
import * as additionalFields from '../../islands/additional-fields/additional-fields-island.js';
import * as newsletter from '../../islands/newsletter/newsletter-island.js';
import * as checkout from '../../islands/checkout/checkout-form.js';
import * as restockSignUp from '../../islands/restock/restock-signup.js';
import * as audioPlayer from '../../islands/media/audio-player.js';
import * as videoPlayer from '../../islands/media/video-player.js';
import * as commentForm from '../../islands/comments/comment-form.js';
import * as likeButton from '../../islands/likes/like-button.js';
import * as gallery from '../../islands/gallery/gallery-island.js';
import * as promoPopup from '../../islands/promo-popup/promo-popup.js';
import { SERVER_SERVICES } from '../../islands/context.js';
import {
  DEFAULT_HYDRATE_MODE,
  type AnyIslandDefinition,
  type HydrateMode,
} from '../../islands/island-definition.js';
import { islandElement, islandIdPrefix } from '../../islands/island-root.js';
import { isIslandName, ISLAND_NAMES, type IslandName } from '../../islands/registry.js';
import { LruMap } from './cache/lru-map.js';

/**
 * The island modules, loaded eagerly: rendering is synchronous. Typed against the registry, so an
 * island added there and forgotten here fails to compile.
 */
const SERVER_ISLANDS: { readonly [N in IslandName]: { island: AnyIslandDefinition } } = {
  'added-item-popover': addedItemPopover,
  'cart-drawer': cartDrawer,
  'cart-page': cartPage,
  'cart-pill': cartPill,
  'cookie-banner': cookieBanner,
  'installment-badge': installmentBadge,
  'quick-view': quickView,
  form: formBlock,
  'additional-fields': additionalFields,
  newsletter,
  checkout,
  'restock-signup': restockSignUp,
  'audio-player': audioPlayer,
  'video-player': videoPlayer,
  'comment-form': commentForm,
  'like-button': likeButton,
  gallery,
  'promo-popup': promoPopup,
};

/**
 * Server HTML by island, hydrate mode and props JSON. Rendering is a pure function of those (the
 * React ids come from the props too), and most pages show the same few props (an empty cart), so
 * a page view reuses the markup instead of running React again.
 */
const rendered = new LruMap<string, string>(512);

/** How to render an island. */
export interface RenderIslandOptions {
  /** When the browser hydrates it; default `load`. */
  hydrate?: HydrateMode;
  /** The page's locale, for islands that format numbers or money; default `en-US`. */
  locale?: string;
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text made safe inside a double- or single-quoted HTML attribute (and harmless anywhere else). */
export function escapeAttribute(text: string): string {
  return text.replace(/[&"'<>]/g, (char) => ATTRIBUTE_ESCAPES[char]);
}

/**
 * The island called `name`, rendered from `value` into its marker:
 * `<tessera-island name="cart-pill" props="{&quot;…&quot;}" hydrate="load">…HTML…</tessera-island>`.
 * The island's props function turns `value` into props; they are serialised to JSON once, and the
 * component renders from that JSON parsed back, so the browser hydrates from exactly what the
 * server rendered. The HTML sits directly inside the marker, without whitespace, because the
 * marker is the React root. Throws for an unknown island or props that are not JSON.
 */
export function renderIsland(name: string, value: unknown, options: RenderIslandOptions = {}): string {
  if (!isIslandName(name)) {
    throw new Error(`Unknown island "${name}"; known islands: ${ISLAND_NAMES.join(', ')}`);
  }
  const definition = SERVER_ISLANDS[name].island;
  const json = JSON.stringify(definition.props(value, { locale: options.locale ?? 'en-US' }));
  if (json === undefined) throw new Error(`Island "${name}" has props that are not JSON`);
  const hydrate = options.hydrate ?? DEFAULT_HYDRATE_MODE;
  const key = `${name} ${hydrate} ${json}`;
  const known = rendered.get(key);
  if (known !== undefined) return known;
  const element = islandElement(definition.component, JSON.parse(json), SERVER_SERVICES);
  const html = renderToString(element, { identifierPrefix: islandIdPrefix(name, json) });
  const marker = `<tessera-island name="${name}" props="${escapeAttribute(json)}" hydrate="${hydrate}">${html}</tessera-island>`;
  rendered.set(key, marker);
  return marker;
}
