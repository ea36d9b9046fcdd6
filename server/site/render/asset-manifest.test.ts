// Tests of reading the runtime's manifest: read once, and a clear message when the build is missing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAssetManifest } from './asset-manifest.js';

describe('readAssetManifest', () => {
  it('says to build when there is no manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-assets-'));
    expect(() => readAssetManifest(dir)).toThrow(
      /The browser assets are not built: .*manifest\.json is missing\. Run `npm run build`/,
    );
  });

  it('reads the boot script and stylesheet once and remembers them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-assets-'));
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({ boot: '/assets/boot-A.js', css: '/assets/islands-B.css' }),
    );
    expect(readAssetManifest(dir)).toEqual({ boot: '/assets/boot-A.js', css: '/assets/islands-B.css' });
    rmSync(join(dir, 'manifest.json'));
    expect(readAssetManifest(dir).boot).toBe('/assets/boot-A.js');
  });

  it('refuses a manifest without the boot script', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-assets-'));
    writeFileSync(join(dir, 'manifest.json'), '{"css": "/assets/x.css"}');
    expect(() => readAssetManifest(dir)).toThrow(/names no boot script/);
  });
});
