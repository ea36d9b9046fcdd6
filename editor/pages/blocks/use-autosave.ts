// Autosave of a page's blocks (its own, or one block area's): a save shortly after the last change, over the version the editor holds, stopped by a conflict.
import { useCallback, useEffect, useRef, useState } from 'react';
import { sectionBlocks } from '../../../domain/owner-api/section-rules.js';
import type { Section } from '../../../domain/owner-api/sections.js';
import type { PageDetail } from '../../../domain/owner-api/pages.js';
import { OWNER_INPUT_MESSAGE } from '../../../domain/owner-messages.js';
import { asApiError } from '../../api/client.js';
import { savePage } from '../../api/pages.js';
import { loadedSchemas, loadSchemas } from '../../api/schemas.js';
import { areaPath, areaSaveBody, areaSections, flatFieldKeys, type BlockArea } from './block-area.js';
import { blockErrorsOf, checkBlocks, NO_BLOCK_ERRORS, type BlockErrors } from './block-errors.js';

/** Where the blocks stand with the server. */
export type SaveState =
  | { kind: 'saved' }
  /** Changed; a save follows shortly. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  /** The save failed (network, session, server); the next change or "Save now" tries again. */
  | { kind: 'failed'; message: string }
  /** Some fields must be fixed first (checked here, or the server's 400). */
  | { kind: 'invalid'; message: string }
  /** Another save came first (412): autosave stops until the owner chooses what to keep. */
  | { kind: 'conflict'; message: string; currentVersion: number | undefined };

/** Options of {@link useAutosave}. */
export interface AutosaveOptions {
  pageId: string;
  /** Which blocks of the page are saved: its own (null) or a block area's. */
  area: BlockArea;
  /** The sections and their blocks as the owner sees them now (an area's: one plain section). */
  sections: Section[];
  /** The sections and version the page was loaded with. */
  loaded: { sections: Section[]; version: number };
  /** How long after the last change a save starts. */
  delayMs: number;
  /** False for owners who may only look. */
  enabled: boolean;
  /** Told after each successful save, with the server's page (its new version). */
  onSaved: (page: PageDetail) => void;
}

/** What {@link useAutosave} gives. */
export interface Autosave {
  state: SaveState;
  /** The field messages of the last attempt, tied to blocks. */
  errors: BlockErrors;
  /** Saves at once (the "Save now" button, a retry). */
  saveNow(): void;
  /** After a conflict: saves these blocks over the version that came first. */
  keepMine(): void;
  /** After loading the latest version: these blocks and this version are what the server has. */
  restart(sections: Section[], version: number): void;
  /**
   * Takes a newer version of the page read elsewhere (its settings saved by the pages screen, or
   * another of its block areas) when its blocks are the ones saved here, so that change does not
   * look like a conflict.
   */
  adopt(page: PageDetail): void;
  /**
   * The version the last save answered (or the page was loaded with): ahead of the query cache's
   * page for a moment after a save, since the cache tells its readers on a later tick.
   */
  savedVersion(): number;
}

/** JSON with each object's keys in order: the server may give a block's fields in another order than the editor made them. */
const canonical = (blocks: readonly Section[]) =>
  JSON.stringify(blocks, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );

const sameSections = (a: readonly Section[], b: readonly Section[]) =>
  a === b || canonical(a) === canonical(b);

/**
 * Saves `blocks` with `PATCH /api/owner/pages/{id}` and `If-Match`, one save at a time, never
 * losing what the owner typed: a failed save leaves the blocks as they are and is tried again on
 * the next change; a conflict stops saving until the owner chooses. Leaving the page saves
 * what is pending.
 */
