// Loads a commerce widget template (formatters/templates/NAME.jsont) once and compiles it on first use.
import { readFileSync } from 'node:fs';
import { compile } from '../engine/index.js';
import type { Formatter, FormatterTable, Template } from '../engine/types.js';

/** A widget's compiled template, made on first call. */
export type WidgetTemplate = () => Template;

/**
 * Reads `templates/NAME.jsont` now and returns a getter that compiles it on its first call, so a
 * page that never shows the widget pays nothing. `formatters` is asked for at that first call: the
 * commerce widgets call each other (`product-checkout`) and `message`, and asking late lets the
 * table that lists the widgets also be the one their templates compile with.
 */
export function widgetTemplate(name: string, formatters: () => FormatterTable): WidgetTemplate {
  // Files end with a newline like every text file; the widgets' markup does not, and widgets are
  // printed back to back (`product-checkout`), so a stray newline would show.
  const source = readFileSync(new URL(`./templates/${name}.jsont`, import.meta.url), 'utf8').replace(
    /\n$/,
    '',
  );
  let template: Template | undefined;
  return () => {
    if (template === undefined) {
      const result = compile(source, { formatters: formatters(), name: `${name}.jsont` });
      const problems = result.errors.filter((error) => error.severity === 'error');
      // A broken built-in template is a bug of ours; failing loudly beats rendering half a widget.
      if (problems.length > 0) throw new Error(`${name}.jsont: ${problems[0].message}`);
      template = result.template;
    }
    return template;
  };
}

/**
 * The compile-time check of a widget that reads only the item it formats: the reference ignores
 * stray arguments, so a warning is the most a theme may get.
 */
export function noArgs(name: string): (args: string[]) => string | undefined {
  return (args) =>
    args.length === 0 ? undefined : `${name} takes no arguments; it renders the item it formats`;
}

/**
 * A widget that renders its template over the formatted item itself. The template sees the whole
 * page below the item, as themes expect (the add-to-cart button reads `localizedStrings`).
 */
export function itemWidget(name: string, template: WidgetTemplate): Formatter {
  const formatter: Formatter = (value, _args, ctx) => ctx.renderTemplate(template(), value);
  formatter.validateArgs = noArgs(name);
  return formatter;
}
