// One page's blocks (its own, or one block area's) while they are edited: the toolbar, the list, undo and redo, autosave, and what a conflict or a failed save shows.
import { arrayMove } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { MAX_BLOCKS } from '../../../domain/owner-api/block-rules.js';
import type { Block } from '../../../domain/owner-api/blocks.js';
import { implicitSection, isPlainStack, sectionBlocks } from '../../../domain/owner-api/section-rules.js';
import type { Section } from '../../../domain/owner-api/sections.js';
import {
  SECTION_DESIGN_LABELS,
  sectionFromDesign,
  type SectionDesign,
} from '../../../domain/section-designs.js';
import type { PageDetail } from '../../../domain/owner-api/pages.js';
import { GENERAL_MESSAGES } from '../../../domain/owner-messages.js';
import { ApiError } from '../../api/client.js';
import { fetchPage, PAGE_KEYS, savePage } from '../../api/pages.js';
import { Alert } from '../../ui/alert.js';
import { useAnnounce } from '../../ui/announcer.js';
import { ConfirmDialog } from '../../ui/dialog.js';
import { usePreview } from '../../ui/preview.js';
import { insertIndex, type CanvasRect } from '../../canvas/canvas-messages.js';
import { CanvasTextEditor } from '../../canvas/canvas-text-editor.js';
import { useCanvas } from '../../canvas/use-canvas.js';
import { AddBlockMenu } from './add-block-menu.js';
import { areaLabel, areaSections, type BlockArea } from './block-area.js';
import {
  BLOCK_LABELS,
  BLOCK_LIMIT_MESSAGE,
  makeBlockId,
  newBlock,
  withDefaults,
  type EditableBlockType,
} from './block-catalog.js';
import type { BlockAction, BlockMoves } from './block-card.js';
import { AddSection } from './add-section.js';
import {
  blankSection,
  insertBlock,
  insertSection,
  mapBlocks,
  moveBlock,
  moveSection,
  moveTarget,
  placeForDrop,
  placeOf,
  removeBlock,
  setSection,
  type BlockMove,
  type BlockPlace,
  type SectionPatch,
} from './section-edits.js';
import { InsertSectionMenu } from './insert-section-menu.js';
import { placesFor, placeText, SectionList } from './section-list.js';
import { checkBlocks } from './block-errors.js';
import type { OwnerSchemas } from '../../api/schemas.js';
import { useBlockHistory } from './block-history.js';
import { ConflictAlert } from './conflict-alert.js';
import { HomeAreaChoice } from './home-area-choice.js';
import { PublishControls } from './publish-controls.js';
import { SaveStatus, saveStateText } from './save-status.js';
import { SortableBlockList } from './sortable-block-list.js';
import { richTextKeeps } from './text-block-forms.js';
import { useAutosave } from './use-autosave.js';
import { useUndoKeys } from './use-undo-keys.js';

/** Props of {@link BlocksSession}. */
export interface BlocksSessionProps {
  /** The page as loaded when the session began. */
  page: PageDetail;
  /** The page as the query cache has it now (another screen may have saved its settings). */
  latest: PageDetail | undefined;
  /** Which blocks are edited: the page's own (null) or a block area's. */
  area?: BlockArea;
  /** Told whether there are changes that cannot be saved now (a conflict, a failure, fields to fix). */
  onStuckChange?: (stuck: boolean) => void;
  autosaveDelay: number;
  /** How long without a keystroke ends a run of typing (useBlockHistory's default when not given). */
  typingPauseMs?: number;
  readOnly: boolean;
  /** The server's schemas (loaded by PageBlocksEditor): defaults and checks before a save. */
  schemas: OwnerSchemas;
}

/** Where focus goes after the next render: a block's button or first field, or "Add block". */
type FocusTarget =
  | {
      blockId: string;
      on: 'field' | 'toggle' | 'move-up' | 'move-down' | 'move-left' | 'move-right' | 'move-to';
    }
  | { blockId: null }
  | { sectionId: string };

/** Each column's blocks with the schemas' defaults filled (and an id each). */
function defaulted(sections: readonly Section[], schemas: OwnerSchemas): Section[] {
  return sections.map((section) => ({
    ...section,
    columns: section.columns.map((column) => ({ blocks: withDefaults(column.blocks, schemas) })),
  }));
}

