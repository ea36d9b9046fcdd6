// Finds <tessera-island> markers and hydrates each one once, top-down, when its hydrate mode says.
import { DEFAULT_HYDRATE_MODE, isHydrateMode } from '../islands/island-definition.js';
import { ISLAND_TRIGGERS } from '../islands/island-triggers.js';
import { isIslandName, loadIsland } from '../islands/registry.js';
import { scheduleHydration, type ScheduleContext } from './hydrate-schedule.js';
import { consoleReporter, type ErrorReporter } from './report-error.js';
import { runtimeServices } from './services.js';

/** The marker element's tag name. */
export const ISLAND_TAG = 'tessera-island';

const seen = new WeakSet<Element>();

/**
 * The cart as `cart` islands wait for it: the count the page was rendered with (`<body
 * data-cart-quantity>`) until the cart store hears of a newer cart.
 */
function cartWatch(): NonNullable<ScheduleContext['cart']> {
  const { cart } = runtimeServices();
  const rendered = Number(document.body?.getAttribute('data-cart-quantity') ?? 0) || 0;
  return {
    hasItems: () => (cart.getSnapshot()?.totalQuantity ?? rendered) > 0,
    subscribe: (listener) => cart.subscribe(listener),
  };
}

async function hydrateMarker(marker: Element, report: ErrorReporter): Promise<void> {
  const name = marker.getAttribute('name') ?? '';
  const where = `island ${name || '(no name)'}`;
  try {
    if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
    const propsJson = marker.getAttribute('props') ?? 'null';
    JSON.parse(propsJson); // Fails here, with the island named, rather than inside React.
    const [{ hydrateIsland }, definition] = await Promise.all([import('./hydrate.js'), loadIsland(name)]);
    hydrateIsland(marker, name, propsJson, definition, runtimeServices(), report);
  } catch (error) {
    report(error, where);
  }
}

/**
 * Hydrates every marker under `root` that is not hydrated yet, in document order (parents first).
 * A marker inside another marker belongs to the outer island's React tree and is left to it. Safe
 * to call again after adding markers: each marker is hydrated once. Never throws: failures go to
 * `report`.
 */
export function bootIslands(root: ParentNode = document, report: ErrorReporter = consoleReporter): void {
  try {
    runtimeServices(); // Listen for cart updates from the start, before any island hydrates.
    const cart = cartWatch();
    for (const marker of Array.from(root.querySelectorAll(ISLAND_TAG))) {
      if (seen.has(marker) || marker.parentElement?.closest(ISLAND_TAG)) continue;
      seen.add(marker);
      const mode = marker.getAttribute('hydrate');
      const name = marker.getAttribute('name') ?? '';
      scheduleHydration(
        isHydrateMode(mode) ? mode : DEFAULT_HYDRATE_MODE,
        marker,
        () => void hydrateMarker(marker, report),
        { cart, trigger: ISLAND_TRIGGERS[name] },
      );
    }
  } catch (error) {
    report(error, 'boot');
  }
}
