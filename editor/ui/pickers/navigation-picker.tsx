// The navigation picker (SPEC §2): choose one of the site's pages, listed in menu order with nesting, then the pages in no menu.
import type { ReactNode } from 'react';
import type { NavigationItem } from '../../../domain/owner-api/navigation.js';
import { PAGE_KIND_LABELS } from '../../../domain/owner-api/page-rules.js';
import type { PageList, PageView } from '../../../domain/owner-api/pages.js';
import { GENERAL_MESSAGES } from '../../../domain/owner-messages.js';
import { usePageList } from '../../api/pages.js';
import { Loading, LoadError } from '../load-state.js';
import { PickerComboBox, type PickerOption } from './picker-combo-box.js';

function option(page: PageView, depth: number): PickerOption {
  const kind = page.type === 'system' ? 'System page' : PAGE_KIND_LABELS[page.type];
  return { id: page.id, label: page.title, description: `${kind} · ${page.fullUrl}`, depth };
}

/** The pages as the picker lists them: each page once, where the main menu first links it, then the rest. */
export function pageOptions(list: PageList): PickerOption[] {
  const byId = new Map(list.pages.map((page) => [page.id, page]));
  const byCollection = new Map(
    list.pages.filter((page) => page.collectionId !== null).map((page) => [page.collectionId, page]),
  );
  const listed = new Set<string>();
  const options: PickerOption[] = [];
  const walk = (items: readonly NavigationItem[], depth: number) => {
    for (const item of items) {
      const page =
        (item.pageId === undefined ? undefined : byId.get(item.pageId)) ??
        (item.collectionId === undefined ? undefined : byCollection.get(item.collectionId));
      if (page !== undefined && !listed.has(page.id)) {
        listed.add(page.id);
        options.push(option(page, depth));
      }
      walk(item.items ?? [], depth + 1);
    }
  };
  walk(list.navigation.main, 0);
  for (const page of list.pages) {
    // The lock screen has no address of its own to link to.
    if (page.type !== 'system' && page.type !== 'lock-screen' && !listed.has(page.id))
      options.push(option(page, 0));
  }
  return options;
}

/** Props of {@link NavigationPicker}. */
export interface NavigationPickerProps {
  label?: string;
  /** The chosen page's id, or null. */
  selectedPageId: string | null;
  onSelect: (page: PageView) => void;
  error?: string;
  description?: ReactNode;
}

/** A combo box of the site's pages. */
export function NavigationPicker({
  label = 'Page',
  selectedPageId,
  onSelect,
  error,
  description,
}: NavigationPickerProps) {
  const list = usePageList();
  if (list.isPending) return <Loading label="Loading pages…" />;
  if (list.error !== null) {
    return (
      <LoadError
        error={list.error}
        title={GENERAL_MESSAGES.unableToLoadResults}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const pages = list.data.pages;
  return (
    <PickerComboBox
      label={label}
      options={pageOptions(list.data)}
      selectedId={selectedPageId}
      onSelect={(id) => {
        const page = pages.find((candidate) => candidate.id === id);
        if (page !== undefined) onSelect(page);
      }}
      error={error}
      description={description}
      placeholder="Type to find a page"
    />
  );
}
