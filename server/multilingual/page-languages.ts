// The language parts of a page's context: the page's language, the header's switcher and the head's hreflang alternates.
import { localizedPath, nativeLanguageName } from '../../domain/site-languages.js';
import { PAGE_TEMPLATES, type PageRequest, type PageView } from '../site/context/page-view.js';
import { resolveRoute } from '../site/routing/resolve-route.js';

/** One link of the switcher, or one alternate. */
interface LanguageLink {
  tag: string;
  name: string;
  href: string;
  current: boolean;
}

/**
 * `pageLanguage` (`<html lang>`: the address's language, else the website's), and on a site with
 * more than one language `languageSwitcher.links` (each language's version of this page, or of its
 * home page where the page is not translated, e.g. a product) and `languageAlternates` (absolute
 * URLs with `x-default` for the primary language, on translatable pages only).
 */
export function languageContext(request: PageRequest, view: PageView): Record<string, unknown> {
  const primary = request.site.website.language;
  const extra = request.site.languages ?? [];
  const pageLanguage = request.language ?? primary;
  const homeUrl = localizedPath('/', request.language);
  if (extra.length === 0) return { pageLanguage, homeUrl };
  const translatable = view.template === PAGE_TEMPLATES.page && view.status === 200;
  const target = translatable ? request.path : '/';
  const links: LanguageLink[] = [undefined, ...extra].map((tag) => ({
    tag: tag ?? primary,
    name: nativeLanguageName(tag ?? primary),
    href: localizedPath(target, tag),
    current: tag === request.language,
  }));
  const alternates = translatable
    ? [
        ...links.map((link) => ({ hreflang: link.tag, href: `${request.baseUrl}${link.href}` })),
        { hreflang: 'x-default', href: `${request.baseUrl}${request.path}` },
      ]
    : [];
  return { pageLanguage, homeUrl, languageSwitcher: { links }, languageAlternates: alternates };
}

/** A menu link as the templates read it (server/site/context/navigation.ts). */
interface MenuLink {
  fullUrl: string;
  external: boolean;
  items: MenuLink[];
}

/**
 * The menus of a page in another language: links to the site's pages lead to their translation
 * (`/about` → `/fr/about`), so a visitor stays in the language; other links are unchanged.
 */
export function localizedMenus<T extends Record<string, unknown[]>>(menus: T, request: PageRequest): T {
  const { language } = request;
  if (language === undefined) return menus;
  const walk = (links: MenuLink[]): MenuLink[] =>
    links.map((link) => ({
      ...link,
      fullUrl:
        !link.external &&
        link.fullUrl.startsWith('/') &&
        resolveRoute(link.fullUrl, request.site.map).kind === 'page'
          ? localizedPath(link.fullUrl, language)
          : link.fullUrl,
      items: walk(link.items),
    }));
  return Object.fromEntries(
    Object.entries(menus).map(([name, links]) => [name, walk(links as MenuLink[])]),
  ) as T;
}
