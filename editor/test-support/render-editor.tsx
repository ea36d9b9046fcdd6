// Renders editor routes in jsdom the way the app does (query cache, announcer, preview, router), at a given address.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ApiError } from '../api/client.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { PreviewProvider } from '../ui/preview.js';
import { fillJsdomGaps } from './jsdom-gaps.js';

// react-aria's dialogs call CSS.escape, which jsdom lacks.
fillJsdomGaps();

/** What {@link renderEditor} gives back: Testing Library's queries, the router and the cache. */
export interface RenderedEditor extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/** Renders `routes` (editor route objects) at `path`, with a fresh query cache that never retries. */
export function renderEditor(routes: RouteObject[], path: string): RenderedEditor {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: (count, error) => !(error instanceof ApiError) && count < 1, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AnnouncerProvider>
        <PreviewProvider>
          <RouterProvider router={router} />
        </PreviewProvider>
      </AnnouncerProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
