// The first-run setup at /config/setup?token=: the first owner's name, email and password, the site's title, region and starting point; then the editor, signed in.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MIN_OWNER_PASSWORD } from '../../domain/owner-account-rules.js';
import { completeSetup, type SiteRegion } from '../api/server-setup.js';
import { WEBSITE_KEY } from '../api/website.js';
import { AuthFrame } from '../auth/auth-frame.js';
import { AuthSubmit, FormRefusal } from '../auth/auth-form.js';
import { TextField } from '../ui/field.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { browserRegion } from './region-options.js';
import { SiteRegionFields } from './site-region-fields.js';

/** The setup screen. */
export function SetupScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token, setToken] = useState(params.get('token') ?? '');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [site, setSite] = useState<SiteRegion>(() => ({
    siteTitle: '',
    startingPoint: 'blank',
    ...browserRegion(),
  }));
  const { submit, busy, error } = useFormSubmit(
    async () => {
      await completeSetup({ ...site, token: token.trim(), name: name.trim(), email: email.trim(), password });
      await queryClient.invalidateQueries({ queryKey: WEBSITE_KEY });
      navigate('/', { replace: true });
    },
    { leavesOnSuccess: true },
  );
  const fields = error?.fields ?? {};
  return (
    <AuthFrame title="Set up your website">
      <p>You are the first person on this server: you will own its first website and may add more.</p>
      <FormRefusal error={error} />
      <form className="auth-form" onSubmit={submit} noValidate>
        {params.get('token') === null ? (
          <TextField
            label="Setup code"
            required
            value={token}
            onChange={setToken}
            error={fields.token}
            description="The server printed a setup address when it started; the code after token= is also in the data folder's setup-token file."
          />
        ) : null}
        <TextField
          label="Your name"
          autoComplete="name"
          required
          maxLength={200}
          value={name}
          onChange={setName}
          error={fields.name}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={setEmail}
          error={fields.email}
        />
        <TextField
          label="Choose a password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_OWNER_PASSWORD}
          value={password}
          onChange={setPassword}
          error={fields.password}
          description={`At least ${MIN_OWNER_PASSWORD} characters.`}
        />
        <SiteRegionFields
          value={site}
          onChange={(change) => setSite((current) => ({ ...current, ...change }))}
          fields={fields}
        />
        <AuthSubmit busy={busy} label="Create my website" busyLabel="Creating your website…" />
      </form>
    </AuthFrame>
  );
}
