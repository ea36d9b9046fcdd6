// The block editor of one page (the pages screen shows it for pages of blocks): loads the page, then edits its blocks.
import { useQuery } from '@tanstack/react-query';
import { fetchPage, PAGE_KEYS } from '../../api/pages.js';
import { useSchemas } from '../../api/schemas.js';
import { useCan, useWebsite } from '../../api/website.js';
import { Loading, LoadError } from '../../ui/load-state.js';
import { BlocksSession } from './blocks-session.js';

/** How long after the last change the blocks are saved. */
export const AUTOSAVE_DELAY_MS = 1500;

/** Props of {@link PageBlocksEditor}. */
export interface PageBlocksEditorProps {
  pageId: string;
  /** How long after the last change a save starts (tests shorten it). */
  autosaveDelay?: number;
}

/**
 * Add, edit, move and remove a page's blocks, with undo and redo while the page is open and
 * autosave with conflict detection. Owners without `pages:edit` see the blocks without changing them.
 */
export function PageBlocksEditor({ pageId, autosaveDelay = AUTOSAVE_DELAY_MS }: PageBlocksEditorProps) {
  const query = useQuery({ queryKey: PAGE_KEYS.one(pageId), queryFn: () => fetchPage(pageId) });
  const website = useWebsite();
  const canEdit = useCan('pages:edit');
  // The blocks are read and checked with the server's schemas, loaded beside the page.
  const schemas = useSchemas();
  // Once loaded, a later failed refetch must not take the editor (and what is typed in it) away.
  if (query.data === undefined) {
    if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    return <Loading label="Loading the page’s blocks…" />;
  }
  // What the owner may do decides what the editor offers (the shell has usually read it already).
  if (website.isPending || schemas === undefined) return <Loading label="Loading the page’s blocks…" />;
  return (
    <BlocksSession
      key={pageId}
      page={query.data}
      latest={query.data}
      autosaveDelay={autosaveDelay}
      readOnly={!canEdit}
      schemas={schemas}
    />
  );
}
