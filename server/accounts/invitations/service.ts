// Invitations to work on a website: made by email with a role, mailed with a single-use link (seven days), resent, withdrawn, and accepted with a new account or an existing one.
import type { Knex } from 'knex';
import type { Invitation, InvitationDetails } from '../../../domain/owner-api/website-members.js';
import {
  adminRuleProblem,
  INVITATION_TTL_MS,
  MEMBER_ERRORS,
  MEMBER_MESSAGES,
  roleName,
} from '../../../domain/website-members.js';
import { OWNER_INPUT_MESSAGE } from '../../../domain/owner-messages.js';
import { badRequest, HttpError, notFound } from '../../http/http-error.js';
import { enqueueMail } from '../../mail/outbox.js';
import { recordChange, type Actor } from '../../owner/api/actor.js';
import { emailTaken, isUniqueViolation } from '../account-errors.js';
import { insertMembership, selectRoles } from '../memberships/store.js';
import { findOwnerByEmail, insertOwner } from '../owners/store.js';
import { hashPassword } from '../passwords.js';
import { invitationLink, invitationMail } from './mail.js';
import {
  deleteOpenInvitation,
  markAccepted,
  renewInvitation,
  replaceInvitation,
  selectOpenInvitation,
  selectOpenInvitations,
  selectUsableInvitation,
  selectWebsiteTitle,
  type InvitationRow,
} from './store.js';
import { newInvitationToken, readInvitationToken } from './token.js';

/** The website an invitation is for, as the mail names it. */
export interface InvitingWebsite {
  id: string;
  title: string;
}

/** 410 for a link that expired, was withdrawn, replaced or already used. */
const invitationInvalid = () =>
  new HttpError(410, MEMBER_ERRORS.invitationInvalid, MEMBER_MESSAGES.invitationInvalid);

function toInvitation(row: InvitationRow, now: Date): Invitation {
  const expiresAt = new Date(row.expires_at);
  return {
    id: row.id,
    email: row.email,
    role: Number(row.role),
    invitedBy: row.invited_by_email ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: expiresAt.toISOString(),
    expired: expiresAt.getTime() <= now.getTime(),
  };
}

/** The website's open invitations, newest first (expired ones marked, to resend or withdraw). */
export async function listInvitations(db: Knex, websiteId: string, now = new Date()): Promise<Invitation[]> {
  return (await selectOpenInvitations(db, websiteId)).map((row) => toInvitation(row, now));
}

/** What {@link inviteByEmail} needs. */
export interface NewInvitation {
  website: InvitingWebsite;
  actor: Actor;
  actorRoles: readonly number[];
  email: string;
  role: number;
  /** The origin the link opens the editor on (the website's public address). */
  origin: string;
  now?: Date;
}

/**
 * Invites `email` to work on the website in `role`. 403 when a website manager offers the admin
 * role; 409 `already-member` when that person works there already. In one transaction: the
 * invitation (replacing an open one for the address; the token's SHA-256, seven days), the mail with
 * the link through the outbox, and the OWNER_CHANGES record.
 */
