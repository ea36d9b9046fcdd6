// Response security headers (helmet): a Content-Security-Policy with no inline script, HSTS in production.
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { EMBED_HOSTS } from '../../domain/embed-hosts.js';

/** Options of {@link securityHeaders}. */
export interface SecurityHeadersOptions {
  /** Production runs behind HTTPS: send HSTS and ask browsers to upgrade insecure requests. */
  production?: boolean;
  /** Extra sources per directive (e.g. a captcha host in `script-src`), added to the defaults. */
  extraSources?: Readonly<Record<string, readonly string[]>>;
}

/** The SHA-256 of react-colorful's injected `<style>` (its rules also ship in editor/design/design.css). */
export const COLOUR_PICKER_STYLE_HASH = "'sha256-I2px+fnpbN4E5+Djrj7aoTIyq9yyREkuVl19f4Sye9A='";

/**
 * The directives every page is served with. Scripts and styles only from the site itself (the
 * engine compiles templates without `eval`, islands boot from a bundled file), images also as
 * `data:` URLs, no plugins, no `<base>` hijacking, framed only by the site itself (the editor),
 * framing only the site itself and the players and maps embed blocks may show (domain/embed-hosts.ts).
 * Extra sources are added once each.
 */
export function cspDirectives(
  production: boolean,
  extraSources: Readonly<Record<string, readonly string[]>> = {},
): Record<string, string[] | null> {
  const directives: Record<string, string[] | null> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // …and the one stylesheet the editor's colour picker (react-colorful) injects, by its hash
    // (tests/security/colour-picker-style.test.tsx fails when a new version changes it).
    'style-src': ["'self'", COLOUR_PICKER_STYLE_HASH],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The captcha's proof-of-work worker is served from the site itself (server/captcha).
    'worker-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    'frame-src': ["'self'", ...EMBED_HOSTS.map((host) => `https://${host}`)],
  };
  for (const [name, sources] of Object.entries(extraSources)) {
    directives[name] = [...new Set([...(directives[name] ?? []), ...sources])];
  }
  if (production) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * helmet's headers with Tessera's Content-Security-Policy; `Strict-Transport-Security` only in
 * production (a local `http://` run must not pin HTTPS), and a referrer policy that still lets a
 * site's own analytics see where visitors came from.
 */
export function securityHeaders({
  production = false,
  extraSources = {},
}: SecurityHeadersOptions = {}): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(production, extraSources) },
    strictTransportSecurity: production ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // None of these headers depends on the request (no nonces, no per-request directives), so
  // helmet's dozen middlewares run once, here, and every response gets their recorded result.
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      set.push([name, String(value)]);
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  let done = false;
  headers({} as Request, recorder as unknown as Response, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish at once: its headers cannot be recorded.');
  return function setSecurityHeaders(_req, res, next) {
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
    next();
  };
}
