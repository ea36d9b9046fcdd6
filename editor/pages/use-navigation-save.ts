// Saving a menu (the main one, the footer's, a theme's navigation): the tree moves at once, goes back if the server refuses, and the preview shows the new menu.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MAIN_NAVIGATION_NAME,
  type NavigationItem,
  type NavigationMenus,
} from '../../domain/owner-api/navigation.js';
import type { PageList } from '../../domain/owner-api/pages.js';
import { PAGE_KEYS, saveNavigation } from '../api/pages.js';
import { useAnnounce } from '../ui/announcer.js';
import { usePreview } from '../ui/preview.js';

/** The page list (the main menu) or the menus (any other) with `items` as menu `name`. */
function withMenu<T extends PageList | NavigationMenus>(data: T, name: string, items: NavigationItem[]): T {
  if ('pages' in data) return { ...data, navigation: { ...data.navigation, main: items } };
  const menus = data.menus.some((menu) => menu.name === name)
    ? data.menus.map((menu) => (menu.name === name ? { ...menu, items } : menu))
    : [...data.menus, { name, items }];
  return { ...data, menus };
}

/**
 * The save of menu `name` (the main one by default). `save(items)` shows the new menu at once
 * (the main one in the page list, another in the menus) and sends it; a refusal puts back the
 * menu as it was and is kept in `error` for the screen to show. Saves run one after the other, so
 * the server ends with the last menu the owner made.
 */
export function useNavigationSave(name: string = MAIN_NAVIGATION_NAME) {
  const queryClient = useQueryClient();
  const preview = usePreview();
  const announce = useAnnounce();
  const key = name === MAIN_NAVIGATION_NAME ? PAGE_KEYS.list : PAGE_KEYS.navigation;
  const mutationKey = ['navigation', name, 'save'];
  // A save that finishes while a later one waits must not show its older menu over the later one.
  const isLast = () => queryClient.isMutating({ mutationKey }) <= 1;
  const mutation = useMutation({
    mutationKey,
    scope: { id: `navigation:${name}` },
    mutationFn: ({ items }: { items: NavigationItem[]; previous: PageList | NavigationMenus | undefined }) =>
      saveNavigation(name, items),
    onError: (_error, { previous }) => {
      if (previous !== undefined) queryClient.setQueryData(key, previous);
    },
    onSuccess: (saved) => {
      const current = queryClient.getQueryData<PageList | NavigationMenus>(key);
      if (current !== undefined && saved?.items !== undefined && isLast()) {
        queryClient.setQueryData(key, withMenu(current, name, saved.items));
      }
      preview.reload();
      announce('Navigation saved.');
    },
    onSettled: () => (isLast() ? queryClient.invalidateQueries({ queryKey: key, exact: true }) : undefined),
  });

  function save(items: NavigationItem[]) {
    const previous = queryClient.getQueryData<PageList | NavigationMenus>(key);
    void queryClient.cancelQueries({ queryKey: key, exact: true });
    if (previous !== undefined) queryClient.setQueryData(key, withMenu(previous, name, items));
    mutation.mutate({ items, previous });
  }

  return { save, error: mutation.error, isSaving: mutation.isPending, dismiss: mutation.reset };
}
