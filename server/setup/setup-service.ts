// The first-run setup: checks the one-time token, creates the first owner (admin of the website and of the server) and the website from its starting point, in one transaction.
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  SETUP_MESSAGES,
  SETUP_TOKEN_INVALID,
  type setupBodySchema,
} from '../../domain/owner-api/server-setup.js';
import { emailTaken, isUniqueViolation } from '../accounts/account-errors.js';
import { insertOwner } from '../accounts/owners/store.js';
import { hashPassword } from '../accounts/passwords.js';
import { sha256 } from '../accounts/tokens.js';
import { TABLES } from '../db/tables.js';
import type { FileStorage } from '../files/storage/file-storage.js';
import { HttpError } from '../http/http-error.js';
import { invalidateSiteData } from '../site/cache/site-caches.js';
import { hasAnyWebsite } from './server-state.js';
import { consumeSetupToken, removeSetupTokenFile } from './setup-token.js';

/** What the setup screen sends, as parsed. */
export type SetupInput = z.output<typeof setupBodySchema>;

const tokenInvalid = () => new HttpError(410, SETUP_TOKEN_INVALID, SETUP_MESSAGES.tokenInvalid);
const alreadySetUp = () => new HttpError(409, 'already-set-up', SETUP_MESSAGES.alreadySetUp);

/** Whether `token` is the live setup token (not using it up). */
async function tokenLooksLive(db: Knex, token: string, now: Date): Promise<boolean> {
  const row = (await db(TABLES.serverSetup)
    .where({ id: 'server', token_hash: sha256(token) })
    .first('expires_at')) as { expires_at: Date } | undefined;
  return row !== undefined && new Date(row.expires_at).getTime() > now.getTime();
}

/** What {@link completeSetup} made. */
export interface SetupDone {
  account: { id: string; email: string; displayName: string };
  website: { id: string; title: string };
}

/**
 * Sets the server up: 409 when it has a website already, 410 `setup-token-invalid` for a wrong,
 * expired or used token. The pictures are drawn first; then in one transaction the token is used
 * up, the owner account made (admin of the server) and the website inserted as the default one
 * with the owner as its admin. `dataDir/setup-token` is removed afterwards.
 */
export async function completeSetup(
  db: Knex,
  {
    storage,
    dataDir,
    hosts,
    now = new Date(),
  }: { storage: FileStorage; dataDir: string; hosts: string[]; now?: Date },
  input: SetupInput,
): Promise<SetupDone> {
  if (await hasAnyWebsite(db)) throw alreadySetUp();
  if (!(await tokenLooksLive(db, input.token, now))) throw tokenInvalid();
  // The demo's row builders behind it load with the first website made, not at every start.
  const { insertWebsite, prepareWebsite } = await import('./create-website.js');
  const [passwordHash, prepared] = await Promise.all([
    hashPassword(input.password),
    prepareWebsite(
      storage,
      input.startingPoint,
      {
        title: input.siteTitle,
        timeZone: input.timeZone,
        currency: input.currency,
        language: input.language,
        hosts,
        contactEmail: input.email,
      },
      now,
    ),
  ]);
  try {
    const done = await db.transaction(async (trx) => {
      if (!(await consumeSetupToken(trx, input.token, now))) throw tokenInvalid();
      if (await hasAnyWebsite(trx)) throw alreadySetUp();
      const owner = await insertOwner(trx, {
        email: input.email,
        password_hash: passwordHash,
        display_name: input.name,
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
      await trx(TABLES.ownerAccounts).where({ id: owner.id }).update({ is_server_admin: true });
      const websiteId = await insertWebsite(trx, prepared, { ownerId: owner.id, isDefault: true, now });
      return {
        account: { id: owner.id, email: owner.email, displayName: owner.display_name },
        website: { id: websiteId, title: input.siteTitle },
      };
    });
    invalidateSiteData(done.website.id);
    await removeSetupTokenFile(dataDir);
    return done;
  } catch (error) {
    await prepared.discard();
    throw error;
  }
}
