// Loads a built-in widget template (formatters/templates/NAME.jsont) once and compiles it on first use.
import { readFileSync } from 'node:fs';
import { compile } from '../engine/index.js';
import type { Template } from '../engine/types.js';

/**
 * Reads `templates/NAME.jsont` now and returns a getter that compiles it on its first call, so a
 * page that never shows the widget pays nothing. Templates are compiled with the built-in
 * formatters and predicates only: the social and forms widgets need no others, and using the full
 * registry would make this module import the index that imports it.
 */
export function widgetTemplate(name: string): () => Template {
  // Files end with a newline like every text file; the widgets' markup does not.
  const source = readFileSync(new URL(`./templates/${name}.jsont`, import.meta.url), 'utf8').replace(
    /\n$/,
    '',
  );
  let template: Template | undefined;
  return () => {
    if (template === undefined) {
      const result = compile(source, { name: `${name}.jsont` });
      const problems = result.errors.filter((error) => error.severity === 'error');
      // A broken built-in template is a bug of ours; failing loudly beats rendering half a widget.
      if (problems.length > 0) throw new Error(`${name}.jsont: ${problems[0].message}`);
      template = result.template;
    }
    return template;
  };
}
