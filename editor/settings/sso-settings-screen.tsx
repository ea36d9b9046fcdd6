// /config/settings/sso: single sign-on for site users with OpenID Connect: the provider's issuer URL, the client id and secret (written, never shown again), the name on the button, on or off, and the redirect URI to register at the provider.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SsoSettingsView } from '../../domain/owner-api/sso-settings.js';
import { SSO_PATHS, SSO_TEXTS } from '../../domain/sso.js';
import { saveSsoSettings, SSO_SETTINGS_KEY, useSsoSettings } from '../api/sso-settings.js';
import { useCan, useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { CheckboxField, TextField } from '../ui/field.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { useFormSubmit } from '../ui/use-form-submit.js';

/** The Single sign-on settings screen. */
export function SsoSettingsScreen() {
  const settings = useSsoSettings();
  const website = useWebsite();
  return (
    <div className="tracking-settings-screen">
      <h1>Single sign-on</h1>
      <p className="field__help">
        Let visitors sign in to your site with an OpenID Connect provider. The first time, an account is made
        with the email the provider has verified. The sign-in page is at {SSO_PATHS.page}.
      </p>
      {settings.isPending || website.isPending ? (
        <Loading label="Loading single sign-on settings…" />
      ) : settings.data === undefined ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <SsoSettingsForm initial={settings.data} />
      )}
    </div>
  );
}

function SsoSettingsForm({ initial }: { initial: SsoSettingsView }) {
  const canEdit = useCan('pages:edit');
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [saved, setSaved] = useState(false);
  const [enabled, setEnabled] = useState(initial.settings?.enabled ?? false);
  const [issuerUrl, setIssuerUrl] = useState(initial.settings?.issuerUrl ?? '');
  const [clientId, setClientId] = useState(initial.settings?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [providerName, setProviderName] = useState(initial.settings?.providerName ?? '');
  const [hasSecret, setHasSecret] = useState(initial.settings?.hasClientSecret ?? false);
  const { submit, busy, error } = useFormSubmit(async () => {
    const now = await saveSsoSettings({
      enabled,
      issuerUrl,
      clientId,
      providerName,
      ...(clientSecret === '' ? {} : { clientSecret }),
    });
    queryClient.setQueryData(SSO_SETTINGS_KEY, now);
    setClientSecret('');
    setHasSecret(now.settings?.hasClientSecret ?? false);
    setSaved(true);
    announce('The single sign-on settings were saved.');
  });
  const fields = error?.fields ?? {};
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setSaved(false);
      set(value);
    };
  return (
    <form className="tracking-settings" onSubmit={(event) => void submit(event)} noValidate>
      {error !== undefined ? (
        <Alert tone="error" title="The single sign-on settings were not saved">
          {error.message}
        </Alert>
      ) : null}
      {saved ? (
        <Alert tone="success" title="Saved">
          The single sign-on settings were saved.
        </Alert>
      ) : null}
      <fieldset className="fieldset" disabled={!canEdit}>
        <legend>Provider</legend>
        <p className="field__help">
          Register this redirect URI at your provider: <code>{initial.redirectUri}</code>
        </p>
        <TextField
          label="Issuer URL"
          type="url"
          value={issuerUrl}
          onChange={edit(setIssuerUrl)}
          error={fields.issuerUrl}
          description="The provider's address, e.g. https://accounts.example.com."
        />
        <TextField label="Client id" value={clientId} onChange={edit(setClientId)} error={fields.clientId} />
        <TextField
          label="Client secret"
          type="password"
          autoComplete="off"
          value={clientSecret}
          onChange={edit(setClientSecret)}
          error={fields.clientSecret}
          description={
            hasSecret
              ? 'A secret is kept on the server and never shown. Type a new one to replace it.'
              : 'Kept on the server; never shown again, never sent to visitors.'
          }
        />
        <TextField
          label="Name on the button"
          value={providerName}
          onChange={edit(setProviderName)}
          error={fields.providerName}
          description={
            providerName.trim() === ''
              ? undefined
              : `Visitors see “${SSO_TEXTS.button(providerName.trim())}”.`
          }
        />
        <CheckboxField
          label="Visitors may sign in with this provider"
          checked={enabled}
          onChange={edit(setEnabled)}
        />
      </fieldset>
      <button type="submit" className="button button--primary" disabled={busy || !canEdit}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
