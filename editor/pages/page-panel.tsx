// The selected page: its title and address, its settings, and what it holds (blocks, or the collection it shows), previewed beside.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { PageView } from '../../domain/owner-api/pages.js';
import { draftPreviewPath } from '../../domain/preview-links.js';
import { usePreview, usePreviewNotice } from '../ui/preview.js';
import { PageBlocksEditor } from './blocks/page-blocks-editor.js';
import { pageKindLabel } from './tree-rows.js';

/** SPEC §2 page-locked notice for a page behind a password. */
export const LOCKED_NOTICE =
  "Page locked: visitors must enter the page's password to see it. You see it because you are signed in.";

/** The notice for a disabled page. */
export const DISABLED_NOTICE = 'This page is disabled: visitors get a not-found page.';

/** The notice above the preview for `page`, if visitors do not see what the owner sees. */
export function pageNotice(page: PageView): string | undefined {
  if (!page.enabled) return DISABLED_NOTICE;
  if (page.passwordProtected) return LOCKED_NOTICE;
  return undefined;
}

/** The link to a collection page's items, by kind. */
const MANAGE_LABELS: Readonly<Record<string, string>> = {
  blog: 'Manage posts',
  events: 'Manage events',
  gallery: 'Manage images',
};

/** Props of {@link PagePanel}. */
export interface PagePanelProps {
  page: PageView;
  canEdit: boolean;
  onSettings: () => void;
}

/** The panel; opening a page shows it in the preview and moves focus to its heading. */
export function PagePanel({ page, canEdit, onSettings }: PagePanelProps) {
  const { show } = usePreview();
  const heading = useRef<HTMLHeadingElement>(null);
  usePreviewNotice(pageNotice(page));
  useEffect(() => {
    // The preview shows the page with its unpublished changes (never the shared page visitors get).
    show(draftPreviewPath(page.fullUrl));
  }, [show, page.fullUrl]);
  useEffect(() => {
    // After the tree row's click (or a closing dialog) has settled focus, so the panel's heading wins.
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [page.id]);

  const manage = page.collectionId === null ? undefined : MANAGE_LABELS[page.type];
  return (
    <section className="panel page-panel" aria-labelledby={`page-panel-${page.id}`}>
      <h2 id={`page-panel-${page.id}`} ref={heading} tabIndex={-1} className="page-panel__title">
        {page.title}
      </h2>
      <p className="page-panel__meta">
        <span>{pageKindLabel(page)}</span>
        <a href={page.fullUrl} target="_blank" rel="noopener" className="page-address">
          {page.fullUrl}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {!page.enabled ? <span className="badge badge--disabled">Disabled</span> : null}
        {page.passwordProtected ? <span className="badge badge--locked">Locked</span> : null}
      </p>
      <div className="toolbar">
        {canEdit ? (
          <button type="button" className="button" onClick={onSettings}>
            Settings
          </button>
        ) : null}
        {manage !== undefined ? (
          <Link className="button" to={`/collections/${encodeURIComponent(page.collectionId!)}`}>
            {manage}
          </Link>
        ) : null}
      </div>
      {page.type === 'page' || page.type === 'splash' ? <PageBlocksEditor pageId={page.id} /> : null}
      {page.type === 'lock-screen' ? (
        <p className="field__help">
          {page.passwordProtected
            ? 'The site is locked: visitors see this page, with its title and description, at every address until they enter its password.'
            : 'The site is open. Give this page a password in Settings to lock the whole site behind it.'}
        </p>
      ) : null}
      {page.type === 'cart' ? (
        <p className="field__help">
          This page shows the visitor’s cart at its address; it has no blocks to edit.
        </p>
      ) : null}
      {page.type === 'products' ? (
        <p className="field__help">
          The products of this store are managed under Commerce, which comes to the editor later.
        </p>
      ) : null}
      {page.type === 'system' ? (
        <p className="field__help">This is one of the site's own pages; it has no blocks to edit here.</p>
      ) : null}
    </section>
  );
}
