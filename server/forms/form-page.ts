// Shows a page again after a plain (JavaScript-off) form post failed: the page's form with its answers and messages.
import type { Request, Response } from 'express';
import { FORM_MESSAGES } from '../../domain/forms/messages.js';
import type { AppDeps } from '../app-deps.js';
import { cartOwner } from '../commerce/cart/request-cart.js';
import { crumbFor } from '../http/crumb.js';
import { accessFromCookies } from '../site/access/access-cookies.js';
import { loadVisitorCart } from '../site/context/cart-context.js';
import { FORM_STATE, type FormBlockState } from '../site/context/form-block.js';
import { pageContext } from '../site/context/page-context.js';
import type { PageRequest } from '../site/context/page-view.js';
import { loadSiteData } from '../site/context/site-data.js';
import { visitorReads } from '../site/context/guarded-reads.js';
import { siteReads } from '../site/context/site-reads.js';
import { siteUserOf } from '../members/request-member.js';
import { readAssetManifest } from '../site/render/asset-manifest.js';
import { defaultAssetsDir, defaultThemeDir } from '../site/render/paths.js';
import { escapeHtml } from '../site/render/escape.js';
import { websiteTheme, type WebsiteTheme } from '../theme-platform/site/website-theme.js';
import { pageOutcome } from '../site/service.js';
import { publicBaseUrl } from '../site/website/public-base-url.js';
import { websiteRecordOf } from '../site/website/request-website.js';

/** Where the theme and the built runtime are (defaults: `templates/` and `dist/public/assets`). */
export interface FormPageOptions {
  themeDir?: string;
  assetsDir?: string;
}

/** Answers a failed plain post: the page at `path` with the form's state, with `status`. */
export type FormPageRenderer = (
  req: Request,
  res: Response,
  path: string,
  state: FormBlockState,
  status: number,
) => Promise<void>;

/** A bare page for a post whose page cannot show the form again (no script, no inline style: the CSP allows neither). */
function barePage(path: string, state: FormBlockState): string {
  const messages = [state.message, ...Object.values(state.errors)].filter((text) => text !== '');
  const unique = [...new Set(messages.length > 0 ? messages : [FORM_MESSAGES.invalid])];
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Form not sent</title></head>
<body><main><h1>Your form was not sent</h1>${unique.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}<p><a href="${escapeHtml(path)}">Go back to the form</a></p></main></body>
</html>
`;
}

/**
 * A renderer of the website's page at a path with a form's answers and messages in it (the form
 * block reads them under FORM_STATE, which no URL can set). The page is read from the database,
 * never from the shared-page cache, and sent `no-store`. When the path is not a page showing that
 * form, a bare page lists the messages with a link back.
 */
export function createFormPageRenderer(deps: AppDeps, options: FormPageOptions = {}): FormPageRenderer {
  let themeOf: WebsiteTheme | undefined;
  const reads = siteReads(deps.db.knex);

  return async function renderFormPage(req, res, path, state, status) {
    res.set('Cache-Control', 'no-store');
    const website = websiteRecordOf(req);
    const url = new URL(path, 'http://site.invalid');
    if (website !== undefined) {
      // The website's theme (uploaded, THEME_DIR or built-in), as the page was shown before the post.
      themeOf ??= websiteTheme(
        deps,
        readAssetManifest(options.assetsDir ?? defaultAssetsDir()),
        options.themeDir ?? defaultThemeDir(),
      );
      const now = new Date();
      const request: PageRequest = {
        site: await loadSiteData(reads, website),
        path: url.pathname,
        query: { ...Object.fromEntries(url.searchParams), [FORM_STATE]: state } as Record<string, unknown>,
        baseUrl: await publicBaseUrl(deps, website),
        crumb: crumbFor(req),
        cartOwner: cartOwner(req),
        now,
        access: accessFromCookies(req, now.getTime()),
        isOwner: req.account?.role !== undefined,
        // A member posting a form on a members-only page gets that page back, not the sign-in form.
        ...(await siteUserOf(deps.db.knex, req, website.id)),
      };
      const cart = await loadVisitorCart(deps.db.knex, request.cartOwner);
      const guarded = visitorReads(reads, request);
      const outcome = await pageOutcome(deps.db.knex, guarded, request, cart);
      if ('view' in outcome) {
        const theme = await themeOf(website);
        const html = await theme.render({
          view: outcome.view,
          context: pageContext(request, outcome.view, cart),
          request,
          reads: guarded,
        });
        if (html.includes(`data-form-id="${escapeHtml(state.formId)}"`)) {
          res.status(status).type('html').send(html);
          return;
        }
      }
    }
    res
      .status(status)
      .type('html')
      .send(barePage(`${url.pathname}${url.search}`, state));
  };
}
