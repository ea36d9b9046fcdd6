// The language parts of a page's context: the page's language, the header's switcher and the head's hreflang alternates.
import { localizedPath, nativeLanguageName } from '../../domain/site-languages.js';
import { PAGE_TEMPLATES, type PageRequest, type PageView } from '../site/context/page-view.js';

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
  if (extra.length === 0) return { pageLanguage };
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
  return { pageLanguage, languageSwitcher: { links }, languageAlternates: alternates };
}
