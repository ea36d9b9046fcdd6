// Saving the main menu: the tree moves at once, goes back if the server refuses, and the preview shows the new menu.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NavigationItem } from '../../domain/owner-api/navigation.js';
import type { PageList } from '../../domain/owner-api/pages.js';
import { PAGE_KEYS, saveNavigation } from '../api/pages.js';
import { useAnnounce } from '../ui/announcer.js';
import { usePreview } from '../ui/preview.js';

const NAVIGATION_SAVE = ['navigation', 'main', 'save'] as const;

function withMenu(list: PageList, items: NavigationItem[]): PageList {
  return { ...list, navigation: { ...list.navigation, main: items } };
}

/**
 * The main menu's save. `save(items)` shows the new menu in the page list at once and sends it;
 * a refusal puts back the menu as it was and is kept in `error` for the screen to show. Saves run
 * one after the other, so the server ends with the last menu the owner made.
 */
export function useNavigationSave() {
  const queryClient = useQueryClient();
  const preview = usePreview();
  const announce = useAnnounce();
  // A save that finishes while a later one waits must not show its older menu over the later one.
  const isLast = () => queryClient.isMutating({ mutationKey: NAVIGATION_SAVE }) <= 1;
  const mutation = useMutation({
    mutationKey: NAVIGATION_SAVE,
    scope: { id: 'navigation:main' },
    mutationFn: ({ items }: { items: NavigationItem[]; previous: PageList | undefined }) =>
      saveNavigation('main', items),
    onError: (_error, { previous }) => {
      if (previous !== undefined) queryClient.setQueryData(PAGE_KEYS.list, previous);
    },
    onSuccess: (saved) => {
      const current = queryClient.getQueryData<PageList>(PAGE_KEYS.list);
      if (current !== undefined && saved?.items !== undefined && isLast()) {
        queryClient.setQueryData(PAGE_KEYS.list, withMenu(current, saved.items));
      }
      preview.reload();
      announce('Navigation saved.');
    },
    onSettled: () =>
      isLast() ? queryClient.invalidateQueries({ queryKey: PAGE_KEYS.list, exact: true }) : undefined,
  });

  function save(items: NavigationItem[]) {
    const previous = queryClient.getQueryData<PageList>(PAGE_KEYS.list);
    void queryClient.cancelQueries({ queryKey: PAGE_KEYS.list, exact: true });
    if (previous !== undefined) queryClient.setQueryData(PAGE_KEYS.list, withMenu(previous, items));
    mutation.mutate({ items, previous });
  }

  return { save, error: mutation.error, isSaving: mutation.isPending, dismiss: mutation.reset };
}
