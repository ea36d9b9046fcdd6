// The Members screen's table: each member's name, email, role (changed in place) and two-factor sign-in, and removing them after confirming.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE } from '../../domain/roles.js';
import { roleName } from '../../domain/website-members.js';
import { asApiError } from '../api/client.js';
import { changeRole, MEMBERS_KEY, removeMember, type WebsiteMember } from '../api/members.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { roleOptions } from './role-options.js';

/** Props of {@link MembersTable}. */
export interface MembersTableProps {
  members: readonly WebsiteMember[];
  isAdmin: boolean;
  /** The signed-in person's account id. */
  you: string | undefined;
}

/** A member's one role as the table shows it (their broadest, should they hold several). */
function roleOf(member: WebsiteMember): number {
  return member.roles.includes(ROLE.admin) ? ROLE.admin : (member.roles[0] ?? ROLE.viewer);
}

/** The members table. */
export function MembersTable({ members, isAdmin, you }: MembersTableProps) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [failure, setFailure] = useState<string | undefined>();
  const [removing, setRemoving] = useState<WebsiteMember | undefined>();
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
  const nameOf = (member: WebsiteMember) => member.displayName || member.email;

  async function change(member: WebsiteMember, role: number) {
    setFailure(undefined);
    try {
      await changeRole(member.accountId, role);
      announce(`${nameOf(member)} is now ${roleName(role).toLowerCase()}.`);
    } catch (caught) {
      setFailure(asApiError(caught).message);
    }
    await refresh();
  }

  async function remove(member: WebsiteMember) {
    setBusy(true);
    setFailure(undefined);
    try {
      await removeMember(member.accountId);
      setRemoving(undefined);
      announce(`${nameOf(member)} was removed.`);
    } catch (caught) {
      setRemoving(undefined);
      setFailure(asApiError(caught).message);
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  return (
    <>
      {failure !== undefined ? <Alert tone="error">{failure}</Alert> : null}
      <table className="table members-table">
        <caption className="visually-hidden">Members</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Two-factor</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const role = roleOf(member);
            // A website manager cannot change an admin (the server refuses it too).
            const locked = !isAdmin && role === ROLE.admin;
            return (
              <tr key={member.accountId}>
                <td>
                  {member.displayName || '—'}
                  {member.accountId === you ? ' (you)' : ''}
                </td>
                <td>{member.email}</td>
                <td>
                  <select
                    className="field__input"
                    aria-label={`Role of ${nameOf(member)}`}
                    value={String(role)}
                    disabled={locked}
                    onChange={(event) => void change(member, Number(event.target.value))}
                  >
                    {roleOptions(isAdmin, role).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{member.twoFactorEnabled ? 'On' : 'Off'}</td>
                <td>
                  <button
                    type="button"
                    className="button button--small button--danger"
                    aria-label={`Remove ${nameOf(member)}`}
                    disabled={locked}
                    onClick={() => {
                      setFailure(undefined);
                      setRemoving(member);
                    }}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ConfirmDialog
        title="Remove this member?"
        isOpen={removing !== undefined}
        busy={busy}
        destructive
        confirmLabel="Remove"
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => void remove(removing as WebsiteMember)}
      >
        <p>
          {removing === undefined ? '' : nameOf(removing)} can no longer open this website’s editor. The API
          keys they made for it stop working, and they are signed out unless they work on another website.
        </p>
      </ConfirmDialog>
    </>
  );
}
