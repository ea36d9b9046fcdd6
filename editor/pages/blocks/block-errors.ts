// Field messages of a save, local or the server's 400 (`blocks.3.href`), tied to blocks by id so they follow a moved block.
import type { Block } from '../../../domain/owner-api/blocks.js';
import type { OwnerSchemas } from '../../api/schemas.js';

/** The messages of one save: per block id (keyed by the field's path in the block), and the rest. */
export interface BlockErrors {
  byBlock: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** Messages about the list itself (too many blocks) or fields the editor cannot place. */
  general: readonly string[];
}

/** No messages. */
export const NO_BLOCK_ERRORS: BlockErrors = { byBlock: new Map(), general: [] };

/**
 * What the server would refuse in `blocks`, as the owner API's `fields` (`blocks.3.href` → its
 * first message), checked with the same schema so most mistakes are shown without a round trip.
 * `path` names the list as the server does (`blockFields.sidebarBlocks` for a block area's).
 */
export function checkBlocks(
  blocks: readonly Block[],
  schemas: OwnerSchemas,
  path = 'blocks',
): Record<string, string> {
  const parsed = schemas.blocksSchema.safeParse(blocks);
  const fields: Record<string, string> = {};
  if (parsed.success) return fields;
  for (const issue of parsed.error.issues) {
    const key = [path, ...issue.path.map(String)].join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Ties a save's `fields` to the blocks that were sent: `blocks.3.href` becomes block `blocks[3].id`,
 * field `href`. Index-based keys must be read against the list as it was sent, not as it is now.
 * `path` names the list sent (`blockFields.sidebarBlocks.3.href` for a block area's).
 */
export function blockErrorsOf(
  fields: Readonly<Record<string, string>>,
  sent: readonly Block[],
  path = 'blocks',
): BlockErrors {
  const byBlock = new Map<string, Record<string, string>>();
  const general: string[] = [];
  const prefix = `${path}.`;
  for (const [key, message] of Object.entries(fields)) {
    const match = key.startsWith(prefix) ? /^(\d+)(?:\.(.+))?$/.exec(key.slice(prefix.length)) : null;
    const block = match === null ? undefined : sent[Number(match[1])];
    if (match === null || block === undefined) {
      general.push(message);
      continue;
    }
    const field = match[2] ?? '';
    const messages = byBlock.get(block.id) ?? {};
    messages[field] ??= message;
    byBlock.set(block.id, messages);
  }
  return { byBlock, general };
}