export function useAutosave({
  pageId,
  area,
  sections: blocks,
  loaded,
  delayMs,
  enabled,
  onSaved,
}: AutosaveOptions): Autosave {
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const [errors, setErrors] = useState<BlockErrors>(NO_BLOCK_ERRORS);
  const latest = useRef(blocks);
  const saved = useRef(loaded.sections);
  const version = useRef(loaded.version);
  const options = useRef({ pageId, area, delayMs, enabled, onSaved });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const again = useRef(false);
  const stopped = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    options.current = { pageId, area, delayMs, enabled, onSaved };
  });

  const update = useCallback((next: SaveState) => {
    if (mounted.current) setState(next);
  }, []);
  const updateErrors = useCallback((next: BlockErrors) => {
    if (mounted.current) setErrors(next);
  }, []);

  const save = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (stopped.current || !options.current.enabled) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const snapshot = latest.current;
    if (snapshot === saved.current) return update({ kind: 'saved' });
    const path = areaPath(options.current.area);
    const sent = sectionBlocks(snapshot);
    // In flight from here: a save asked for while the schemas load (the first save) waits its turn,
    // rather than sending the same version twice (the second answered 412, a false conflict).
    inFlight.current = true;
    try {
      const problems = checkBlocks(sent, loadedSchemas() ?? (await loadSchemas()), path);
      if (Object.keys(problems).length > 0) {
        updateErrors(blockErrorsOf(problems, sent, path));
        return update({ kind: 'invalid', message: OWNER_INPUT_MESSAGE });
      }
      update({ kind: 'saving' });
      const page = await savePage(
        options.current.pageId,
        version.current,
        areaSaveBody(options.current.area, snapshot),
      );
      version.current = page.version;
      saved.current = snapshot;
      updateErrors(NO_BLOCK_ERRORS);
      options.current.onSaved(page);
      update(latest.current === snapshot ? { kind: 'saved' } : { kind: 'pending' });
    } catch (error) {
      const failure = asApiError(error);
      if (failure.status === 412) {
        stopped.current = true;
        const current = failure.details.currentVersion;
        update({
          kind: 'conflict',
          message: failure.message,
          currentVersion: typeof current === 'number' ? current : undefined,
        });
      } else if (failure.status === 400 || failure.status === 422) {
        updateErrors(blockErrorsOf(flatFieldKeys(failure.fields, snapshot), sent, path));
        update({ kind: 'invalid', message: failure.message });
      } else {
        update({ kind: 'failed', message: failure.message });
      }
    } finally {
      inFlight.current = false;
      if (again.current) {
        again.current = false;
        if (!stopped.current && latest.current !== saved.current) {
          // Once the editor is gone nobody will press "Save now": save what is left at once.
          if (mounted.current) schedule();
          else void save();
        }
      }
    }
  }, [update, updateErrors]);

  // A function declaration (hoisted), so `save` can call it; it only reads refs.
  function schedule() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), options.current.delayMs);
  }

  useEffect(() => {
    latest.current = blocks;
    if (!enabled || stopped.current) return;
    if (blocks === saved.current) {
      // Back to what the server has (undone to it): nothing to save, nothing to fix.
      clearTimeout(timer.current);
      if (!inFlight.current) {
        updateErrors(NO_BLOCK_ERRORS);
        update({ kind: 'saved' });
      }
      return;
    }
    if (!inFlight.current) update({ kind: 'pending' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), options.current.delayMs);
  }, [blocks, enabled, save, update, updateErrors]);

  // Leaving the page (another page chosen, another screen) saves what is pending.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
      if (!stopped.current && latest.current !== saved.current) void save();
    };
  }, [save]);

  const saveNow = useCallback(() => void save(), [save]);

  const keepMine = useCallback(() => {
    if (state.kind !== 'conflict') return;
    if (state.currentVersion !== undefined) version.current = state.currentVersion;
    stopped.current = false;
    void save();
  }, [save, state]);

  const restart = useCallback(
    (next: Section[], nextVersion: number) => {
      clearTimeout(timer.current);
      saved.current = next;
      latest.current = next;
      version.current = nextVersion;
      stopped.current = false;
      updateErrors(NO_BLOCK_ERRORS);
      update({ kind: 'saved' });
    },
    [update, updateErrors],
  );

  const adopt = useCallback((page: PageDetail) => {
    if (stopped.current || inFlight.current || page.version <= version.current) return;
    if (sameSections(areaSections(page, options.current.area), saved.current)) version.current = page.version;
  }, []);

  const savedVersion = useCallback(() => version.current, []);
  return { state, errors, saveNow, keepMine, restart, adopt, savedVersion };
}
