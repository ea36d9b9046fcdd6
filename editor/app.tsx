// The editor application: the query cache, the router under /config, the preview and the announcer.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ApiError } from './api/client.js';
import { EDITOR_ROUTES } from './routes.js';
import { AnnouncerProvider } from './ui/announcer.js';
import { PreviewProvider } from './ui/preview.js';

/** Where the editor lives. */
export const EDITOR_BASE = '/config';

/** The query cache: server state only, retried on network trouble but never on an answer like 4xx. */
export function createEditorQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}

/** The whole editor. `routes` and `queryClient` are replaceable for tests. */
export function EditorApp({
  routes = EDITOR_ROUTES,
  queryClient,
}: {
  routes?: RouteObject[];
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createEditorQueryClient());
  const [router] = useState(() => createBrowserRouter(routes, { basename: EDITOR_BASE }));
  return (
    <QueryClientProvider client={client}>
      <AnnouncerProvider>
        <PreviewProvider>
          <RouterProvider router={router} />
        </PreviewProvider>
      </AnnouncerProvider>
    </QueryClientProvider>
  );
}
