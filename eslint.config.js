// ESLint flat config: typescript-eslint's recommended rules (no type-aware rules, so it stays fast)
// plus the project's own: no default exports, `_` for unused names, and DESIGN.md's package limits.
import { defineConfig, globalIgnores } from 'eslint/config';
import { builtinModules } from 'node:module';
import tseslint from 'typescript-eslint';

const SOURCE_FILES = ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'];
const JS_FILES = ['**/*.{js,jsx,mjs,cjs}'];
const TEST_FILES = ['**/*.test.{ts,tsx}'];
/** Tools that load their configuration through a default export. */
const CONFIG_FILES = ['*.config.{ts,js,mjs,cjs}'];

/**
 * Packages a folder must not import (DESIGN.md, STYLE.md §1): only `engine/` knows chevrotain; the
 * engine, formatters and domain never know React; code that also runs in the browser knows no
 * server, SQL or Node built-ins (except in the unit tests beside the code, which run in Node).
 * Folder-to-folder imports are checked by scripts/check-layout.mjs.
 */
const REACT = ['react', 'react-dom'];
const SERVER_ONLY = ['express', 'knex', 'pg', '@electric-sql/pglite', ...builtinModules, 'node:*'];
const FORBIDDEN_PACKAGES = {
  engine: [...REACT],
  formatters: ['chevrotain', ...REACT],
  domain: ['chevrotain', ...REACT, ...SERVER_ONLY],
  islands: ['chevrotain', ...SERVER_ONLY],
  runtime: ['chevrotain', ...SERVER_ONLY],
  editor: ['chevrotain', ...SERVER_ONLY],
};

/** `no-restricted-imports` options forbidding each package and its subpaths. */
function forbid(packages, message) {
  return ['error', { patterns: [{ regex: `^(${packages.map(toRegex).join('|')})(/|$)`, message }] }];
}

function toRegex(name) {
  return name.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replace(/\*/g, '.*');
}

const packageLimits = [
  {
    name: 'tessera/chevrotain-only-in-engine',
    files: SOURCE_FILES,
    ignores: Object.keys(FORBIDDEN_PACKAGES).map((folder) => `${folder}/**`),
    rules: {
      'no-restricted-imports': forbid(['chevrotain'], 'Only engine/ imports chevrotain (STYLE.md §1).'),
    },
  },
  ...Object.entries(FORBIDDEN_PACKAGES).flatMap(([folder, packages]) => {
    const message = `DESIGN.md's layout keeps ${folder}/ free of this package.`;
    return [
      {
        name: `tessera/package-limits/${folder}`,
        files: [`${folder}/**`],
        rules: { 'no-restricted-imports': forbid(packages, message) },
      },
      {
        name: `tessera/package-limits/${folder}/tests`,
        files: TEST_FILES.map((pattern) => `${folder}/${pattern}`),
        rules: {
          'no-restricted-imports': forbid(
            packages.filter((name) => !SERVER_ONLY.includes(name)),
            message,
          ),
        },
      },
    ];
  }),
  {
    name: 'tessera/islands-do-no-io',
    files: ['islands/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Islands do no I/O: use the API client the runtime provides through context.',
        },
      ],
    },
  },
];

export default defineConfig(
  globalIgnores(['**/node_modules/', 'dist/', 'data/', 'coverage/', '.bench-results/']),
  {
    name: 'tessera/typescript-eslint',
    files: SOURCE_FILES,
    extends: [tseslint.configs.recommended],
  },
  {
    name: 'tessera/rules',
    files: SOURCE_FILES,
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Use a named export (STYLE.md §15: no default exports).',
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // TypeScript reports undefined names in .ts files; in plain JavaScript (Node scripts) ESLint must.
    name: 'tessera/javascript',
    files: JS_FILES,
    languageOptions: {
      globals: Object.fromEntries(Object.getOwnPropertyNames(globalThis).map((name) => [name, 'readonly'])),
    },
    rules: { 'no-undef': 'error' },
  },
  {
    // A theme's own scripts run in the visitor's browser, not in Node.
    name: 'tessera/theme-scripts',
    files: ['fixtures/themes/*/scripts/**/*.js'],
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', navigator: 'readonly', console: 'readonly' },
    },
  },
  {
    name: 'tessera/config-files',
    files: CONFIG_FILES,
    rules: { 'no-restricted-syntax': 'off' },
  },
  ...packageLimits,
);
