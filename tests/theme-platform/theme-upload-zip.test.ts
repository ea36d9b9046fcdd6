// Unpacking an uploaded theme zip: the theme folder (or its one top folder) written, and every hostile or oversized zip refused with a message naming why.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unpackThemeZip } from '../../server/theme-platform/theme-zip.js';
import { PLATFORM_FIXTURE } from './theme-dirs.js';
import { folderFiles, renamedEntry, zipOf } from './theme-zips.js';

const root = mkdtempSync(join(tmpdir(), 'tessera-theme-zip-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;
const target = () => join(root, `unpack-${++count}`);

const CONF = JSON.stringify({ name: 'Tiny', layouts: { default: { name: 'Default', regions: ['site'] } } });

describe('unpackThemeZip', () => {
  it('writes every file of the theme folder and counts them', async () => {
    const files = folderFiles(PLATFORM_FIXTURE);
    const into = target();
    const unpacked = await unpackThemeZip(await zipOf(files), into);
    expect(unpacked.dir).toBe(into);
    expect(unpacked.files).toBe(Object.keys(files).length);
    expect(readFileSync(join(into, 'styles', 'site.less'), 'utf8')).toContain('@accentColor: #c0392b;');
  });

  it('takes the theme from inside the one top folder a GitHub zip has, and skips macOS junk', async () => {
    const zip = await zipOf(
      { 'template.conf': CONF, 'site.region': '<p>hi</p>', '.DS_Store': 'junk', 'styles/.DS_Store': 'junk' },
      'base-template-master',
    );
    const withJunk = await zipOf({
      ...Object.fromEntries(
        Object.entries({ 'template.conf': CONF, 'site.region': '<p>hi</p>' }).map(([path, data]) => [
          `base-template-master/${path}`,
          data,
        ]),
      ),
      '__MACOSX/base-template-master/._site.region': 'junk',
    });
    for (const archive of [zip, withJunk]) {
      const into = target();
      const unpacked = await unpackThemeZip(archive, into);
      expect(unpacked.dir).toBe(join(into, 'base-template-master'));
      expect(unpacked.files).toBe(2);
      expect(existsSync(join(unpacked.dir, 'template.conf'))).toBe(true);
      expect(existsSync(join(into, '__MACOSX'))).toBe(false);
    }
  });

  it('refuses what is not a zip', async () => {
    await expect(unpackThemeZip(Buffer.from('not a zip at all'), target())).rejects.toThrow(
      'This file is not a zip archive. Upload the theme folder as a .zip file.',
    );
  });

  it('refuses paths that leave the folder: "..", absolute, a backslash drive', async () => {
    const good = await zipOf({ 'template.conf': CONF, 'xx/evil.txt': 'x', xxxxxxx: 'x', yyyyyyyyyy: 'y' });
    const cases: [string, string, RegExp][] = [
      ['xx/evil.txt', '../evil.txt', /"\.\.\/evil\.txt", a path that leads out of the folder/],
      ['xxxxxxx', '/etc/pw', /"\/etc\/pw", an absolute path/],
      ['yyyyyyyyyy', 'C:\\evil.xx', /"C:\\evil\.xx", an absolute path/],
    ];
    for (const [from, to, message] of cases) {
      const into = target();
      await expect(unpackThemeZip(renamedEntry(good, from, to), into)).rejects.toThrow(message);
      expect(existsSync(join(into, '..', 'evil.txt'))).toBe(false);
    }
  });

  it('refuses a symbolic link', async () => {
    const zip = await zipOf({
      'template.conf': CONF,
      'assets/passwd': { data: '/etc/passwd', mode: 0o120777 },
    });
    await expect(unpackThemeZip(zip, target())).rejects.toThrow(
      'The zip has a symbolic link at "assets/passwd": a theme zip may hold only plain files.',
    );
  });

  it('refuses more files than the limit, and more bytes than the limit, counted before and while inflating', async () => {
    const many = await zipOf({
      'template.conf': CONF,
      ...Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`assets/${i}.txt`, 'x'])),
    });
    await expect(unpackThemeZip(many, target(), { maxFiles: 5, maxUnpackedBytes: 10_000 })).rejects.toThrow(
      'The zip holds more than 5 files; a theme may have at most 5.',
    );
    const big = await zipOf({ 'template.conf': CONF, 'assets/zeros.bin': Buffer.alloc(3 * 1024 * 1024) });
    expect(big.length).toBeLessThan(20_000);
    await expect(
      unpackThemeZip(big, target(), { maxFiles: 10, maxUnpackedBytes: 2 * 1024 * 1024 }),
    ).rejects.toThrow('The zip unpacks to more than 2 MB; a theme may take at most 2 MB.');
    // A header that lies about the size (says 1 byte) is not believed: the inflated bytes are.
    const lying = Buffer.from(big);
    const size = Buffer.alloc(4);
    size.writeUInt32LE(3 * 1024 * 1024);
    let at = lying.indexOf(size);
    while (at >= 0) {
      lying.writeUInt32LE(1, at);
      at = lying.indexOf(size, at + 4);
    }
    await expect(
      unpackThemeZip(lying, target(), { maxFiles: 10, maxUnpackedBytes: 2 * 1024 * 1024 }),
    ).rejects.toThrow(/damaged|more than 2 MB/);
  });

  it('refuses a zip without template.conf at its top or in its one top folder', async () => {
    const zip = await zipOf({ 'theme/template.conf': CONF, 'README.md': '# a theme' });
    await expect(unpackThemeZip(zip, target())).rejects.toThrow(
      'The zip has no template.conf: a theme folder has template.conf at its top (or inside one top folder).',
    );
  });
});
