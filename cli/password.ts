// `tessera password --email E`: sets an owner's password from the server's shell, read from the terminal (not echoed) or from standard input.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.js';
import { runMigrations } from '../server/db/migrate.js';
import { openConfiguredDatabase } from '../server/serve.js';
import { passwordProblem, setPasswordByEmail } from '../server/setup/set-password.js';
import { EXIT } from './cli-error.js';
import type { Io } from './io.js';

/** The usage line of `tessera password`. */
export const PASSWORD_USAGE = 'tessera password --email EMAIL';

/** Reads one line from standard input; on a terminal, asks for it without echoing what is typed. */
async function readPassword(io: Io): Promise<string> {
  const input = process.stdin;
  if (input.isTTY) {
    io.err('New password: ');
    input.setRawMode(true);
    try {
      return await new Promise<string>((resolve, reject) => {
        let typed = '';
        const onData = (chunk: Buffer) => {
          for (const char of chunk.toString('utf8')) {
            if (char === '\r' || char === '\n') {
              input.off('data', onData);
              io.err('\n');
              resolve(typed);
              return;
            }
            if (char === '\u0003') {
              input.off('data', onData);
              reject(new Error('cancelled'));
              return;
            }
            typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
          }
        };
        input.on('data', onData);
        input.resume();
      });
    } finally {
      input.setRawMode(false);
      input.pause();
    }
  }
  const lines = createInterface({ input });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Sets the password of the account `--email` names; every session of the account ends. */
export async function runPassword(argv: string[], io: Io): Promise<number> {
  let email: string | undefined;
  try {
    email = parseArgs({ args: argv, options: { email: { type: 'string' } } }).values.email;
  } catch {
    email = undefined;
  }
  if (email === undefined || email.trim() === '') {
    io.err(`usage: ${PASSWORD_USAGE} (the new password is read from the terminal or standard input)\n`);
    return EXIT.usage;
  }
  const password = await readPassword(io);
  const problem = passwordProblem(password);
  if (problem !== undefined) {
    io.err(`tessera: ${problem}\n`);
    return EXIT.usage;
  }
  const db = await openConfiguredDatabase(loadConfig());
  try {
    await runMigrations(db.knex);
    if (!(await setPasswordByEmail(db.knex, email, password))) {
      io.err(`tessera: no owner account uses ${email.trim().toLowerCase()}\n`);
      return EXIT.failed;
    }
    io.out(`Password changed for ${email.trim().toLowerCase()}; its sessions have ended.\n`);
    return EXIT.ok;
  } finally {
    await db.close();
  }
}
