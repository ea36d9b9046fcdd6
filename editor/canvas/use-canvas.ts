// The editor's side of the canvas: injects the canvas into the preview frame after each load (the owner's preview only), hears the frame's messages from that frame and this origin only, and tells the frame which block is selected.
import { useEffect, useRef } from 'react';
import { usePreview } from '../ui/preview.js';
import {
  isCanvasFrameMessage,
  type CanvasEditorMessage,
  type CanvasMoveStep,
  type CanvasRect,
} from './canvas-messages.js';
import type { BlockDrop } from './drop-targets.js';

/** What the canvas does in the editor. */
export interface CanvasHandlers {
  /** A block clicked in the preview. */
  onSelect: (blockId: string) => void;
  /** An insert point pressed between `afterId` and `beforeId` (either null at an end). */
  onInsert: (afterId: string | null, beforeId: string | null) => void;
  /** An insert point between sections pressed: between the sections `afterId` and `beforeId` (either null at an end). */
  onInsertSection: (afterId: string | null, beforeId: string | null) => void;
  /** A text block to edit in place, at `rect` in the frame's viewport. */
  onEditText: (blockId: string, rect: CanvasRect) => void;
  /** A block dragged in the preview (or sent by its "Move to…") to `drop`. */
  onMove: (blockId: string, drop: BlockDrop) => void;
  /** A block moved one step from the preview's move menu. */
  onMoveStep: (blockId: string, move: CanvasMoveStep) => void;
}

/** Props of {@link useCanvas}. */
export interface UseCanvasOptions extends CanvasHandlers {
  /** Off for owners who may only look. */
  enabled: boolean;
  selectedId: string | null;
  /** The blocks edited in place (text blocks the rich-text editor keeps whole). */
  textIds: readonly string[];
}

/** The canvas's script and styles, as the editor's page names them (server/owner/editor-app/routes.ts). */
function canvasAssets(): { script: string; css: string } | undefined {
  const script = document.querySelector<HTMLMetaElement>('meta[name="tessera-canvas-script"]')?.content;
  const css = document.querySelector<HTMLMetaElement>('meta[name="tessera-canvas-style"]')?.content;
  return script === undefined || css === undefined ? undefined : { script, css };
}

/** Adds the canvas to the frame's document when it shows a page of this origin and has none yet. */
function inject(frame: HTMLIFrameElement, assets: { script: string; css: string }): void {
  let doc: Document | null;
  try {
    doc = frame.contentDocument;
  } catch {
    return;
  }
  if (doc === null || doc.head === null || doc.location.origin !== window.location.origin) return;
  if (doc.querySelector('script[data-tessera-canvas]') !== null) return;
  const style = doc.createElement('link');
  style.rel = 'stylesheet';
  style.href = assets.css;
  const script = doc.createElement('script');
  script.type = 'module';
  script.src = assets.script;
  script.dataset.tesseraCanvas = '';
  doc.head.append(style, script);
}

/** Runs the canvas in the preview while the calling block editor is mounted. */
export function useCanvas({ enabled, selectedId, textIds, ...handlers }: UseCanvasOptions): void {
  const { frameRef } = usePreview();
  const latest = useRef(handlers);
  latest.current = handlers;
  const state = useRef<CanvasEditorMessage>({ type: 'tessera:canvas-state', selectedId, textIds });
  state.current = { type: 'tessera:canvas-state', selectedId, textIds };

  const send = (message: CanvasEditorMessage) =>
    frameRef.current?.contentWindow?.postMessage(message, window.location.origin);

  useEffect(() => {
    if (!enabled) return;
    const frame = frameRef.current;
    const assets = canvasAssets();
    if (frame === null || assets === undefined) return;
    const onLoad = () => inject(frame, assets);
    if (frame.contentDocument?.readyState === 'complete') onLoad();
    frame.addEventListener('load', onLoad);
    return () => {
      frame.removeEventListener('load', onLoad);
      frame.contentWindow?.postMessage({ type: 'tessera:canvas-stop' }, window.location.origin);
    };
  }, [enabled, frameRef]);

  useEffect(() => {
    if (!enabled) return;
    function onMessage(event: MessageEvent<unknown>) {
      if (event.origin !== window.location.origin) return;
      if (frameRef.current === null || event.source !== frameRef.current.contentWindow) return;
      if (!isCanvasFrameMessage(event.data)) return;
      const message = event.data;
      if (message.type === 'tessera:canvas-ready') return send(state.current);
      if (message.type === 'tessera:canvas-select') return latest.current.onSelect(message.blockId);
      if (message.type === 'tessera:canvas-insert')
        return latest.current.onInsert(message.afterId, message.beforeId);
      if (message.type === 'tessera:canvas-insert-section')
        return latest.current.onInsertSection(message.afterId, message.beforeId);
      if (message.type === 'tessera:canvas-move') {
        const { blockId, sectionId, column, afterId, beforeId } = message;
        return latest.current.onMove(blockId, { sectionId, column, afterId, beforeId });
      }
      if (message.type === 'tessera:canvas-move-step')
        return latest.current.onMoveStep(message.blockId, message.move);
      latest.current.onEditText(message.blockId, message.rect);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [enabled, frameRef]);

  const textKey = textIds.join(' ');
  useEffect(() => {
    if (enabled) send(state.current);
  }, [enabled, selectedId, textKey]);
}
