// The site editor frame: whether the page runs inside it, and asking the editor to show another URL.

/** The message the editor listens for to move its preview frame (SPEC §2). */
export interface SetFrameUrlMessage {
  readonly type: 'tessera:set-frame-url';
  readonly url: string;
}

/** Whether this page is shown inside a frame (the site editor's preview); false on the server. */
export function isInEditorFrame(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin top that refuses even the comparison still means we are framed.
    return true;
  }
}

/**
 * Asks the editor around this frame to load `url` in the frame. Any origin may receive it: the
 * message carries nothing but a path of this site.
 */
export function setEditorFrameUrl(url: string): void {
  const message: SetFrameUrlMessage = { type: 'tessera:set-frame-url', url };
  window.parent.postMessage(message, '*');
}