export async function inviteByEmail(db: Knex, input: NewInvitation): Promise<Invitation> {
  const { website, actor, actorRoles, email, role, origin, now = new Date() } = input;
  const problem = adminRuleProblem(actorRoles, [], role);
  if (problem !== undefined) throw new HttpError(403, 'forbidden', problem);
  const existing = await findOwnerByEmail(db, email);
  if (existing !== undefined && (await selectRoles(db, website.id, existing.id)).length > 0) {
    throw new HttpError(409, MEMBER_ERRORS.alreadyMember, MEMBER_MESSAGES.alreadyMember(email));
  }
  const { token, tokenHash } = newInvitationToken(website.id);
  return db.transaction(async (trx) => {
    const row = await replaceInvitation(trx, {
      website_id: website.id,
      email,
      role,
      invited_by_account_id: actor.accountId,
      token_hash: tokenHash,
      expires_at: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    await mailInvitation(trx, {
      website,
      inviter: actor.label,
      email,
      role,
      link: invitationLink(origin, token),
    });
    await recordChange(trx, actor, {
      websiteId: website.id,
      action: 'invite',
      entity: 'invitation',
      entityId: row.id,
      summary: `${email} as ${roleName(role)}`,
    });
    return toInvitation({ ...row, invited_by_email: actor.label }, now);
  });
}

function mailInvitation(
  db: Knex,
  {
    website,
    inviter,
    email,
    role,
    link,
  }: { website: InvitingWebsite; inviter: string; email: string; role: number; link: string },
): Promise<string> {
  return enqueueMail(db, {
    websiteId: website.id,
    to: email,
    ...invitationMail({ websiteTitle: website.title, inviter, role, link }),
  });
}

/**
 * Sends an open invitation again with a new link (the old one stops working) valid seven days from
 * now, in one transaction with its mail. 404 when the website has no such open invitation.
 */
export async function resendInvitation(
  db: Knex,
  {
    website,
    actor,
    id,
    origin,
    now = new Date(),
  }: { website: InvitingWebsite; actor: Actor; id: string; origin: string; now?: Date },
): Promise<Invitation> {
  const { token, tokenHash } = newInvitationToken(website.id);
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  return db.transaction(async (trx) => {
    if (!(await renewInvitation(trx, website.id, id, { tokenHash, expiresAt }))) {
      throw notFound(MEMBER_MESSAGES.noSuchInvitation);
    }
    const row = (await selectOpenInvitation(trx, website.id, id))!;
    await mailInvitation(trx, {
      website,
      inviter: row.invited_by_email ?? actor.label,
      email: row.email,
      role: Number(row.role),
      link: invitationLink(origin, token),
    });
    await recordChange(trx, actor, {
      websiteId: website.id,
      action: 'resend',
      entity: 'invitation',
      entityId: id,
    });
    return toInvitation(row, now);
  });
}

/** Withdraws an open invitation: its link stops working. 404 when there is none. */
export async function withdrawInvitation(
  db: Knex,
  { websiteId, actor, id }: { websiteId: string; actor: Actor; id: string },
): Promise<void> {
  await db.transaction(async (trx) => {
    if (!(await deleteOpenInvitation(trx, websiteId, id))) throw notFound(MEMBER_MESSAGES.noSuchInvitation);
    await recordChange(trx, actor, { websiteId, action: 'withdraw', entity: 'invitation', entityId: id });
  });
}

/** The usable invitation a token names, with its website's title; 410 when none. */
async function usableInvitation(db: Knex, token: string, lock = false): Promise<InvitationRow> {
  const parsed = readInvitationToken(token);
  const row =
    parsed === undefined
      ? undefined
      : await selectUsableInvitation(db, parsed.websiteId, parsed.tokenHash, { lock });
  if (row === undefined) throw invitationInvalid();
  return row;
}

/**
 * What an invitation's link offers, for the screen that accepts it: the address and role, the
 * website, whether an account uses the address (then one signs in as it to accept) and who this
 * browser is signed in as. 410 for a link that no longer works.
 */
export async function invitationDetails(
  db: Knex,
  token: string,
  signedInEmail: string | undefined,
): Promise<InvitationDetails> {
  const row = await usableInvitation(db, token);
  const role = Number(row.role);
  return {
    email: row.email,
    role,
    roleName: roleName(role),
    websiteTitle: await selectWebsiteTitle(db, row.website_id),
    accountExists: (await findOwnerByEmail(db, row.email)) !== undefined,
    signedInAs: signedInEmail ?? null,
  };
}

/** What {@link acceptInvitation} needs. */
export interface InvitationAcceptance {
  token: string;
  /** The person this browser is signed in as, if any. */
  signedIn?: { id: string; email: string } | undefined;
  displayName?: string | undefined;
  password?: string | undefined;
}

/** An accepted invitation: the account (made now, or the signed-in one), its role and website. */
export interface AcceptedInvitation {
  account: { id: string; email: string; displayName: string };
  role: number;
  websiteId: string;
  websiteTitle: string;
  /** Whether the account was made now, so the browser must be signed in as it. */
  created: boolean;
}

/**
 * Accepts an invitation, once. When no account uses its address, one is made with the name and
 * password given (400 naming what is missing). When one does, this browser must be signed in as it
 * (401 `sign-in-to-accept`; 403 `invitation-for-another-account` when signed in as someone else).
 * In one transaction, under a lock on the invitation: the account if new, the role on the website,
 * the invitation marked accepted. 410 for a link that expired, was withdrawn or used.
 */
export async function acceptInvitation(db: Knex, input: InvitationAcceptance): Promise<AcceptedInvitation> {
  const first = await usableInvitation(db, input.token);
  const existing = await findOwnerByEmail(db, first.email);
  if (existing !== undefined) {
    if (input.signedIn === undefined) {
      throw new HttpError(401, MEMBER_ERRORS.signInToAccept, MEMBER_MESSAGES.signInToAccept(first.email));
    }
    if (input.signedIn.id !== existing.id) {
      throw new HttpError(
        403,
        MEMBER_ERRORS.invitationForOther,
        MEMBER_MESSAGES.invitationForOther(first.email),
      );
    }
  }
  const newAccount = existing === undefined ? await newAccountFields(input) : undefined;
  const websiteTitle = await selectWebsiteTitle(db, first.website_id);
  return db.transaction(async (trx) => {
    const row = await usableInvitation(trx, input.token, true);
    let account = existing;
    if (account === undefined) {
      try {
        account = await insertOwner(trx, { email: row.email, ...newAccount! });
      } catch (error) {
        // Someone made an account with the address between the two reads.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    }
    const role = Number(row.role);
    await insertMembership(trx, { website_id: row.website_id, account_id: account.id, role });
    if (!(await markAccepted(trx, row.website_id, row.id))) throw invitationInvalid();
    await recordChange(
      trx,
      { accountId: account.id, apiKeyId: null, label: account.email },
      {
        websiteId: row.website_id,
        action: 'accept',
        entity: 'invitation',
        entityId: row.id,
        summary: roleName(role),
      },
    );
    return {
      account: { id: account.id, email: account.email, displayName: account.display_name },
      role,
      websiteId: row.website_id,
      websiteTitle,
      created: existing === undefined,
    };
  });
}

/** A new account's name and password hash; 400 naming each that is missing. */
async function newAccountFields({
  displayName,
  password,
}: InvitationAcceptance): Promise<{ display_name: string; password_hash: string }> {
  const fields: Record<string, string> = {};
  if (displayName === undefined || displayName === '') fields.displayName = 'Please enter your name.';
  if (password === undefined) fields.password = 'Please choose a password.';
  if (Object.keys(fields).length > 0) throw badRequest(OWNER_INPUT_MESSAGE, fields);
  return { display_name: displayName!, password_hash: await hashPassword(password!) };
}
