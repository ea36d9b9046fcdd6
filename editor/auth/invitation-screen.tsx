// The invitation link's screen (/config/invitation?token=): what it offers, then a name and password for a new account, or accepting as the signed-in account; then the editor.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MIN_OWNER_PASSWORD } from '../../domain/owner-account-rules.js';
import { MEMBER_MESSAGES } from '../../domain/website-members.js';
import { signOut } from '../api/account.js';
import { acceptInvitation, invitationDetails, type InvitationDetails } from '../api/members.js';
import { WEBSITE_KEY } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { TextField } from '../ui/field.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { AuthFrame } from './auth-frame.js';
import { AuthSubmit, FormRefusal } from './auth-form.js';

/** The invitation screen. */
export function InvitationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const details = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => invitationDetails(token),
    enabled: token !== '',
    retry: false,
  });
  if (token === '') {
    return (
      <AuthFrame title="Join a website">
        <Alert tone="error">This link is not complete. Open the link from the email again.</Alert>
      </AuthFrame>
    );
  }
  if (details.isPending) return <Loading label="Opening the invitation…" />;
  if (details.error !== null) {
    return (
      <AuthFrame title="Join a website">
        <LoadError
          error={details.error}
          onRetry={() => void details.refetch()}
          title="This invitation cannot be used"
        />
      </AuthFrame>
    );
  }
  const invitation = details.data;
  const title =
    invitation.websiteTitle.trim() === '' ? 'Join the website' : `Join ${invitation.websiteTitle}`;
  return (
    <AuthFrame title={title}>
      <p>
        You are invited to work on {invitation.websiteTitle || 'this website'} as{' '}
        <strong>{invitation.roleName.toLowerCase()}</strong>.
      </p>
      {invitation.accountExists ? (
        <ExistingAccount token={token} invitation={invitation} onSignedOut={() => void details.refetch()} />
      ) : (
        <NewAccount token={token} email={invitation.email} />
      )}
    </AuthFrame>
  );
}

/** After accepting: into the editor, where the website now shows with the new role. */
function useEnterEditor(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: WEBSITE_KEY });
    navigate('/', { replace: true });
  };
}

/** An account uses the address: accept as it, once signed in as it. */
function ExistingAccount({
  token,
  invitation,
  onSignedOut,
}: {
  token: string;
  invitation: InvitationDetails;
  onSignedOut: () => void;
}) {
  const enter = useEnterEditor();
  const { submit, busy, error } = useFormSubmit(
    async () => {
      await acceptInvitation({ token });
      await enter();
    },
    { leavesOnSuccess: true },
  );
  const next = `/invitation?token=${encodeURIComponent(token)}`;
  if (invitation.signedInAs === null) {
    return (
      <>
        <Alert tone="info">{MEMBER_MESSAGES.signInToAccept(invitation.email)}</Alert>
        <Link className="button button--primary button--wide" to={`/login?next=${encodeURIComponent(next)}`}>
          Sign in to accept
        </Link>
      </>
    );
  }
  if (invitation.signedInAs !== invitation.email) {
    return (
      <Alert
        tone="warning"
        actions={
          <button type="button" className="button" onClick={() => void signOut().then(onSignedOut)}>
            Sign out
          </button>
        }
      >
        {MEMBER_MESSAGES.invitationForOther(invitation.email)}
      </Alert>
    );
  }
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <FormRefusal error={error} />
      <p>You are signed in as {invitation.email}.</p>
      <AuthSubmit busy={busy} label="Accept the invitation" busyLabel="Accepting…" />
    </form>
  );
}

/** No account uses the address: a name and a password make one. */
function NewAccount({ token, email }: { token: string; email: string }) {
  const enter = useEnterEditor();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState<string | undefined>();
  const { submit, busy, error } = useFormSubmit(
    async () => {
      await acceptInvitation({ token, displayName: name.trim(), password });
      await enter();
    },
    {
      ready: () => {
        const same = password === repeat;
        setMismatch(same ? undefined : 'The two passwords are not the same.');
        return same;
      },
      leavesOnSuccess: true,
    },
  );
  return (
    <>
      <FormRefusal error={error} />
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={() => undefined}
          readOnly
        />
        <TextField
          label="Your name"
          autoComplete="name"
          required
          maxLength={200}
          value={name}
          onChange={setName}
          error={error?.fields.displayName}
        />
        <TextField
          label="Choose a password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_OWNER_PASSWORD}
          value={password}
          onChange={setPassword}
          error={error?.fields.password}
          description={`At least ${MIN_OWNER_PASSWORD} characters.`}
        />
        <TextField
          label="Password again"
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={setRepeat}
          error={mismatch}
        />
        <AuthSubmit busy={busy} label="Join and open the editor" busyLabel="Joining…" />
      </form>
    </>
  );
}
