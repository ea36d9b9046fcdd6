// Hydrates one marker with React (a chunk of its own, loaded only when a page has islands).
import { hydrateRoot } from 'react-dom/client';
import type { IslandServices } from '../islands/context.js';
import type { AnyIslandDefinition } from '../islands/island-definition.js';
import { islandElement, islandIdPrefix } from '../islands/island-root.js';
import { HYDRATED_ATTRIBUTE } from './hydrate-schedule.js';
import type { ErrorReporter } from './report-error.js';

/**
 * Hydrates `marker` (the React root) with the island's component rendered from `props`, inside the
 * services provider, exactly as the server built it. Hydration mismatches and render errors go to
 * `report`; `marker` gets the `hydrated` attribute once React has committed.
 */
export function hydrateIsland(
  marker: Element,
  name: string,
  propsJson: string,
  definition: AnyIslandDefinition,
  services: IslandServices,
  report: ErrorReporter,
): void {
  const where = `island ${name}`;
  const element = islandElement(definition.component, JSON.parse(propsJson), services, () =>
    marker.setAttribute(HYDRATED_ATTRIBUTE, ''),
  );
  hydrateRoot(marker, element, {
    identifierPrefix: islandIdPrefix(name, propsJson),
    onRecoverableError: (error) => report(error, where),
    onCaughtError: (error) => report(error, where),
    onUncaughtError: (error) => report(error, where),
  });
}
