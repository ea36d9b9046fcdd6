// /config/settings/sharing: the networks posts can be shared on (checkboxes) and the site's social accounts (rows to add, edit, remove), in one form.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MAX_SOCIAL_ACCOUNTS,
  SOCIAL_ACCOUNT_MESSAGES,
  type SocialAccount,
} from '../../domain/owner-api/sharing-settings.js';
import { isProfileUrl, SHARE_NETWORKS, type ShareNetwork } from '../../domain/share-links.js';
import {
  saveSharingSettings,
  SHARING_SETTINGS_KEY,
  useSharingSettings,
  type SharingSettings,
} from '../api/sharing-settings.js';
import { useCan } from '../api/website.js';
import { CheckboxField, TextField } from '../ui/field.js';
import { SaveNotices, SettingsScreen, useSaveNotice } from '../ui/settings-screen.js';
import { useFormSubmit } from '../ui/use-form-submit.js';

/** The messages of each account row before it is sent, by field (`socialAccounts.0.profileUrl`). */
export function accountProblems(accounts: readonly SocialAccount[]): Record<string, string> {
  const problems: Record<string, string> = {};
  accounts.forEach((account, index) => {
    if (account.serviceName.trim() === '')
      problems[`socialAccounts.${index}.serviceName`] = SOCIAL_ACCOUNT_MESSAGES.serviceName;
    if (!isProfileUrl(account.profileUrl.trim()))
      problems[`socialAccounts.${index}.profileUrl`] = SOCIAL_ACCOUNT_MESSAGES.profileUrl;
  });
  return problems;
}

/** The Sharing settings screen. */
export function SharingSettingsScreen() {
  const settings = useSharingSettings();
  return (
    <SettingsScreen title="Sharing" settings={settings} loadingLabel="Loading sharing settings…">
      {(initial) => <SharingSettingsForm initial={initial} />}
    </SettingsScreen>
  );
}

function SharingSettingsForm({ initial }: { initial: SharingSettings }) {
  const canEdit = useCan('pages:edit');
  const queryClient = useQueryClient();
  const { saved, markSaved, markEdited, leavePrompt } = useSaveNotice('sharing settings');
  const [networks, setNetworks] = useState<ReadonlySet<ShareNetwork>>(new Set(initial.shareNetworks));
  const [accounts, setAccounts] = useState<SocialAccount[]>(initial.socialAccounts);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { submit, busy, error } = useFormSubmit(
    async () => {
      const now = await saveSharingSettings({
        shareNetworks: SHARE_NETWORKS.map((network) => network.id).filter((id) => networks.has(id)),
        socialAccounts: accounts,
      });
      queryClient.setQueryData(SHARING_SETTINGS_KEY, now);
      setAccounts(now.socialAccounts);
      markSaved();
    },
    {
      ready: () => {
        const found = accountProblems(accounts);
        setProblems(found);
        return Object.keys(found).length === 0;
      },
    },
  );
  const fields = { ...(error?.fields ?? {}), ...problems };
  const change = (index: number, part: Partial<SocialAccount>) => {
    markEdited();
    setAccounts((current) =>
      current.map((account, at) => (at === index ? { ...account, ...part } : account)),
    );
  };
  return (
    <form className="tracking-settings" onSubmit={(event) => void submit(event)} noValidate>
      <SaveNotices subject="sharing settings" error={error} saved={saved} />
      {leavePrompt}
      <fieldset className="fieldset">
        <legend>Share links under each post</legend>
        <p className="field__help">
          Plain links to each network&apos;s own share page: no outside script runs on your site.
        </p>
        {SHARE_NETWORKS.map((network) => (
          <CheckboxField
            key={network.id}
            label={network.name}
            checked={networks.has(network.id)}
            disabled={!canEdit}
            onChange={(on) => {
              markEdited();
              setNetworks((current) => {
                const next = new Set(current);
                if (on) next.add(network.id);
                else next.delete(network.id);
                return next;
              });
            }}
          />
        ))}
      </fieldset>
      <fieldset className="fieldset">
        <legend>Social accounts</legend>
        <p className="field__help">Shown as follow links under each post.</p>
        {accounts.length === 0 ? <p className="empty-state">No social accounts yet.</p> : null}
        {accounts.map((account, index) => (
          <div className="social-account" key={index} role="group" aria-label={`Account ${index + 1}`}>
            <TextField
              label="Service"
              value={account.serviceName}
              disabled={!canEdit}
              placeholder="Instagram"
              onChange={(serviceName) => change(index, { serviceName })}
              error={fields[`socialAccounts.${index}.serviceName`]}
            />
            <TextField
              label="User name"
              value={account.userName}
              disabled={!canEdit}
              onChange={(userName) => change(index, { userName })}
              error={fields[`socialAccounts.${index}.userName`]}
            />
            <TextField
              label="Profile address"
              type="url"
              value={account.profileUrl}
              disabled={!canEdit}
              placeholder="https://"
              onChange={(profileUrl) => change(index, { profileUrl })}
              error={fields[`socialAccounts.${index}.profileUrl`]}
            />
            {canEdit ? (
              <button
                type="button"
                className="button button--small"
                aria-label={`Remove account ${index + 1}`}
                onClick={() => {
                  markEdited();
                  setProblems({});
                  setAccounts((current) => current.filter((_, at) => at !== index));
                }}
              >
                Remove
              </button>
            ) : null}
          </div>
        ))}
        {canEdit && accounts.length < MAX_SOCIAL_ACCOUNTS ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              markEdited();
              setAccounts((current) => [...current, { serviceName: '', userName: '', profileUrl: '' }]);
            }}
          >
            Add an account
          </button>
        ) : null}
      </fieldset>
      {canEdit ? (
        <div className="toolbar">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      ) : null}
    </form>
  );
}
