// The site preview: the live site in a frame beside the panels, moved by the screens, reloaded after each save.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import type { SetFrameUrlMessage } from './frame-message.js';
import { isSetFrameUrlMessage } from './frame-message.js';
import { keepDraftLinksInFrame } from './preview-draft-links.js';

/** SPEC §3 "Device views". */
export const DEVICE_VIEWS = ['desktop', 'tablet', 'phone'] as const;
/** One device view. */
export type DeviceView = (typeof DEVICE_VIEWS)[number];

/** What screens may do with the preview. */
export interface Preview {
  /** The site path shown (`/about`). */
  url: string;
  /** Shows another page of the site. */
  show(url: string): void;
  /** Reloads the frame where it is (after a save), without reloading the editor. */
  reload(): void;
  /** A notice above the frame (the page-locked notice), or undefined for none. */
  notice: ReactNode;
  setNotice(notice: ReactNode): void;
  device: DeviceView;
  setDevice(device: DeviceView): void;
  frameRef: RefObject<HTMLIFrameElement | null>;
}

const PreviewContext = createContext<Preview | undefined>(undefined);

/** Keeps the preview's state for the whole editor, so moving between screens keeps the frame's page. */
export function PreviewProvider({
  children,
  initialUrl = '/',
}: {
  children: ReactNode;
  initialUrl?: string;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [notice, setNotice] = useState<ReactNode>(undefined);
  const [device, setDevice] = useState<DeviceView>('desktop');
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const show = useCallback((next: string) => {
    setUrl((current) => {
      // The same address again still reloads, so a save of the page shown is seen at once.
      if (current === next) frameRef.current?.contentWindow?.location.reload();
      return next;
    });
  }, []);
  const reload = useCallback(() => {
    try {
      frameRef.current?.contentWindow?.location.reload();
    } catch {
      // A frame that left the site's origin cannot be reloaded from here: go back to the page.
      if (frameRef.current !== null) frameRef.current.src = frameRef.current.src;
    }
  }, []);
  const value = useMemo<Preview>(
    () => ({ url, show, reload, notice, setNotice, device, setDevice, frameRef }),
    [url, show, reload, notice, device],
  );
  return <PreviewContext.Provider value={value}>{children}</PreviewContext.Provider>;
}

/** The preview of the editor around this component. */
export function usePreview(): Preview {
  const preview = useContext(PreviewContext);
  if (preview === undefined) throw new Error('usePreview needs a PreviewProvider around it.');
  return preview;
}

/** Shows `notice` above the preview while the calling screen is mounted (and `notice` is set). */
export function usePreviewNotice(notice: ReactNode): void {
  const { setNotice } = usePreview();
  useEffect(() => {
    setNotice(notice);
    return () => setNotice(undefined);
  }, [notice, setNotice]);
}

/**
 * The frame itself. It follows the site's own requests to move (SPEC §2: inside the editor frame
 * the pill cart asks the editor to set the frame's URL instead of navigating), from this frame
 * and this origin only.
 */
export function PreviewPane() {
  const { url, show, notice, device, setDevice, frameRef } = usePreview();
  useEffect(() => {
    function onMessage(event: MessageEvent<unknown>) {
      if (event.origin !== window.location.origin) return;
      if (frameRef.current === null || event.source !== frameRef.current.contentWindow) return;
      if (!isSetFrameUrlMessage(event.data)) return;
      const target = new URL((event.data as SetFrameUrlMessage).url, window.location.origin);
      if (target.origin !== window.location.origin) return;
      show(`${target.pathname}${target.search}${target.hash}`);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameRef, show]);
  return (
    <section className="preview" aria-label="Site preview">
      <div className="preview__bar">
        <span className="preview__url" title={url}>
          {url}
        </span>
        <div className="preview__devices" role="group" aria-label="Device view">
          {DEVICE_VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              className="button button--small"
              aria-pressed={device === view}
              onClick={() => setDevice(view)}
            >
              {view[0].toUpperCase() + view.slice(1)}
            </button>
          ))}
        </div>
        <a className="button button--small" href={url} target="_blank" rel="noopener">
          Open site<span className="visually-hidden"> in a new tab</span>
        </a>
      </div>
      {notice !== undefined && notice !== null ? <div className="preview__notice">{notice}</div> : null}
      <div className={`preview__stage preview__stage--${device}`}>
        <iframe
          ref={frameRef}
          className="preview__frame"
          src={url}
          title="Site preview"
          // A draft shown stays a draft when the owner follows a link to another page of the site.
          onLoad={(event) => keepDraftLinksInFrame(event.currentTarget)}
        />
      </div>
    </section>
  );
}
