// Hot-path SQL as named prepared statements on a PostgreSQL server: parsed and planned once per connection.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Most distinct texts given names. The texts are constants of the code, so a real process stays
 * far below; past it, a text runs unnamed (planned each time) rather than grow every connection.
 */
const MAX_NAMED_TEXTS = 500;

interface Statement {
  /** The statement's name on every connection: a hash of its text. */
  name: string;
  /** The text with `$1…$n` for knex's `?` placeholders. */
  text: string;
}

const statements = new Map<string, Statement | null>();

/** `sql`'s statement; null when too many texts are named already. */
function statementOf(sql: string): Statement | null {
  let statement = statements.get(sql);
  if (statement === undefined) {
    if (statements.size >= MAX_NAMED_TEXTS) return null;
    let at = 0;
    const text = sql.replace(/\?/g, () => `$${++at}`);
    statement = { name: `tessera_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
    statements.set(sql, statement);
  }
  return statement;
}

/** What a `pg` connection answers. */
interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * The rows `sql` returns with `bindings` (knex's `?` placeholders, one per value; no `??`, no `?`
 * inside literals). On a PostgreSQL server (`pg`), the statement is prepared once per connection
 * under a name derived from its text and executed from then on without parsing or planning again:
 * a query joining half a dozen tables spends most of its time being planned. Inside a transaction
 * it runs on the transaction's connection. On PGlite it runs as `knex.raw`.
 *
 * Only for SQL texts written in the code: every distinct text stays prepared on every connection.
 */
export async function queryRows<Row>(db: Knex, sql: string, bindings: readonly unknown[]): Promise<Row[]> {
  const client = db.client as Knex.Client & { config: { client?: unknown } };
  const statement = client.config.client === 'pg' ? statementOf(sql) : null;
  if (statement === null) {
    const result = await db.raw<{ rows: Row[] }>(sql, bindings as Knex.RawBinding[]);
    return result.rows;
  }
  const connection = (await client.acquireConnection()) as PgConnection;
  try {
    const result = await connection.query({
      name: statement.name,
      text: statement.text,
      values: [...bindings],
    });
    return result.rows as Row[];
  } finally {
    await client.releaseConnection(connection);
  }
}
