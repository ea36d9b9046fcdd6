// The owner's URL mappings (GET/PUT /api/owner/url-mappings): the website's redirects as one text in Squarespace's format, checked line by line.
import { z } from 'zod';
import { MAX_URL_MAPPINGS_LENGTH, parseUrlMappings } from '../url-mappings.js';

/** The message of a text past the limit. */
export const URL_MAPPINGS_TOO_LONG = `Keep the URL mappings under ${MAX_URL_MAPPINGS_LENGTH.toLocaleString('en')} characters.`;

/**
 * What the owner saves: the whole text. Every refused line is its own problem, under the field
 * `text.N` (N its line number) with a message starting "Line N:".
 */
export const urlMappingsBodySchema = z.object({
  text: z
    .string({ error: 'Send the URL mappings as text.' })
    .max(MAX_URL_MAPPINGS_LENGTH, URL_MAPPINGS_TOO_LONG)
    .superRefine((text, ctx) => {
      for (const problem of parseUrlMappings(text).problems) {
        ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.line] });
      }
    })
    .describe(
      'One redirect a line: `/old-path -> /new-path 301` (or 302). `[name]` in the old path matches one segment and fills `[name]` in the new one; an old address with a query (`/shop?category=hats`) matches that query only; `/old?[query] -> /new?[query] 301` passes the query on. The first line that matches wins; blank lines are ignored.',
    ),
});

/** The mappings as saved. */
export const urlMappingsSchema = z.object({
  text: z.string().describe('The mappings, one a line, as saved.'),
  count: z.number().int().describe('How many mappings the text holds.'),
});

export type UrlMappingsBody = z.infer<typeof urlMappingsBodySchema>;
export type UrlMappings = z.infer<typeof urlMappingsSchema>;
