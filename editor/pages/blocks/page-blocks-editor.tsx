// The block editor of one page (the pages screen shows it for pages of blocks): loads the page, then edits its blocks or one of the theme's block areas.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchPage, PAGE_KEYS, useBlockFields } from '../../api/pages.js';
import { useSchemas } from '../../api/schemas.js';
import { useCan, useWebsite } from '../../api/website.js';
import { ConfirmDialog } from '../../ui/dialog.js';
import { SelectField } from '../../ui/field.js';
import { Loading, LoadError } from '../../ui/load-state.js';
import { areaHint, areaLabel, PAGE_CONTENT_LABEL, type BlockArea } from './block-area.js';
import { BlocksSession } from './blocks-session.js';

/** How long after the last change the blocks are saved. */
export const AUTOSAVE_DELAY_MS = 1500;

/** The select's value for the page's own blocks (a block area id starts with a letter). */
const PAGE_CONTENT = '';

/** Props of {@link PageBlocksEditor}. */
export interface PageBlocksEditorProps {
  pageId: string;
  /** How long after the last change a save starts (tests shorten it). */
  autosaveDelay?: number;
  /**
   * How long without a keystroke ends a run of typing that one undo takes back (useBlockHistory's
   * default; a test of the run lengthens it so a busy machine's slow keystrokes do not split it).
   */
  typingPauseMs?: number;
}

/**
 * Add, edit, move and remove a page's blocks, with undo and redo while the page is open and
 * autosave with conflict detection. When the site's theme declares block areas (a sidebar, a
 * footer), "Edit" chooses whether the page's own blocks or one area's are edited. Owners without
 * `pages:edit` see the blocks without changing them.
 */
export function PageBlocksEditor({
  pageId,
  autosaveDelay = AUTOSAVE_DELAY_MS,
  typingPauseMs,
}: PageBlocksEditorProps) {
  const query = useQuery({ queryKey: PAGE_KEYS.one(pageId), queryFn: () => fetchPage(pageId) });
  const areas = useBlockFields();
  const website = useWebsite();
  const canEdit = useCan('pages:edit');
  // The blocks are read and checked with the server's schemas, loaded beside the page.
  const schemas = useSchemas();
  const [area, setArea] = useState<BlockArea>(null);
  /** An area asked for while the one open has changes that cannot be saved. */
  const [asked, setAsked] = useState<BlockArea | undefined>();
  const [stuck, setStuck] = useState(false);
  // Once loaded, a later failed refetch must not take the editor (and what is typed in it) away.
  if (query.data === undefined) {
    if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    return <Loading label="Loading the page’s blocks…" />;
  }
  // What the owner may do decides what the editor offers (the shell has usually read it already).
  if (website.isPending || schemas === undefined) return <Loading label="Loading the page’s blocks…" />;
  const fields = areas.data?.fields ?? [];
  // An area the theme no longer declares is not offered; the page's own blocks stay.
  const shown = area !== null && fields.some((field) => field.id === area) ? area : null;
  const choose = (next: BlockArea) => {
    if (next === shown) return;
    if (stuck) return setAsked(next);
    setStuck(false);
    setArea(next);
  };
  return (
    <>
      {fields.length > 0 ? (
        <SelectField
          label="Edit"
          value={shown ?? PAGE_CONTENT}
          onChange={(value) => choose(value === PAGE_CONTENT ? null : value)}
          options={[
            { value: PAGE_CONTENT, label: PAGE_CONTENT_LABEL },
            ...fields.map((field) => ({ value: field.id, label: areaLabel(field.id) })),
          ]}
          description={shown === null ? undefined : areaHint(query.data, shown)}
        />
      ) : null}
      <BlocksSession
        key={`${pageId}:${shown ?? ''}`}
        page={query.data}
        latest={query.data}
        area={shown}
        autosaveDelay={autosaveDelay}
        typingPauseMs={typingPauseMs}
        readOnly={!canEdit}
        schemas={schemas}
        onStuckChange={setStuck}
      />
      <ConfirmDialog
        title="Leave without saving?"
        isOpen={asked !== undefined}
        onCancel={() => setAsked(undefined)}
        onConfirm={() => {
          setStuck(false);
          setArea(asked ?? null);
          setAsked(undefined);
        }}
        confirmLabel="Leave"
        destructive
      >
        <p>
          The changes to {shown === null ? 'this page’s blocks' : `“${areaLabel(shown)}”`} are not saved. If
          you edit another area now, they are lost.
        </p>
      </ConfirmDialog>
    </>
  );
}
