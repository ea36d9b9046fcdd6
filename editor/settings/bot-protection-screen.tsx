// /config/settings/bot-protection: the site's reCAPTCHA key (SPEC §3 captchaSettings.siteKey) with its Google Cloud project, API key (written, never shown) and lowest score; saved, or removed so the built-in check protects forms again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { asApiError, type ApiError } from '../api/client.js';
import {
  CAPTCHA_SETTINGS_KEY,
  saveCaptchaSettings,
  useCaptchaSettings,
  type CaptchaSettingsView,
} from '../api/captcha-settings.js';
import { useCan } from '../api/website.js';
import { TextField } from '../ui/field.js';
import { SaveNotices, SettingsScreen, useSaveNotice } from '../ui/settings-screen.js';
import { useFormSubmit } from '../ui/use-form-submit.js';

/** Said before sending when the site key is empty. */
export const SITE_KEY_REQUIRED = 'Enter the reCAPTCHA site key, or remove the key.';

/** The Bot protection screen. */
export function BotProtectionScreen() {
  const settings = useCaptchaSettings();
  return (
    <SettingsScreen
      title="Bot protection"
      help={
        <p>
          Forms, newsletter sign-ups, restock sign-ups and the newsletter popup are checked for bots. Without
          a reCAPTCHA key the site’s own check does it; with one, Google reCAPTCHA Enterprise does.
        </p>
      }
      settings={settings}
      loadingLabel="Loading bot protection…"
    >
      {(initial) => <BotProtectionForm initial={initial} />}
    </SettingsScreen>
  );
}

function BotProtectionForm({ initial }: { initial: CaptchaSettingsView }) {
  const canEdit = useCan('settings:edit');
  const queryClient = useQueryClient();
  const { saved, markSaved, markEdited, leavePrompt } = useSaveNotice('bot protection settings');
  const [current, setCurrent] = useState(initial);
  const [siteKey, setSiteKey] = useState(initial.siteKey ?? '');
  const [projectId, setProjectId] = useState(initial.projectId ?? '');
  const [apiKey, setApiKey] = useState('');
  const [minScore, setMinScore] = useState(String(initial.minScore));
  const [keyProblem, setKeyProblem] = useState<string | undefined>();
  const [removeError, setRemoveError] = useState<ApiError | undefined>();
  const [removing, setRemoving] = useState(false);

  const applied = (now: CaptchaSettingsView) => {
    queryClient.setQueryData(CAPTCHA_SETTINGS_KEY, now);
    setCurrent(now);
    setSiteKey(now.siteKey ?? '');
    setProjectId(now.projectId ?? '');
    setApiKey('');
    setMinScore(String(now.minScore));
    markSaved();
  };
  const { submit, busy, error } = useFormSubmit(
    async () => {
      setRemoveError(undefined);
      const score = Number(minScore);
      applied(
        await saveCaptchaSettings({
          siteKey: siteKey.trim(),
          projectId: projectId.trim(),
          ...(apiKey.trim() === '' ? {} : { apiKey: apiKey.trim() }),
          ...(minScore.trim() === '' || Number.isNaN(score) ? {} : { minScore: score }),
        }),
      );
    },
    {
      ready: () => {
        const empty = siteKey.trim() === '';
        setKeyProblem(empty ? SITE_KEY_REQUIRED : undefined);
        return !empty;
      },
    },
  );
  async function remove() {
    setRemoveError(undefined);
    setRemoving(true);
    try {
      applied(await saveCaptchaSettings({ siteKey: null }));
    } catch (failure) {
      setRemoveError(asApiError(failure));
    } finally {
      setRemoving(false);
    }
  }
  const edited = (set: (value: string) => void) => (value: string) => {
    markEdited();
    set(value);
  };
  const fields = error?.fields ?? {};
  return (
    <form className="bot-protection" onSubmit={(event) => void submit(event)} noValidate>
      <SaveNotices subject="bot protection settings" error={error ?? removeError} saved={saved} />
      {leavePrompt}
      <p role="status">
        {current.provider === 'recaptcha'
          ? 'Google reCAPTCHA Enterprise checks this site’s forms.'
          : 'The site’s own check protects its forms (no reCAPTCHA key).'}
      </p>
      <TextField
        label="reCAPTCHA site key"
        value={siteKey}
        onChange={edited(setSiteKey)}
        disabled={!canEdit}
        autoComplete="off"
        spellCheck={false}
        error={keyProblem ?? fields.siteKey}
        description="Pages load reCAPTCHA with this key; it is public."
      />
      <TextField
        label="Google Cloud project id"
        value={projectId}
        onChange={edited(setProjectId)}
        disabled={!canEdit}
        autoComplete="off"
        spellCheck={false}
        error={fields.projectId}
      />
      <TextField
        label="Google Cloud API key"
        type="password"
        value={apiKey}
        onChange={edited(setApiKey)}
        disabled={!canEdit}
        autoComplete="off"
        error={fields.apiKey}
        description={
          current.hasApiKey
            ? 'An API key is kept (never shown). Leave this empty to keep it.'
            : 'Needed to check answers; without it every answer is refused.'
        }
      />
      <TextField
        label="Lowest score that passes"
        type="number"
        inputMode="decimal"
        min={0}
        max={1}
        step={0.1}
        value={minScore}
        onChange={edited(setMinScore)}
        disabled={!canEdit}
        error={fields.minScore}
      />
      {canEdit ? (
        <div className="toolbar">
          <button type="submit" className="button button--primary" disabled={busy || removing}>
            {busy ? 'Saving…' : 'Save key'}
          </button>
          {current.siteKey !== null ? (
            <button
              type="button"
              className="button"
              disabled={busy || removing}
              onClick={() => void remove()}
            >
              {removing ? 'Removing…' : 'Remove reCAPTCHA key'}
            </button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
