// Copies the non-TypeScript files the built code reads at run time (JSON-T widget templates) into dist/.
import { cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ASSET_FOLDERS = ['formatters/templates'];

for (const folder of ASSET_FOLDERS) {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) continue;
  const files = readdirSync(folder).filter((name) => name.endsWith('.jsont'));
  for (const name of files) cpSync(join(folder, name), join('dist', folder, name));
  console.log(`copied ${files.length} files from ${folder} to dist/${folder}`);
}
