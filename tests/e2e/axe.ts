// axe-core in a Chromium tab: the serious and critical accessibility violations of the page as it is now.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { projectRoot } from '../../server/site/render/paths.js';

const AXE = readFileSync(join(projectRoot(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/**
 * Serious and critical axe-core violations, as `id (impact): targets`. axe-core is evaluated
 * through the debugger protocol rather than added as an inline script, so the page's
 * Content-Security-Policy (no inline script) does not stop it and any tab can be checked.
 */
export async function axeViolations(tab: Page | Frame): Promise<string[]> {
  await tab.evaluate(AXE);
  return tab.evaluate(async () => {
    interface AxeViolation {
      id: string;
      impact: string | null;
      nodes: { target: string[] }[];
    }
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations } = await axe.run();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
  });
}
