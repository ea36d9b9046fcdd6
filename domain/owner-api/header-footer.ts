// The site's header and footer as owners set them (GET/PUT /api/site-header-footer, SPEC §7): the schema, its messages, and how a stored value is read.
import { z } from 'zod';
import { LINK_FORMAT_MESSAGE } from '../owner-messages.js';
import { LINK_PATTERN, MAX_LINK_LENGTH } from './common-rules.js';
import { objectOr } from '../json-value.js';

/** How the header lays out the site's title and menu. */
export const HEADER_LAYOUTS = ['logo-left', 'logo-center'] as const;
/** A header layout. */
export type HeaderLayout = (typeof HEADER_LAYOUTS)[number];

/** The most characters of the footer's rich text (before sanitising). */
export const MAX_FOOTER_HTML = 20_000;

export const HEADER_FOOTER_MESSAGES = {
  announcementText: 'Please enter the announcement text.',
  buttonText: 'Please enter the button text.',
  buttonLink: 'Please enter the button’s link.',
  layout: (value: string) => `${value} is not one of the expected options.`,
} as const;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const optionalLink = z.union([
  z.literal(''),
  z.string().trim().max(MAX_LINK_LENGTH, LINK_FORMAT_MESSAGE).regex(LINK_PATTERN, LINK_FORMAT_MESSAGE),
]);

export const announcementBarSchema = z
  .object({
    enabled: z.boolean().default(false),
    text: text(200).default(''),
    /** Where the bar leads: `/a-page` or `https://…`; empty for no link. */
    url: optionalLink.default(''),
  })
  .refine((bar) => !bar.enabled || bar.text !== '', {
    message: HEADER_FOOTER_MESSAGES.announcementText,
    path: ['text'],
  });

export const headerButtonSchema = z
  .object({
    enabled: z.boolean().default(false),
    text: text(40).default(''),
    url: optionalLink.default(''),
  })
  .superRefine((button, ctx) => {
    if (!button.enabled) return;
    if (button.text === '')
      ctx.addIssue({ code: 'custom', message: HEADER_FOOTER_MESSAGES.buttonText, path: ['text'] });
    if (button.url === '')
      ctx.addIssue({ code: 'custom', message: HEADER_FOOTER_MESSAGES.buttonLink, path: ['url'] });
  });

export const headerSchema = z.object({
  layout: z
    .enum(HEADER_LAYOUTS, { error: (issue) => HEADER_FOOTER_MESSAGES.layout(String(issue.input)) })
    .default('logo-left'),
  announcementBar: announcementBarSchema.default({ enabled: false, text: '', url: '' }),
  /** The search link among the header's tools. */
  showSearch: z.boolean().default(true),
  /** The cart link among the header's tools. */
  showCart: z.boolean().default(true),
  /** A call-to-action button at the end of the header. */
  button: headerButtonSchema.default({ enabled: false, text: '', url: '' }),
});

export const footerSchema = z.object({
  /** Rich text; the server sanitises it like every owner HTML. */
  html: z.string().max(MAX_FOOTER_HTML, 'This text is too long.').default(''),
  /** The copyright line; empty shows `© <year> <site title>`. */
  copyright: text(200).default(''),
  /** The footer menu (the `footer` navigation). */
  showNavigation: z.boolean().default(true),
});

/** PUT /api/site-header-footer's body (SPEC §7: header, footer). */
export const headerFooterSchema = z.object({
  header: headerSchema.default(() => headerSchema.parse({})),
  footer: footerSchema.default(() => footerSchema.parse({})),
});

export type SiteHeader = z.output<typeof headerSchema>;
export type SiteFooter = z.output<typeof footerSchema>;
/** The header and footer as stored and answered, every field set. */
export type HeaderFooter = z.output<typeof headerFooterSchema>;
/** What a client sends. */
export type HeaderFooterInput = z.input<typeof headerFooterSchema>;

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A stored header and footer (WEBSITE_SETTINGS.site_header / site_footer, which older data and the
 * demo fill with more keys) read field by field: what is missing or of the wrong kind takes its
 * default, so a page always renders. `pagePath` turns the demo's `announcementBar.pageId` into a link.
 */
export function readHeaderFooter(
  storedHeader: unknown,
  storedFooter: unknown,
  pagePath: (pageId: string) => string | undefined = () => undefined,
): HeaderFooter {
  const header = objectOr(storedHeader);
  const footer = objectOr(storedFooter);
  const bar = objectOr(header.announcementBar);
  const button = objectOr(header.button);
  const layout = HEADER_LAYOUTS.find((value) => value === header.layout) ?? 'logo-left';
  const barUrl = str(bar.url) || (typeof bar.pageId === 'string' ? (pagePath(bar.pageId) ?? '') : '');
  return {
    header: {
      layout,
      announcementBar: { enabled: bar.enabled === true, text: str(bar.text), url: barUrl },
      showSearch: bool(header.showSearch, true),
      showCart: bool(header.showCart, true),
      button: { enabled: button.enabled === true, text: str(button.text), url: str(button.url) },
    },
    footer: {
      html: str(footer.html),
      copyright: str(footer.copyright),
      showNavigation: bool(footer.showNavigation, true),
    },
  };
}
