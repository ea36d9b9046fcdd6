// `tessera dev` in the browser: reloads the page when a theme file is saved, swaps stylesheets in place, shows theme errors over the page.
// Served at /__tessera/dev.js (server/dev/) and linked only by pages of a server started in development.

/** What the event stream sends (server/dev/dev-events.ts). */
interface ErrorsEvent {
  errors: string[];
}
interface CssEvent {
  stylesheets: string[];
}

const EVENTS_PATH = '/__tessera/dev-events';
const OVERLAY_ID = 'tessera-dev-overlay';

/** A stylesheet's URL without what changes with its content: `/theme/site-0123456789ab.css` → `/theme/site.css`, `/site.css?v=…` → `/site.css`. */
export function stylesheetKey(href: string, base: string): string | undefined {
  const url = new URL(href, base);
  if (url.origin !== new URL(base).origin) return undefined;
  return url.pathname.replace(/-[a-f0-9]{12}(\.css)$/, '$1');
}

function overlay(): HTMLElement | null {
  return document.getElementById(OVERLAY_ID);
}

/** Shows `errors` over the page: a panel the screen reader announces, the text as `tessera check` prints it. */
export function showErrors(errors: readonly string[]): void {
  overlay()?.remove();
  const panel = document.createElement('div');
  panel.id = OVERLAY_ID;
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-modal', 'false');
  panel.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);
  panel.setAttribute('aria-describedby', `${OVERLAY_ID}-help`);
  panel.tabIndex = -1;
  Object.assign(panel.style, {
    position: 'fixed',
    inset: '1rem',
    zIndex: '2147483647',
    overflow: 'auto',
    padding: '1.25rem 1.5rem',
    background: '#fff',
    color: '#1a1a1a',
    border: '4px solid #b00020',
    borderRadius: '6px',
    boxShadow: '0 8px 40px rgba(0,0,0,.35)',
    font: '15px/1.5 system-ui, sans-serif',
    textAlign: 'left',
  });
  const title = document.createElement('h2');
  title.id = `${OVERLAY_ID}-title`;
  title.textContent =
    errors.length === 1 ? 'The theme has an error' : `The theme has ${errors.length} errors`;
  Object.assign(title.style, {
    margin: '0 0 .5rem',
    font: 'bold 1.25rem/1.3 system-ui, sans-serif',
    color: '#b00020',
  });
  const help = document.createElement('p');
  help.id = `${OVERLAY_ID}-help`;
  help.textContent = 'Fix the file and save it: this page updates by itself.';
  help.style.margin = '0 0 1rem';
  const text = document.createElement('pre');
  text.textContent = errors.join('\n\n');
  Object.assign(text.style, {
    margin: '0',
    padding: '1rem',
    background: '#f6f6f6',
    color: '#1a1a1a',
    whiteSpace: 'pre-wrap',
    font: '14px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  });
  const hide = document.createElement('button');
  hide.type = 'button';
  hide.textContent = 'Hide';
  Object.assign(hide.style, {
    marginTop: '1rem',
    font: 'inherit',
    padding: '.35rem .9rem',
    cursor: 'pointer',
  });
  hide.addEventListener('click', () => panel.remove());
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') panel.remove();
  });
  panel.append(title, help, text, hide);
  document.body.append(panel);
  panel.focus();
}

/**
 * Points each of the page's stylesheets at its new URL, keeping the old one until the new one has
 * loaded (no unstyled moment). Answers false when a stylesheet is new to the page: it needs a reload.
 */
export function swapStylesheets(urls: readonly string[]): boolean {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')];
  const byKey = new Map<string, HTMLLinkElement>();
  for (const link of links) {
    const key = stylesheetKey(link.href, location.href);
    if (key !== undefined) byKey.set(key, link);
  }
  let complete = true;
  for (const url of urls) {
    const key = stylesheetKey(url, location.href);
    const link = key === undefined ? undefined : byKey.get(key);
    if (link === undefined) {
      complete = false;
      continue;
    }
    if (new URL(url, location.href).href === link.href) continue;
    const next = link.cloneNode() as HTMLLinkElement;
    next.href = url;
    const drop = () => link.remove();
    next.addEventListener('load', drop, { once: true });
    next.addEventListener('error', drop, { once: true });
    link.after(next);
  }
  return complete;
}

function start(): void {
  const page = new URL(import.meta.url).searchParams.get('page');
  const events = new EventSource(
    page === null ? EVENTS_PATH : `${EVENTS_PATH}?page=${encodeURIComponent(page)}`,
  );
  const root = document.documentElement;
  events.addEventListener('open', () => {
    root.dataset.tesseraDev = 'connected';
  });
  events.addEventListener('error', () => {
    root.dataset.tesseraDev = 'disconnected';
  });
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('css', (event) => {
    const { stylesheets } = JSON.parse((event as MessageEvent<string>).data) as CssEvent;
    // An overlay was up: the errors are gone, and the page is rendered again without them.
    if (overlay() !== null || !swapStylesheets(stylesheets)) location.reload();
  });
  events.addEventListener('errors', (event) => {
    const { errors } = JSON.parse((event as MessageEvent<string>).data) as ErrorsEvent;
    if (errors.length > 0) showErrors(errors);
    else if (overlay() !== null) location.reload();
  });
}

if (typeof EventSource === 'function') start();
