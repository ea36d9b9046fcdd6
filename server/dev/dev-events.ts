// `tessera dev`'s event stream: open pages hear of saved theme files (reload, new stylesheets) and of the theme's errors.
import { createHash } from 'node:crypto';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { watchTheme, type ThemeChange } from './theme-watcher.js';

/** Where the development routes live; nothing of a site is ever served under it. */
export const DEV_PATH = '/__tessera';
/** The Server-Sent Events stream pages listen to. */
export const DEV_EVENTS_PATH = `${DEV_PATH}/dev-events`;
/** The browser side (runtime/dev-reload.ts, built with the runtime), linked by every page in development. */
export const DEV_SCRIPT_PATH = `${DEV_PATH}/dev.js`;

/**
 * The theme being developed, as the event stream sees it: the built-in theme or a
 * developer-platform folder (server/dev/theme-sources.ts adapts both).
 */
export interface DevThemeSource {
  /** The folder watched. */
  dir: string;
  /** Makes the theme look at its files now, so the next page and `problems()` see the save. */
  refresh(): void;
  /** The theme's errors (not its warnings), each as `tessera check` prints it: `file:line:column: error: message` and the excerpt. */
  problems(): Promise<string[]>;
  /** The stylesheet URLs pages link now (they change with the files' content). */
  stylesheets(): string[];
}

/** Options of {@link createDevReload}. */
export interface DevReloadOptions {
  theme: DevThemeSource;
  /**
   * The built browser script's URL (`/assets/dev-HASH.js`); asked at each request, so a rebuilt
   * runtime is used at once. `/__tessera/dev.js` redirects there: the script imports chunks it
   * shares with the runtime by relative URLs, and keeps the page id of its query.
   */
  clientUrl: () => string;
  /** Called after a change, before pages hear of it: drop rendered pages kept in caches. */
  onChange?: (change: ThemeChange) => void;
  /** Told when working out a change failed (the pages are told to reload anyway). */
  onError?: (error: unknown) => void;
  /** Quiet time before a burst of saves is handled; default 100 ms. */
  debounceMs?: number;
  /** How often an idle stream gets a comment, so proxies keep it open; default 15 s. */
  heartbeatMs?: number;
}

/** Live reload and the error overlay for one theme. */
export interface DevReload {
  /** `GET /__tessera/dev.js` and `GET /__tessera/dev-events`; mount before the site. */
  router: Router;
  /**
   * The script tag a page gets in development. A page whose render produced errors (each formatted
   * as `tessera check` prints it) gets them back in the overlay through the tag's page id.
   */
  pageScript(renderErrors?: readonly string[]): string;
  /** `html` with {@link pageScript} put before `</head>` (or at the end when there is none). */
  inject(html: string, renderErrors?: readonly string[]): string;
  /** Stops watching and ends every open stream. */
  close(): void;
}

const HEARTBEAT_MS = 15_000;
/** Pages' render errors kept (by page id) until the next change; the oldest go first. */
const KEPT_PAGES = 200;

const eventsQuery = z.object({
  page: z
    .string()
    .regex(/^[a-f0-9]{16}$/, 'page must be the id a page script carries')
    .optional(),
});

/** One Server-Sent Event: its name and a JSON payload. */
function eventText(name: string, payload: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
}

/**
 * Watches `theme.dir` and tells every open page what a save means: `css` with the new stylesheet
 * URLs when only stylesheets changed (the page swaps them without reloading), `errors` with the
 * theme's errors when it has any (the page shows them over itself), otherwise `reload`. A page
 * connecting gets `errors` at once: the theme's and those of its own render (possibly none).
 */
export function createDevReload(options: DevReloadOptions): DevReload {
  const { theme } = options;
  const clients = new Set<{ res: Response; heartbeat: NodeJS.Timeout }>();
  const pageErrors = new Map<string, string[]>();
  let hadProblems = false;
  let queue: Promise<void> = Promise.resolve();

  const broadcast = (name: string, payload: unknown) => {
    const text = eventText(name, payload);
    for (const client of clients) client.res.write(text);
  };

  const handle = async (change: ThemeChange) => {
    theme.refresh();
    pageErrors.clear();
    options.onChange?.(change);
    let problems: string[];
    try {
      problems = await theme.problems();
    } catch (error) {
      options.onError?.(error);
      broadcast('reload', { files: change.files });
      return;
    }
    if (problems.length > 0) broadcast('errors', { errors: problems, files: change.files });
    else if (change.cssOnly && !hadProblems) {
      broadcast('css', { stylesheets: theme.stylesheets(), files: change.files });
    } else broadcast('reload', { files: change.files });
    hadProblems = problems.length > 0;
  };

  const watcher = watchTheme(theme.dir, { debounceMs: options.debounceMs });
  watcher.onChange((change) => {
    queue = queue.then(() => handle(change));
  });

  const router = Router();
  router.get(DEV_SCRIPT_PATH, (req, res, next) => {
    try {
      const query = req.originalUrl.indexOf('?');
      const target = `${options.clientUrl()}${query < 0 ? '' : req.originalUrl.slice(query)}`;
      res.set('Cache-Control', 'no-store').redirect(302, target);
    } catch (error) {
      next(error);
    }
  });
  router.get(DEV_EVENTS_PATH, async (req, res, next) => {
    const query = eventsQuery.safeParse(req.query);
    if (!query.success) {
      res.status(400).json({ error: 'invalid-query', message: query.error.issues[0].message });
      return;
    }
    let problems: string[];
    try {
      await queue;
      problems = await theme.problems();
    } catch (error) {
      next(error);
      return;
    }
    // `no-transform`: the compression middleware would hold events back to fill its blocks.
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    const own = query.data.page === undefined ? [] : (pageErrors.get(query.data.page) ?? []);
    res.write(`retry: 1000\n\n${eventText('errors', { errors: [...problems, ...own] })}`);
    const client = {
      res,
      heartbeat: setInterval(() => res.write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS),
    };
    client.heartbeat.unref();
    clients.add(client);
    req.on('close', () => {
      clearInterval(client.heartbeat);
      clients.delete(client);
    });
  });

  const pageScript = (renderErrors: readonly string[] = []): string => {
    if (renderErrors.length === 0) return `<script type="module" src="${DEV_SCRIPT_PATH}"></script>`;
    const id = createHash('sha256').update(renderErrors.join('\0')).digest('hex').slice(0, 16);
    pageErrors.delete(id);
    pageErrors.set(id, [...renderErrors]);
    if (pageErrors.size > KEPT_PAGES) pageErrors.delete(pageErrors.keys().next().value as string);
    return `<script type="module" src="${DEV_SCRIPT_PATH}?page=${id}"></script>`;
  };

  return {
    router,
    pageScript,
    inject(html, renderErrors = []) {
      const tag = pageScript(renderErrors);
      const head = html.search(/<\/head>/i);
      return head < 0 ? `${html}${tag}` : `${html.slice(0, head)}${tag}\n${html.slice(head)}`;
    },
    close() {
      watcher.close();
      for (const client of clients) {
        clearInterval(client.heartbeat);
        client.res.end();
      }
      clients.clear();
    },
  };
}
