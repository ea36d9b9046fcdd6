// xmllint (Debian's libxml2-utils) for the suites that validate the site's XML against its schema; absent, those tests are skipped and say so.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where xmllint is, if this machine has it (`.ci/run` installs libxml2-utils when it is missing). */
export const XMLLINT = ['/usr/bin/xmllint', '/usr/local/bin/xmllint', '/opt/homebrew/bin/xmllint'].find(
  (path) => existsSync(path),
);

/** Why the schema tests did not run, for their names. */
export const XMLLINT_MISSING = 'skipped: xmllint not found (apt-get install libxml2-utils)';

/** The folder of the sitemaps.org schemas (fixtures/sitemaps, with their NOTICE). */
export const SITEMAP_SCHEMAS = join(import.meta.dirname, '..', '..', 'fixtures', 'sitemaps');

/**
 * Validates `xml` against the XSD `schema` with xmllint (only that it is well-formed XML without
 * one); resolves with its report, or throws with it when the document is not valid.
 */
export function validateWithXmllint(xml: string, schema?: string): string {
  if (XMLLINT === undefined) throw new Error(XMLLINT_MISSING);
  const file = join(mkdtempSync(join(tmpdir(), 'tessera-xml-')), 'document.xml');
  writeFileSync(file, xml);
  try {
    const against = schema === undefined ? [] : ['--schema', schema];
    return execFileSync(XMLLINT, ['--noout', '--nonet', ...against, file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const failure = error as { stderr?: string; stdout?: string };
    throw new Error(`xmllint refused the document:\n${failure.stderr ?? ''}${failure.stdout ?? ''}`);
  }
}
