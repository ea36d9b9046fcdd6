// Work a database handle's users finish before it closes: buffered writers write what they hold.
import type { Knex } from 'knex';

type Hook = () => Promise<void>;

const hooks = new WeakMap<Knex, Set<Hook>>();

/**
 * Runs `hook` when `knex`'s database is closed, before its connections go (the buffered writers'
 * flush: events appended just before a shutdown, or a test's end, are written, not dropped with a
 * warning). Returns a function that takes the hook back.
 */
export function beforeClose(knex: Knex, hook: Hook): () => void {
  let set = hooks.get(knex);
  if (set === undefined) {
    set = new Set();
    hooks.set(knex, set);
  }
  set.add(hook);
  return () => {
    set.delete(hook);
  };
}

/**
 * Runs every hook of `knex` once, one after another in the order they came (a few flushes); a hook
 * that fails does not stop the others or the close.
 */
export async function runBeforeClose(knex: Knex): Promise<void> {
  const set = hooks.get(knex);
  if (set === undefined) return;
  hooks.delete(knex);
  for (const hook of set) await hook().catch(() => undefined);
}