/** The card moves of a block in a page of sections. */
const BLOCK_MOVES: Readonly<Record<Exclude<BlockAction, 'remove'>, BlockMove>> = {
  'move-up': 'up',
  'move-down': 'down',
  'move-left': 'left',
  'move-right': 'right',
};

/** The card action of each step of the preview's move menu. */
const BLOCK_ACTIONS: Readonly<Record<BlockMove, Exclude<BlockAction, 'remove'>>> = {
  up: 'move-up',
  down: 'move-down',
  left: 'move-left',
  right: 'move-right',
};

/**
 * The editor of one page's blocks, or of one of its block areas (mounted once per page and area:
 * its history and autosave belong to them).
 */
export function BlocksSession({
  page,
  latest,
  area = null,
  onStuckChange,
  autosaveDelay,
  typingPauseMs,
  readOnly,
  schemas,
}: BlocksSessionProps) {
  const queryClient = useQueryClient();
  const { reload } = usePreview();
  const announce = useAnnounce();
  const [initial] = useState(() => defaulted(areaSections(page, area), schemas));
  const history = useBlockHistory<Section[]>(initial, typingPauseMs);
  const { blocks: sections, edit } = history;
  const blocks = useMemo(() => sectionBlocks(sections), [sections]);
  /** A page of one plain stack (and every block area) is edited as one list, as before sections. */
  const plain = area !== null || isPlainStack(sections);
  const [openId, setOpenId] = useState<string | null>(null);
  const [addedId, setAddedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [homeError, setHomeError] = useState<string | undefined>();
  const [choosingHome, setChoosingHome] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  /** Where the next block added goes, when an insert point of the preview asked (else after the open block). */
  const [insertAt, setInsertAt] = useState<number | null>(null);
  const [menuSignal, setMenuSignal] = useState(0);
  /** The section insert point the preview asked to open (its place), and a count that changes each time. */
  const [sectionMenu, setSectionMenu] = useState<{ index: number; signal: number } | null>(null);
  /** The text block edited in place over the preview, and where. */
  const [inPlace, setInPlace] = useState<{ blockId: string; rect: CanvasRect } | null>(null);

  const onSaved = useCallback(
    (saved: PageDetail) => {
      queryClient.setQueryData(PAGE_KEYS.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: PAGE_KEYS.list, exact: true });
      reload();
    },
    [queryClient, reload],
  );
  const autosave = useAutosave({
    pageId: page.id,
    area,
    sections,
    loaded: { sections: initial, version: page.version },
    delayMs: autosaveDelay,
    enabled: !readOnly,
    onSaved,
  });
  const { adopt } = autosave;
  useEffect(() => {
    if (latest === undefined) return;
    const read = defaulted(areaSections(latest, area), schemas);
    adopt(
      area === null
        ? { ...latest, sections: read }
        : { ...latest, blockFields: { ...latest.blockFields, [area]: sectionBlocks(read) } },
    );
  }, [adopt, latest, schemas, area]);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === null || root.current === null) return;
    if ('sectionId' in target)
      return root.current
        .querySelector<HTMLElement>(
          `.section-card[data-section-id="${target.sectionId}"] [data-action="section-settings"]`,
        )
        ?.focus();
    if (target.blockId === null)
      return root.current.querySelector<HTMLElement>('.block-editor__add .button')?.focus();
    const card = root.current.querySelector(`[data-block-id="${target.blockId}"]`);
    const field =
      target.on === 'field'
        ? card?.querySelector<HTMLElement>(
            '.block-card__body :is(input, select, textarea, [contenteditable="true"], button)',
          )
        : card?.querySelector<HTMLElement>(`[data-action="${target.on}"]`);
    (field ?? card?.querySelector<HTMLElement>('[data-action="toggle"]'))?.focus();
  });

  const change = useCallback(
    (blockId: string, patch: Partial<Block>, field?: string) =>
      edit(
        (current) =>
          mapBlocks(current, (block) => (block.id === blockId ? ({ ...block, ...patch } as Block) : block)),
        field === undefined ? undefined : `${blockId}.${field}`,
      ),
    [edit],
  );

  /**
   * Adds a block of `type`: after the open block when it is in `column` (or no column is named),
   * else at the end of `column`, or of the page's last column.
   */
  function add(type: EditableBlockType, column?: { section: number; column: number }) {
    if (blocks.length >= MAX_BLOCKS) return setNotice(BLOCK_LIMIT_MESSAGE);
    const block = newBlock(type);
    edit((current) => {
      if (insertAt !== null) {
        // An insert point of the preview: before the block now at that place of the reading order,
        // else after the last block.
        const order = current.flatMap((section) => section.columns.flatMap((col) => col.blocks));
        const before = order[insertAt];
        const last = order.at(-1);
        const place = before !== undefined ? placeOf(current, before.id) : last && placeOf(current, last.id);
        if (place !== undefined)
          return insertBlock(
            current,
            block,
            before !== undefined ? place : { ...place, index: place.index + 1 },
          );
      }
      const open = openId === null ? undefined : placeOf(current, openId);
      const inColumn =
        open !== undefined &&
        (column === undefined || (open.section === column.section && open.column === column.column));
      if (inColumn) return insertBlock(current, block, { ...open, index: open.index + 1 });
      const section = column?.section ?? current.length - 1;
      const at = column?.column ?? current[section].columns.length - 1;
      return insertBlock(current, block, {
        section,
        column: at,
        index: current[section].columns[at].blocks.length,
      });
    });
    setInsertAt(null);
    setNotice(undefined);
    setOpenId(block.id);
    setAddedId(block.id);
    focusNext.current = { blockId: block.id, on: 'field' };
    announce(`${BLOCK_LABELS[type]} block added.`);
  }

  /** Moves a block within its column; `say` is false for a drop, which the drag and drop kit announces itself. */
  function moveInColumn(section: number, column: number, from: number, to: number, say = true) {
    const list = sections[section]?.columns[column]?.blocks ?? [];
    const block = list[from];
    if (block === undefined || to < 0 || to >= list.length || from === to) return;
    edit((current) =>
      current.map((one, at) =>
        at !== section
          ? one
          : {
              ...one,
              columns: one.columns.map((col, index) =>
                index === column ? { blocks: arrayMove(col.blocks, from, to) } : col,
              ),
            },
      ),
    );
    if (say) announce(`${BLOCK_LABELS[block.type]} block moved to position ${to + 1} of ${list.length}.`);
  }

  /** Where a block can move in a page of sections. */
  function movesOf(blockId: string): BlockMoves {
    const place = placeOf(sections, blockId);
    return {
      up: moveTarget(sections, blockId, 'up') !== undefined,
      down: moveTarget(sections, blockId, 'down') !== undefined,
      left: moveTarget(sections, blockId, 'left') !== undefined,
      right: moveTarget(sections, blockId, 'right') !== undefined,
      columns: place !== undefined && sections[place.section].columns.length > 1,
      places: placesFor(sections, place),
    };
  }

  /** Adds a blank section, or one of `design`, at `index` (the end of the page by default). */
  function addSection(design: SectionDesign | undefined, index = sections.length) {
    const section =
      design === undefined ? blankSection(makeBlockId()) : sectionFromDesign(design, makeBlockId);
    if (blocks.length + sectionBlocks([section]).length > MAX_BLOCKS) return setNotice(BLOCK_LIMIT_MESSAGE);
    // A page with nothing on it yet starts with this section instead of its empty plain one.
    const replaces = blocks.length === 0 && isPlainStack(sections);
    edit((current) =>
      current.length === 1 && isPlainStack(current) && sectionBlocks(current).length === 0
        ? [section]
        : insertSection(current, section, index),
    );
    setNotice(undefined);
    setSectionMenu(null);
    focusNext.current = { sectionId: section.id };
    announce(
      `${design === undefined ? 'Blank section' : `${SECTION_DESIGN_LABELS[design]} section`} added as section ${replaces ? 1 : Math.min(index, sections.length) + 1}.`,
    );
  }

  function changeSection(sectionId: string, patch: SectionPatch) {
    edit((current) => setSection(current, sectionId, patch), `${sectionId}.settings`);
  }

  /** Moves a section by its buttons (`say`), or as dropped (the drag and drop kit announces it, and focus stays on the handle). */
  function shiftSection(from: number, to: number, say = true) {
    const section = sections[from];
    if (section === undefined || to < 0 || to >= sections.length) return;
    edit((current) => moveSection(current, from, to));
    if (!say) return;
    focusNext.current = { sectionId: section.id };
    announce(`Section ${from + 1} moved to position ${to + 1} of ${sections.length}.`);
  }

  /** Moves a block to `place` of any column ("Move to…", a drop); `say` is false for a drop, which the kit announces. */
  function moveBlockTo(blockId: string, place: BlockPlace, say: boolean) {
    const block = blocks.find((one) => one.id === blockId);
    if (block === undefined) return;
    const moved = moveBlock(sections, blockId, place);
    if (moved === sections) return;
    edit((current) => moveBlock(current, blockId, place));
    if (!say) return;
    const at = placeOf(moved, blockId);
    focusNext.current = { blockId, on: 'move-to' };
    if (at !== undefined)
      announce(
        plain
          ? `${BLOCK_LABELS[block.type]} block moved to position ${at.index + 1} of ${blocks.length}.`
          : `${BLOCK_LABELS[block.type]} block moved to ${placeText(moved, at)}.`,
      );
  }

  function removeSection(index: number) {
    const section = sections[index];
    if (section === undefined) return;
    // The last section goes back to an empty plain page: a page always has one.
    edit((current) =>
      current.length === 1 ? [implicitSection([])] : current.filter((one) => one.id !== section.id),
    );
    focusNext.current = { blockId: null };
    announce(`Section ${index + 1} removed. Undo brings it back.`);
  }

  function act(blockId: string, action: BlockAction) {
    const index = blocks.findIndex((block) => block.id === blockId);
    const block = blocks[index];
    if (block === undefined) return;
    if (action === 'remove') {
      edit((current) => removeBlock(current, blockId));
      if (openId === blockId) setOpenId(null);
      const neighbour = blocks[index + 1] ?? blocks[index - 1];
      focusNext.current =
        neighbour === undefined ? { blockId: null } : { blockId: neighbour.id, on: 'toggle' };
      setNotice(undefined);
      announce(`${BLOCK_LABELS[block.type]} block removed. Undo brings it back.`);
      return;
    }
    focusNext.current = { blockId, on: action };
    const target = moveTarget(sections, blockId, BLOCK_MOVES[action]);
    if (target === undefined) return;
    edit((current) => moveBlock(current, blockId, target));
    const moved = moveBlock(sections, blockId, target);
    announce(
      plain
        ? `${BLOCK_LABELS[block.type]} block moved to position ${target.index + 1} of ${blocks.length}.`
        : `${BLOCK_LABELS[block.type]} block moved to ${placeText(moved, target)}.`,
    );
  }

  const toggle = (blockId: string) => setOpenId((current) => (current === blockId ? null : blockId));

  const textIds = useMemo(
    () =>
      blocks.filter((block) => block.type === 'text' && richTextKeeps(block.html)).map((block) => block.id),
    [blocks],
  );
  useCanvas({
    enabled: !readOnly,
    selectedId: openId,
    textIds,
    onSelect(blockId) {
      if (!blocks.some((block) => block.id === blockId)) return;
      setOpenId(blockId);
      focusNext.current = { blockId, on: 'toggle' };
      const block = blocks.find((other) => other.id === blockId)!;
      announce(`${BLOCK_LABELS[block.type]} block selected.`);
    },
    onInsert(afterId, beforeId) {
      const at = insertIndex(
        blocks.map((block) => block.id),
        afterId,
        beforeId,
      );
      if (at === undefined) return;
      if (blocks.length >= MAX_BLOCKS) return setNotice(BLOCK_LIMIT_MESSAGE);
      setInsertAt(at);
      setMenuSignal((count) => count + 1);
      announce(`Choose the block to add at position ${at + 1} of the page.`);
    },
    onInsertSection(afterId, beforeId) {
      // Block areas have no sections; the page's own blocks do.
      if (area !== null) return;
      const at = insertIndex(
        sections.map((section) => section.id),
        afterId,
        beforeId,
      );
      if (at === undefined) return;
      setSectionMenu((current) => ({ index: at, signal: (current?.signal ?? 0) + 1 }));
      announce(
        plain
          ? 'Choose the section to add.'
          : `Choose the section to add at position ${at + 1} of ${sections.length + 1}.`,
      );
    },
    // A drag in the preview, or its move menu: the same moves as the panel's, selecting the block.
    onMove(blockId, drop) {
      const from = placeOf(sections, blockId);
      const to = placeForDrop(sections, blockId, drop);
      if (from === undefined || to === undefined) return;
      if (to.section === from.section && to.column === from.column && to.index === from.index) return;
      setOpenId(blockId);
      moveBlockTo(blockId, to, true);
    },
    onMoveStep(blockId, move) {
      if (!blocks.some((block) => block.id === blockId)) return;
      setOpenId(blockId);
      act(blockId, BLOCK_ACTIONS[move]);
    },
    onEditText(blockId, rect) {
      if (!textIds.includes(blockId)) return;
      setOpenId(blockId);
      setInPlace({ blockId, rect });
    },
  });
  const inPlaceBlock = inPlace === null ? undefined : blocks.find((block) => block.id === inPlace.blockId);

  const undo = useCallback(() => {
    if (!history.canUndo) return;
    history.undo();
    announce('Undone.');
  }, [history, announce]);
  const redo = useCallback(() => {
    if (!history.canRedo) return;
    history.redo();
    announce('Redone.');
  }, [history, announce]);
  const onKeyDown = useUndoKeys({ undo, redo, enabled: !readOnly });

  /** Starts again from the server's page (the latest version, a discarded or restored draft). */
  function startFrom(fresh: PageDetail) {
    const blocksNow = defaulted(areaSections(fresh, area), schemas);
    autosave.restart(blocksNow, fresh.version);
    history.reset(blocksNow);
    queryClient.setQueryData(PAGE_KEYS.one(fresh.id), fresh);
    void queryClient.invalidateQueries({ queryKey: PAGE_KEYS.list, exact: true });
    reload();
  }

  async function loadLatest() {
    setLoadError(undefined);
    try {
      startFrom(await fetchPage(page.id));
      announce('The latest version is loaded.');
    } catch (error) {
      setLoadError(error instanceof ApiError ? error.message : GENERAL_MESSAGES.somethingWentWrong);
    }
  }

  /** Takes the page's own blocks of the area away (`null`), so it shows the home page's again. */
  async function showHomeBlocks() {
    if (area === null || latest === undefined) return;
    setHomeError(undefined);
    setChoosingHome(true);
    try {
      const saved = await savePage(page.id, latest.version, { blockFields: { [area]: null } });
      // One list for both: the autosave compares the blocks shown with what it saved by identity,
      // and two empty lists would look like a change and save the area back as its own, empty.
      const none: Section[] = [implicitSection([])];
      autosave.restart(none, saved.version);
      history.reset(none);
      onSaved(saved);
      announce('This page shows the home page’s blocks here again.');
    } catch (error) {
      setHomeError(error instanceof ApiError ? error.message : GENERAL_MESSAGES.somethingWentWrong);
    } finally {
      setChoosingHome(false);
    }
  }

  /** A page of one plain stack: an insert point before or after its blocks (the preview's section insert points open them). */
  const plainInsertPoint = (index: number) =>
    area !== null || readOnly || (index === 1 && blocks.length === 0) ? null : (
      <InsertSectionMenu
        index={index}
        count={1}
        onInsert={addSection}
        label={
          blocks.length === 0
            ? 'Insert section'
            : index === 0
              ? 'Insert section before the blocks'
              : 'Insert section after the blocks'
        }
        openSignal={
          sectionMenu !== null && Math.min(sectionMenu.index, blocks.length === 0 ? 0 : 1) === index
            ? sectionMenu.signal
            : 0
        }
        onClose={() => setSectionMenu(null)}
      />
    );

  const state = autosave.state;
  // What cannot be saved on the way out (a conflict, a failure, fields to fix) is asked about first.
  const stuck = useMemo(
    () =>
      state.kind === 'failed' ||
      state.kind === 'invalid' ||
      state.kind === 'conflict' ||
      (state.kind === 'pending' && Object.keys(checkBlocks(blocks, schemas)).length > 0),
    [state.kind, blocks],
  );
  useEffect(() => onStuckChange?.(stuck), [onStuckChange, stuck]);
  // Publish pressed while saving: it waits for the save, unless the save cannot be made.
  const [publishWaiting, setPublishWaiting] = useState(false);
  useEffect(() => {
    if (stuck) setPublishWaiting(false);
  }, [stuck]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => stuck && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (state.kind === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.kind]);

  return (
    <div className="block-editor" ref={root} onKeyDown={onKeyDown} onBlur={history.seal}>
      <h2 className="block-editor__heading">{area === null ? 'Blocks' : areaLabel(area)}</h2>
      {readOnly ? (
        <Alert tone="info">
          Your role on this website lets you look at this page’s blocks, not change them.
        </Alert>
      ) : (
        <div className="toolbar block-editor__toolbar">
          {/* A page of sections adds from each column; an insert point of the preview opens this one. */}
          {plain || insertAt !== null ? (
            <span className="block-editor__add">
              <AddBlockMenu
                onAdd={add}
                full={blocks.length >= MAX_BLOCKS}
                onRefused={() => setNotice(BLOCK_LIMIT_MESSAGE)}
                openSignal={menuSignal}
                onClose={() => setInsertAt(null)}
              />
            </span>
          ) : null}
          {/* aria-disabled keeps focus on the button when the last step is undone. */}
          <button
            type="button"
            className="button button--small"
            onClick={undo}
            aria-disabled={!history.canUndo || undefined}
            aria-keyshortcuts="Control+Z Meta+Z"
          >
            Undo
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={redo}
            aria-disabled={!history.canRedo || undefined}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          >
            Redo
          </button>
          <span className="toolbar__spacer" />
          <SaveStatus state={state} general={autosave.errors.general} onSaveNow={autosave.saveNow} />
        </div>
      )}
      <PublishControls
        page={latest ?? page}
        saved={state.kind === 'saved'}
        onSaveFirst={autosave.saveNow}
        publishWaiting={publishWaiting}
        setPublishWaiting={setPublishWaiting}
        onPublished={onSaved}
        onReplaced={startFrom}
        readOnly={readOnly}
        savedVersion={autosave.savedVersion}
      />
      {!readOnly && area !== null && !page.isHome && latest?.blockFields[area] !== undefined ? (
        <div className="block-editor__area-source">
          <HomeAreaChoice
            label={areaLabel(area)}
            enabled={state.kind === 'saved' && !choosingHome}
            onConfirm={() => void showHomeBlocks()}
          />
        </div>
      ) : null}
      {homeError !== undefined ? <Alert tone="error">{homeError}</Alert> : null}
      {notice !== undefined ? <Alert tone="info">{notice}</Alert> : null}
      {state.kind === 'conflict' ? (
        <ConflictAlert message={state.message} onLoadLatest={loadLatest} onKeepMine={autosave.keepMine} />
      ) : null}
      {loadError !== undefined ? (
        <Alert tone="error" title={GENERAL_MESSAGES.unableToLoad}>
          {loadError}
        </Alert>
      ) : null}
      {!plain ? (
        <SectionList
          sections={sections}
          readOnly={readOnly}
          openId={openId}
          addedId={addedId}
          errors={autosave.errors}
          onToggle={toggle}
          onAction={act}
          onChange={change}
          onBlockMove={moveBlockTo}
          onAdd={add}
          full={blocks.length >= MAX_BLOCKS}
          onRefused={() => setNotice(BLOCK_LIMIT_MESSAGE)}
          onSectionChange={changeSection}
          onSectionMove={shiftSection}
          onSectionRemove={removeSection}
          onSectionInsert={addSection}
          insertMenu={sectionMenu}
          onInsertMenuClose={() => setSectionMenu(null)}
          movesOf={movesOf}
        />
      ) : blocks.length === 0 ? (
        <>
          {plainInsertPoint(0)}
          <p className="empty-state">
            {area === null
              ? 'This page has no blocks yet. Use “Add block” to put text, pictures and more on it, or add a section.'
              : 'This area has no blocks on this page yet. Use “Add block” to put text, pictures and more in it.'}
          </p>
        </>
      ) : (
        <>
          {plainInsertPoint(0)}
          <SortableBlockList
            blocks={blocks}
            openId={openId}
            onToggle={toggle}
            onAction={act}
            onMove={(from, to) => moveInColumn(0, 0, from, to, false)}
            onChange={change}
            errors={autosave.errors}
            readOnly={readOnly}
            addedId={addedId}
          />
          {plainInsertPoint(1)}
        </>
      )}
      {area === null && !readOnly ? <AddSection onAdd={addSection} /> : null}
      {inPlace !== null && inPlaceBlock !== undefined && inPlaceBlock.type === 'text' ? (
        <CanvasTextEditor
          key={inPlace.blockId}
          html={inPlaceBlock.html}
          rect={inPlace.rect}
          onChange={(html) => change(inPlace.blockId, { html }, 'html')}
          onDone={() => {
            setInPlace(null);
            focusNext.current = { blockId: inPlace.blockId, on: 'toggle' };
            history.seal();
          }}
        />
      ) : null}
      <ConfirmDialog
        title="Leave without saving?"
        isOpen={blocker.state === 'blocked'}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
        confirmLabel="Leave"
        destructive
      >
        <p>
          The changes to this page’s blocks are not saved ({saveStateText(state)}). If you leave, they are
          lost.
        </p>
      </ConfirmDialog>
    </div>
  );
}
