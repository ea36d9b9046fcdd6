// Quick view (SPEC §2): a listing's 'Quick View' link shows the product's page in a dialog, where it can be bought at once.
import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { useIslandServices } from './context.js';
import { QUICK_VIEW_TRIGGER } from './island-triggers.js';
import type { IslandDefinition } from './island-definition.js';
import { useModal } from './use-modal.js';

export type QuickViewProps = Record<string, never>;

/** What the dialog shows: the product's name, its page, and the page's product markup once read. */
interface Shown {
  label: string;
  url: string;
  html?: string;
  failed?: boolean;
}

/**
 * The product part of a product page's HTML, made fit for a dialog: its title one level down (the
 * listing has its own h1), without the long description, the restock block or nested islands.
 */
export function quickViewMarkup(pageHtml: string): string | undefined {
  const page = new DOMParser().parseFromString(pageHtml, 'text/html');
  const article = page.querySelector('article.product-detail');
  if (article === null) return undefined;
  article
    .querySelectorAll(
      'tessera-island, .product-detail__description, .product-restock-notification, .product-detail__thumbs',
    )
    .forEach((element) => element.remove());
  const title = article.querySelector('h1');
  if (title !== null) {
    const heading = page.createElement('h2');
    heading.className = title.className;
    heading.id = 'tessera-quick-view-title';
    heading.textContent = title.textContent;
    title.replaceWith(heading);
  }
  article.querySelectorAll('[fetchpriority]').forEach((image) => image.removeAttribute('fetchpriority'));
  return article.outerHTML;
}

/**
 * The quick view: one dialog for the whole listing. It reads the product's own page, so the dialog
 * offers exactly what the page does (options, quantity, the add-to-cart button, the price and image
 * following the chosen variant: the runtime binds them wherever they are).
 */
export function QuickView(): ReactElement {
  const [shown, setShown] = useState<Shown | undefined>();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setShown(undefined), []);
  useModal(shown !== undefined, close, dialog);

  const { api, census } = useIslandServices();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(QUICK_VIEW_TRIGGER) : null;
      if (link === null) return;
      event.preventDefault();
      const url = link.href;
      const label = link.getAttribute('aria-label') ?? (link.textContent ?? '').trim();
      setShown({ label: label || 'Quick View', url });
      // SPEC §7 RecordQuickView: which product's quick view opened.
      const itemId = link.dataset.itemId;
      if (itemId) census?.quickView(itemId);
      const read =
        api.page?.(new URL(url, window.location.href).pathname) ?? Promise.reject(new Error('no pages'));
      read
        .then((html) => {
          const markup = quickViewMarkup(html);
          setShown((now) =>
            now?.url === url ? { ...now, html: markup, failed: markup === undefined } : now,
          );
        })
        .catch(() => setShown((now) => (now?.url === url ? { ...now, failed: true } : now)));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [api, census]);

  return (
    <div className="tessera-modal tessera-modal--quick-view" hidden={shown === undefined}>
      <div className="tessera-modal__backdrop" aria-hidden="true" />
      <div
        ref={dialog}
        className="tessera-modal__dialog tessera-quick-view"
        role="dialog"
        aria-modal="true"
        aria-label={shown?.label ?? 'Quick View'}
        tabIndex={-1}
      >
        <button type="button" className="tessera-modal__x" aria-label="Close" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        {shown?.html !== undefined ? (
          <div className="tessera-quick-view__product" dangerouslySetInnerHTML={{ __html: shown.html }} />
        ) : shown?.failed ? (
          <p role="alert">Unable to load. Try again.</p>
        ) : (
          <p aria-busy="true">Loading…</p>
        )}
        {shown === undefined ? null : (
          <p className="tessera-quick-view__more">
            <a href={shown.url}>View full details</a>
          </p>
        )}
      </div>
    </div>
  );
}

/** The quick-view island: `{collection|island quick-view idle}` on product listings. */
export const island: IslandDefinition<QuickViewProps> = { component: QuickView, props: () => ({}) };
