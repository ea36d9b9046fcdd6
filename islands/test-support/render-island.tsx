// Renders an island as the runtime hydrates it (inside the services context) with a fake API and cart, the visitor events it sends, and a user to drive it.
import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IslandServicesContext } from '../context.js';
import { fakeApi, type FakeApi } from './fake-api.js';
import { fakeCartStore, type FakeCartStore } from './fake-cart-store.js';

/** What a rendered island comes with: Testing Library's result, the user, and the fakes behind it. */
export interface RenderedIsland extends RenderResult {
  readonly user: UserEvent;
  readonly api: FakeApi;
  readonly cart: FakeCartStore;
  /** Every visitor event the island sent (`services.track`), in order. */
  readonly tracked: [string, Record<string, unknown>][];
  /** Every census post the island asked for (`services.census`): `['overlay', event]` or `['quickView', itemId]`. */
  readonly censused: [string, unknown][];
}

/** Renders `ui` with the given fakes (new ones where none is given). */
export function renderIsland(
  ui: ReactElement,
  services: { api?: FakeApi; cart?: FakeCartStore } = {},
): RenderedIsland {
  const api = services.api ?? fakeApi();
  const cart = services.cart ?? fakeCartStore();
  // No pause between keystrokes: each event is still wrapped in act, and typing a form is several times faster.
  const user = userEvent.setup({ delay: null });
  const tracked: [string, Record<string, unknown>][] = [];
  const track = (event: string, data: Record<string, unknown>) => void tracked.push([event, data]);
  const censused: [string, unknown][] = [];
  const census = {
    overlay: (event: Record<string, unknown>) => void censused.push(['overlay', event]),
    quickView: (itemId: string) => void censused.push(['quickView', itemId]),
  };
  const view = render(
    <IslandServicesContext.Provider value={{ api, cart, track, census }}>
      {ui}
    </IslandServicesContext.Provider>,
  );
  return { ...view, user, api, cart, tracked, censused };
}
