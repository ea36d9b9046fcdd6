// A website's theme as the Theme screen and the owner API read and write it: the uploaded theme folders (zip), the active one, and its tweak values.
import { z } from 'zod';

/** The multipart field `POST /api/owner/themes` reads the zip from. */
export const THEME_UPLOAD_FIELD = 'theme';
/** The largest theme zip taken, in bytes. */
export const MAX_THEME_ZIP_BYTES = 20 * 1024 * 1024;
/** The most files a theme zip may hold (folders not counted). */
export const MAX_THEME_FILES = 2000;
/** The most bytes a theme zip may unpack to. */
export const MAX_THEME_UNPACKED_BYTES = 100 * 1024 * 1024;

/** The error codes of a refused upload. */
export const THEME_CHECK_FAILED_ERROR = 'theme-check-failed';
export const THEME_ZIP_INVALID_ERROR = 'theme-zip-invalid';
export const THEME_TOO_LARGE_ERROR = 'theme-too-large';

/** One problem `tessera check` found in an uploaded theme. */
export const themeProblemSchema = z.object({
  /** Relative to the theme folder: `styles/site.less`, `collections/blog.list`. */
  file: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  /** The source lines around the problem with a caret, when the file's text is known. */
  excerpt: z.string().optional(),
  /** What `tessera check` prints for it: `file:line:column: error: message` and the excerpt. */
  text: z.string(),
});
export type ThemeProblem = z.infer<typeof themeProblemSchema>;

/** An uploaded theme folder of this website. */
export const themeSummarySchema = z.object({
  id: z.string(),
  /** template.conf's `name`. */
  name: z.string(),
  /** template.conf's `author` ('' when it has none). */
  author: z.string(),
  /** The zip's file name as uploaded. */
  fileName: z.string(),
  /** Files in the theme folder. */
  files: z.number().int(),
  /** The zip's size in bytes. */
  sizeBytes: z.number().int(),
  /** Warnings `tessera check` gave (errors refuse the upload). */
  warnings: z.number().int(),
  uploadedAt: z.string(),
  /** The uploader's display name, or null when their account is gone. */
  uploadedBy: z.string().nullable(),
  /** Whether the live site shows this theme. */
  active: z.boolean(),
});
export type ThemeSummary = z.infer<typeof themeSummarySchema>;

/** `GET /api/owner/themes` and `PUT /api/owner/themes/active`. */
export const themesReplySchema = z.object({
  themes: z.array(themeSummarySchema),
  /** The active uploaded theme's id; null when the site shows the built-in theme. */
  activeThemeId: z.string().nullable(),
  /** The built-in theme's name, as its template.conf gives it. */
  builtInName: z.string(),
});
export type ThemesReply = z.infer<typeof themesReplySchema>;

/** `POST /api/owner/themes` (201): the stored theme and the warnings `tessera check` gave. */
export const themeUploadReplySchema = z.object({
  theme: themeSummarySchema,
  warnings: z.array(themeProblemSchema),
});
export type ThemeUploadReply = z.infer<typeof themeUploadReplySchema>;

/** The 422 of an upload `tessera check` failed: nothing was stored. */
export const themeRefusalSchema = z.object({
  error: z.literal(THEME_CHECK_FAILED_ERROR),
  message: z.string(),
  problems: z.array(themeProblemSchema),
});
export type ThemeRefusal = z.infer<typeof themeRefusalSchema>;

/** `PUT /api/owner/themes/active`: the uploaded theme to show, or null for the built-in theme. */
export const activeThemeInputSchema = z.object({
  themeId: z.string().trim().min(1).nullable(),
});

/** A tweak variable of the theme's LESS, with this website's value for it. */
export const themeTweakSchema = z.object({
  /** Without `@`. */
  name: z.string(),
  /** `color`, `value`, `dropdown`, `checkbox`, `font`, `image`, … as the stylesheet's tweak comment says. */
  type: z.string(),
  /**
   * `variable` (a LESS variable), `class` (a `<body>` class: dropdowns and checkboxes without a
   * variable) or `rule` (a font's or an image's rule, given declarations).
   */
  kind: z.enum(['variable', 'class', 'rule']),
  title: z.string(),
  /** The Theme styles panel's group: the comment's `category`, else `General`. */
  category: z.string(),
  /** The control's label: the comment's `label`, else the title. */
  label: z.string(),
  /** The `<body>` class base of a dropdown or checkbox (`tweak-header-layout`), else null. */
  classBase: z.string().nullable(),
  /** The value written in the stylesheet. */
  default: z.string(),
  /** This website's value; null when it keeps the default. */
  value: z.string().nullable(),
  /** `styles/site.less:12`. */
  declaredAt: z.string(),
  /** The rest of the tweak comment (min, max, step, options…). */
  options: z.record(z.string(), z.unknown()),
});
export type ThemeTweak = z.infer<typeof themeTweakSchema>;

/** `GET` and `PUT /api/owner/themes/{themeId}/tweaks`. */
export const themeTweaksReplySchema = z.object({
  themeId: z.string(),
  tweaks: z.array(themeTweakSchema),
});
export type ThemeTweaksReply = z.infer<typeof themeTweaksReplySchema>;

/** `PUT /api/owner/themes/{themeId}/tweaks`: every overridden value by name; a name left out keeps its default. */
export const themeTweaksInputSchema = z.object({
  values: z.record(z.string().regex(/^[\w-]+$/), z.string().max(200)),
});

/** `POST /api/owner/themes/{themeId}/tweaks/preview`: the stylesheet and `<body>` tweak classes with unsaved values. */
export const themeTweakPreviewSchema = z.object({
  themeId: z.string(),
  /** The theme's compiled CSS with the values given (the others at their defaults). */
  css: z.string(),
  /** The dropdown and checkbox tweaks' `<body>` classes with those values. */
  bodyClasses: z.array(z.string()),
});
export type ThemeTweakPreview = z.infer<typeof themeTweakPreviewSchema>;
