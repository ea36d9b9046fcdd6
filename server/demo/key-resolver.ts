// Turns the fixtures' `…Key` references (imageKey, formKey, productKeys…) into the ids of the rows made.
import { DemoFixtureError, describeField } from './fixture-error.js';

/** What a fixture key can name, and each namespace's key → id table. */
export interface KeyTables {
  image: ReadonlyMap<string, string>;
  form: ReadonlyMap<string, string>;
  collection: ReadonlyMap<string, string>;
  page: ReadonlyMap<string, string>;
  mailingList: ReadonlyMap<string, string>;
  product: ReadonlyMap<string, string>;
}

// `imageKey`, `productKeys`, or with a prefix naming the role: `homePageKey`, `logoImageKey`.
const REFERENCE =
  /^(|[a-z][A-Za-z]*?)(image|Image|form|Form|collection|Collection|page|Page|mailingList|MailingList|product|Product)Key(s?)$/;

/**
 * A copy of `value` where every `<kind>Key: "k"` member becomes `<kind>Id: "<id>"` and every
 * `<kind>Keys: [...]` becomes `<kind>Ids: [...]` (kinds: image, form, collection, page,
 * mailingList, product), also after a prefix (`homePageKey` → `homePageId`). Other members,
 * `siteKey` among them, are copied as they are.
 *
 * @throws DemoFixtureError naming `file` and the member when a key names nothing.
 */
export function resolveKeys(
  value: unknown,
  tables: KeyTables,
  file: string,
  path: readonly PropertyKey[] = [],
): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => resolveKeys(item, tables, file, [...path, index]));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [member, item] of Object.entries(value)) {
    const match = REFERENCE.exec(member);
    if (match === null) {
      out[member] = resolveKeys(item, tables, file, [...path, member]);
      continue;
    }
    const [, prefix, name, plural] = match;
    const kind = `${name[0].toLowerCase()}${name.slice(1)}` as keyof KeyTables;
    const many = plural === 's';
    const keys = many ? item : [item];
    if (!Array.isArray(keys) || keys.some((key) => typeof key !== 'string')) {
      throw new DemoFixtureError(
        file,
        describeField([...path, member]),
        `Give ${many ? 'a list of keys' : 'a key'}.`,
      );
    }
    const ids = (keys as string[]).map((key) => {
      const id = tables[kind].get(key);
      if (id === undefined)
        throw new DemoFixtureError(file, describeField([...path, member]), `No ${kind} "${key}".`);
      return id;
    });
    out[`${prefix}${name}Id${many ? 's' : ''}`] = many ? ids : ids[0];
  }
  return out;
}
