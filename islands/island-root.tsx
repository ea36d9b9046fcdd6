// The element tree an island renders in, the same on the server and in the browser so markup matches.
import { createElement, useEffect, type FunctionComponent, type ReactElement, type ReactNode } from 'react';
import { IslandServicesContext, type IslandServices } from './context.js';

function IslandReady({ onReady, children }: { onReady?: () => void; children: ReactNode }): ReactNode {
  useEffect(() => onReady?.(), [onReady]);
  return children;
}

/**
 * The island's component with its props, inside the services provider. `onReady` runs once the
 * browser has hydrated it (never on the server). Both sides must build the tree with this
 * function: `useId` values depend on the tree's shape.
 */
export function islandElement(
  component: (props: never) => ReactNode,
  props: unknown,
  services: IslandServices,
  onReady?: () => void,
): ReactElement {
  const island = createElement(component as FunctionComponent<object>, props as object);
  return createElement(
    IslandServicesContext,
    { value: services },
    createElement(IslandReady, { onReady, children: island }),
  );
}

/**
 * The `useId` prefix of an island's React root: its name and a hash of its props JSON (the marker's
 * `props` attribute, byte for byte), so the server and the browser agree on it and two islands on
 * one page clash only when they show exactly the same thing.
 */
export function islandIdPrefix(name: string, propsJson: string): string {
  // FNV-1a, 32 bits: tiny, and ample to tell a page's few islands apart.
  let hash = 0x811c9dc5;
  for (let i = 0; i < propsJson.length; i++) {
    hash ^= propsJson.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${name}-${(hash >>> 0).toString(36)}-`;
}
