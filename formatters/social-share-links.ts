// `share-links` and `follow-links`: plain links to share an item and to follow the site, with no third-party script.
import { asString, getPath } from '../engine/index.js';
import type { Formatter } from '../engine/types.js';
import { followLinks, shareLinks, shareNetworks } from '../domain/share-links.js';
import { withoutArgs } from './social-args.js';
import { escapeAttribute, escapeText } from './social-html.js';

/** `base` + `path` when `path` is site-relative; `path` itself when it is already absolute. */
function absolute(base: string, path: string): string {
  if (path === '' || /^https?:\/\//i.test(path)) return path;
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * `{item|share-links}`: a list of links to share the item on the networks `website.shareButtonOptions`
 * switches on (each network's own share page, opened in a new tab; email as a mailto link), or ''
 * when none is on. The address is `website.baseUrl` + the item's `fullUrl`.
 */
export const shareLinksFormatter: Formatter = withoutArgs('share-links', (value, _args, ctx) => {
  const website = ctx.resolve(['website']);
  const networks = shareNetworks(getPath(website, ['shareButtonOptions']));
  if (networks.length === 0) return '';
  const base = asString(getPath(website, ['baseUrl']));
  const image = getPath(value, ['mainImage', 'assetUrl']) ?? getPath(value, ['assetUrl']);
  const links = shareLinks(networks, {
    url: absolute(base, asString(getPath(value, ['fullUrl']))),
    title: asString(getPath(value, ['title'])),
    ...(image === undefined || image === null ? {} : { imageUrl: absolute(base, asString(image)) }),
  });
  const items = links.map((link) => {
    const newTab = link.network === 'email' ? '' : ' target="_blank" rel="noopener noreferrer"';
    return (
      `<li><a class="share-link share-link--${link.network}" href="${escapeAttribute(link.href)}"` +
      ` aria-label="${escapeAttribute(link.label)}"${newTab}>${escapeText(link.name)}</a></li>`
    );
  });
  return `<ul class="share-links" aria-label="Share">${items.join('')}</ul>`;
});

/**
 * `{website.socialAccounts|follow-links}`: a list of links to the site's social profiles (accounts
 * without an http(s) profile address are left out), or '' when there are none.
 */
export const followLinksFormatter: Formatter = withoutArgs('follow-links', (value) => {
  const links = followLinks(value);
  if (links.length === 0) return '';
  const items = links.map(
    (link) =>
      `<li><a class="follow-link follow-link--${escapeAttribute(link.service)}" href="${escapeAttribute(link.href)}"` +
      ` aria-label="${escapeAttribute(link.label)}" rel="noopener me" target="_blank">${escapeText(link.name)}</a></li>`,
  );
  return `<ul class="follow-links" aria-label="Follow us">${items.join('')}</ul>`;
});
