// The Members screen's invitations: each address and role, until when its link works, and resending or withdrawing it.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { roleName } from '../../domain/website-members.js';
import { asApiError } from '../api/client.js';
import { INVITATIONS_KEY, resendInvitation, withdrawInvitation, type Invitation } from '../api/members.js';
import { useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';

/** The invitations table, or a line saying there are none. */
export function InvitationsTable({ invitations }: { invitations: readonly Invitation[] }) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const timeZone = useWebsite().data?.website.timeZone;
  const [failure, setFailure] = useState<string | undefined>();

  async function act(what: () => Promise<unknown>, done: string) {
    setFailure(undefined);
    try {
      await what();
      announce(done);
    } catch (caught) {
      setFailure(asApiError(caught).message);
    }
    await queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
  }

  if (invitations.length === 0) return <p className="empty-state">No invitations waiting.</p>;
  return (
    <>
      {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
      <table className="table invitations-table">
        <caption className="visually-hidden">Invitations</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Link</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <td>{invitation.email}</td>
              <td>{roleName(invitation.role)}</td>
              <td>
                {invitation.expired
                  ? 'Expired'
                  : `Works until ${new Date(invitation.expiresAt).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short', timeZone })}`}
              </td>
              <td className="table__actions">
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`Resend the invitation to ${invitation.email}`}
                  onClick={() =>
                    void act(
                      () => resendInvitation(invitation.id),
                      `Invitation sent again to ${invitation.email}.`,
                    )
                  }
                >
                  Resend
                </button>
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  onClick={() =>
                    void act(
                      () => withdrawInvitation(invitation.id),
                      `Invitation to ${invitation.email} withdrawn.`,
                    )
                  }
                >
                  Withdraw
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
