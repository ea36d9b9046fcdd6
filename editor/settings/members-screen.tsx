// /config/settings/members: who works on the website and in which role, the invitations not yet accepted, inviting someone, and requiring two-factor sign-in of everyone.
import { useState } from 'react';
import { useInvitations, useMembers } from '../api/members.js';
import { useWebsite } from '../api/website.js';
import { ROLE } from '../../domain/roles.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { InvitationsTable } from './invitations-table.js';
import { InviteDialog } from './invite-dialog.js';
import { MembersTable } from './members-table.js';
import { TwoFactorPolicy } from './two-factor-policy.js';

/** The Members screen. */
export function MembersScreen() {
  const members = useMembers();
  const invitations = useInvitations();
  const website = useWebsite();
  const [inviting, setInviting] = useState(false);
  // Only an admin gives or takes the admin role (the server says so too).
  const isAdmin = website.data?.roles.includes(ROLE.admin) ?? false;
  const you = website.data?.account?.id;
  return (
    <div className="members-screen">
      <h1>Members</h1>
      <p className="field__help">
        The people who work on this website and what each may do. Invite someone by email: the link they get
        works once, for 7 days.
      </p>
      <div className="toolbar">
        <button type="button" className="button button--primary" onClick={() => setInviting(true)}>
          Invite someone
        </button>
      </div>
      {members.isPending ? <Loading label="Loading the members…" /> : null}
      {members.error !== null ? (
        <LoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : null}
      {members.data !== undefined ? (
        <MembersTable members={members.data} isAdmin={isAdmin} you={you} />
      ) : null}

      <h2>Invitations</h2>
      {invitations.isPending ? <Loading label="Loading the invitations…" /> : null}
      {invitations.error !== null ? (
        <LoadError error={invitations.error} onRetry={() => void invitations.refetch()} />
      ) : null}
      {invitations.data !== undefined ? <InvitationsTable invitations={invitations.data} /> : null}

      <h2>Two-factor sign-in</h2>
      <TwoFactorPolicy />

      <InviteDialog isOpen={inviting} isAdmin={isAdmin} onClose={() => setInviting(false)} />
    </div>
  );
}
