// In-place text editing: the panel's rich-text editor laid over a text block of the preview, in the editor's own document, until Done or Escape.
import { useLayoutEffect, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { LazyRichTextEditor } from '../ui/lazy-rich-text.js';
import { usePreview } from '../ui/preview.js';
import type { CanvasRect } from './canvas-messages.js';

/** Props of {@link CanvasTextEditor}. */
export interface CanvasTextEditorProps {
  html: string;
  /** The block's box in the frame's viewport, as the frame measured it. */
  rect: CanvasRect;
  onChange: (html: string) => void;
  onDone: () => void;
}

/** Where the editor goes: over the block, inside the editor's window, from the frame's place. */
function position(frame: HTMLIFrameElement | null, rect: CanvasRect) {
  const box = frame?.getBoundingClientRect();
  const top = (box?.top ?? 0) + (frame?.clientTop ?? 0) + rect.top;
  const left = (box?.left ?? 0) + (frame?.clientLeft ?? 0) + rect.left;
  return {
    top: Math.max(0, top),
    left: Math.max(0, left),
    width: Math.min(Math.max(rect.width, 280), window.innerWidth - Math.max(0, left)),
  };
}

/** The overlay: a labelled group with the rich-text editor and a Done button; Escape closes it too. */
export function CanvasTextEditor({ html, rect, onChange, onDone }: CanvasTextEditorProps) {
  const { frameRef } = usePreview();
  const [place, setPlace] = useState(() => position(frameRef.current, rect));
  useLayoutEffect(() => {
    const update = () => setPlace(position(frameRef.current, rect));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [frameRef, rect]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onDone();
  };
  return createPortal(
    <div
      className="canvas-text"
      role="group"
      aria-label="Text on the page"
      style={{ top: place.top, left: place.left, width: place.width }}
      onKeyDown={onKeyDown}
    >
      <LazyRichTextEditor label="Text on the page" hideLabel value={html} onChange={onChange} autoFocus />
      <div className="canvas-text__actions">
        <button type="button" className="button button--primary button--small" onClick={onDone}>
          Done
        </button>
      </div>
    </div>,
    document.body,
  );
}
