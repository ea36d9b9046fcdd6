// /config/settings/sso: single sign-on for site users with OpenID Connect: the provider's issuer URL, the client id and secret (written, never shown again), the name on the button, on or off, and the redirect URI to register at the provider.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SsoSettingsView } from '../../domain/owner-api/sso-settings.js';
import { SSO_PATHS, SSO_TEXTS } from '../../domain/sso.js';
import { saveSsoSettings, SSO_SETTINGS_KEY, useSsoSettings } from '../api/sso-settings.js';
import { useCan } from '../api/website.js';
import { CheckboxField, TextField } from '../ui/field.js';
import { SaveNotices, SettingsScreen, useSaveNotice } from '../ui/settings-screen.js';
import { useFormSubmit } from '../ui/use-form-submit.js';

/** The Single sign-on settings screen. */
export function SsoSettingsScreen() {
  const settings = useSsoSettings();
  return (
    <SettingsScreen
      title="Single sign-on"
      help={
        <p className="field__help">
          Let visitors sign in to your site with an OpenID Connect provider. The first time, an account is
          made with the email the provider has verified. The sign-in page is at {SSO_PATHS.page}.
        </p>
      }
      settings={settings}
      loadingLabel="Loading single sign-on settings…"
    >
      {(initial) => <SsoSettingsForm initial={initial} />}
    </SettingsScreen>
  );
}

function SsoSettingsForm({ initial }: { initial: SsoSettingsView }) {
  const canEdit = useCan('pages:edit');
  const queryClient = useQueryClient();
  const { saved, markSaved, markEdited, leavePrompt } = useSaveNotice('single sign-on settings');
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
    markSaved();
  });
  const fields = error?.fields ?? {};
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      markEdited();
      set(value);
    };
  return (
    <form className="tracking-settings" onSubmit={(event) => void submit(event)} noValidate>
      <SaveNotices subject="single sign-on settings" error={error} saved={saved} />
      {leavePrompt}
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
