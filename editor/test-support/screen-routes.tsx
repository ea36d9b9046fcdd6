// Editor screens at their addresses in the app (editor/routes.tsx), for the tests that render one screen alone.
import type { RouteObject } from 'react-router';
import { CollectionScreen } from '../content/collection-screen.js';

/** The Content screen (posts, events, galleries): `/collections/:collectionId/:itemId?`. */
export const COLLECTION_SCREEN_ROUTES: RouteObject[] = [
  { path: '/collections/:collectionId/:itemId?', element: <CollectionScreen /> },
];
