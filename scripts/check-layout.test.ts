// Runs scripts/check-layout.mjs on small throwaway projects and checks what it prints.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./check-layout.mjs', import.meta.url));
const roots: string[] = [];

/** A temporary project holding `files` (path → source); removed after each test. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'check-layout-'));
  roots.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

function run(root: string) {
  const result = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-layout', () => {
  it('accepts imports the layout table allows and counts the files', () => {
    const root = project({
      'engine/index.ts': "import { x } from './lexer.js';\nexport const y = x;\n",
      'engine/lexer.ts': 'export const x = 1;\n',
      'domain/money.ts': 'export const cents = 100;\n',
      'formatters/commerce.ts':
        "import type { Y } from '../engine/index.js';\nimport { cents } from '../domain/money.js';\n",
      'cli/main.ts': "import '../engine/index.js';\nimport '../server/app.js';\n",
      'server/app.ts': "export * from '../formatters/commerce.js';\n",
      'engine/node_modules/pkg/index.js': "import '../../../domain/money.js';\n",
    });
    const { status, stdout } = run(root);
    expect(stdout.trim()).toBe('layout ok (6 files)');
    expect(status).toBe(0);
  });

  it('reports a forbidden import with its file, line and path', () => {
    const root = project({
      'engine/render.ts': "// engine\nimport { cents } from '../domain/money.js';\n",
      'domain/money.ts': 'export const cents = 100;\n',
      'islands/cart.tsx': "const m = await import('../server/api.js');\n",
      'server/api.ts': 'export {};\n',
    });
    const { status, stderr } = run(root);
    expect(stderr).toContain(
      'engine/render.ts:2: folder engine may not import folder domain (../domain/money.js)',
    );
    expect(stderr).toContain(
      'islands/cart.tsx:1: folder islands may not import folder server (../server/api.js)',
    );
    expect(stderr).toContain('layout check failed (4 files)');
    expect(status).toBe(1);
  });

  it('reports a cycle between folders, even one the table allows edge by edge', () => {
    const root = project({
      'tests/helpers.ts': "export { measure } from '../bench/measure.js';\n",
      'bench/measure.ts':
        "import {\n  fixture,\n} from '../tests/fixture.js';\nexport const measure = fixture;\n",
      'tests/fixture.ts': 'export const fixture = 1;\n',
    });
    const { status, stderr } = run(root);
    expect(stderr).toContain('folder cycle: bench -> tests -> bench');
    expect(stderr).toContain('  bench/measure.ts:1: bench imports tests (../tests/fixture.js)');
    expect(stderr).toContain('  tests/helpers.ts:1: tests imports bench (../bench/measure.js)');
    expect(stderr).not.toContain('may not import');
    expect(status).toBe(1);
  });

  it('reports both the forbidden imports and the cycle they make', () => {
    const root = project({
      'domain/a.ts': "import { b } from '../formatters/b.js';\nexport const a = b;\n",
      'formatters/b.ts': "import { a } from '../domain/a.js';\nexport const b = 1;\n",
    });
    const { status, stderr } = run(root);
    expect(stderr).toContain(
      'domain/a.ts:1: folder domain may not import folder formatters (../formatters/b.js)',
    );
    expect(stderr).toContain('folder cycle: domain -> formatters -> domain');
    expect(status).toBe(1);
  });

  it('ignores imports written in comments, strings and template text', () => {
    const root = project({
      'engine/doc.ts': [
        "// import { a } from '../domain/a.js';",
        "/* export * from '../server/b.js'; */",
        'const example = "import x from \'../domain/c.js\'";',
        "const page = `<script type=module>import('../runtime/boot.js')</script>${example}`;",
        'const re = /import\\(/;',
        'export { example, page, re };',
        '',
      ].join('\n'),
    });
    const { status, stdout } = run(root);
    expect(stdout.trim()).toBe('layout ok (1 files)');
    expect(status).toBe(0);
  });

  it('catches the package importing itself by name', () => {
    const root = project({
      'package.json': JSON.stringify({
        name: 'tessera',
        exports: { './engine': { import: './dist/engine/index.js' } },
      }),
      'domain/money.ts': "import { compile } from 'tessera/engine';\n",
      'engine/index.ts': 'export const compile = 1;\n',
    });
    const { status, stderr } = run(root);
    expect(stderr).toContain(
      'domain/money.ts:1: folder domain may not import folder engine (tessera/engine)',
    );
    expect(status).toBe(1);
  });

  it('refuses a root that is not a directory', () => {
    const { status, stderr } = run(join(tmpdir(), 'check-layout-does-not-exist'));
    expect(stderr).toContain('is not a directory');
    expect(status).toBe(2);
  });
});
