// /config/settings/tracking: whether visitors see the cookie banner, how many days tracking data is kept, and whether shopping events are recorded, in one form.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { MAX_RETENTION_DAYS, MIN_RETENTION_DAYS } from '../../domain/owner-api/tracking-settings.js';
import {
  saveTrackingSettings,
  TRACKING_SETTINGS_KEY,
  useTrackingSettings,
  type TrackingSettings,
} from '../api/tracking-settings.js';
import { useCan } from '../api/website.js';
import { CheckboxField, TextField } from '../ui/field.js';
import { SaveNotices, SettingsScreen, useSaveNotice } from '../ui/settings-screen.js';
import { useFormSubmit } from '../ui/use-form-submit.js';

/** Why a typed retention is refused before it is sent (the server's own words). */
export const RETENTION_MESSAGE = `Keep tracking data between ${MIN_RETENTION_DAYS} and ${MAX_RETENTION_DAYS} days.`;

/** The days typed, as a whole number in range, or undefined. */
export function retentionOf(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const days = Number(text.trim());
  return days >= MIN_RETENTION_DAYS && days <= MAX_RETENTION_DAYS ? days : undefined;
}

/** The Tracking settings screen. */
export function TrackingSettingsScreen() {
  const settings = useTrackingSettings();
  return (
    <SettingsScreen
      title="Tracking settings"
      before={
        <p>
          <Link to="/analytics">← Analytics</Link>
        </p>
      }
      settings={settings}
      loadingLabel="Loading tracking settings…"
    >
      {(initial) => <TrackingSettingsForm initial={initial} />}
    </SettingsScreen>
  );
}

function TrackingSettingsForm({ initial }: { initial: TrackingSettings }) {
  const canEdit = useCan('pages:edit');
  const queryClient = useQueryClient();
  const { saved, markSaved, markEdited, leavePrompt } = useSaveNotice('tracking settings');
  const [cookieBanner, setCookieBanner] = useState(initial.cookieBanner);
  const [visitorMetrics, setVisitorMetrics] = useState(initial.visitorMetrics);
  const [retention, setRetention] = useState(String(initial.retentionDays));
  const [retentionProblem, setRetentionProblem] = useState<string | undefined>();
  const { submit, busy, error } = useFormSubmit(
    async () => {
      const now = await saveTrackingSettings({
        cookieBanner,
        retentionDays: retentionOf(retention),
        visitorMetrics,
      });
      queryClient.setQueryData(TRACKING_SETTINGS_KEY, now);
      markSaved();
    },
    {
      ready: () => {
        const bad = retentionOf(retention) === undefined;
        setRetentionProblem(bad ? RETENTION_MESSAGE : undefined);
        return !bad;
      },
    },
  );
  const fields = error?.fields ?? {};
  return (
    <form className="tracking-settings" onSubmit={(event) => void submit(event)} noValidate>
      <SaveNotices subject="tracking settings" error={error} reason={fields.cookieBanner} saved={saved} />
      {leavePrompt}
      <CheckboxField
        label="Cookie banner"
        checked={cookieBanner}
        disabled={!canEdit}
        onChange={(on) => {
          markEdited();
          setCookieBanner(on);
        }}
        description="Visitors choose whether to allow analytics cookies. Until one accepts, visits are counted without cookies."
      />
      <CheckboxField
        label="Shopping events"
        checked={visitorMetrics}
        disabled={!canEdit}
        onChange={(on) => {
          markEdited();
          setVisitorMetrics(on);
        }}
        description="Visitors’ browsers report product views, adds to cart and suggested products, for the Products and Commerce analytics."
      />
      <TextField
        label="Keep tracking data for (days)"
        className="tracking-settings__days"
        type="number"
        inputMode="numeric"
        min={MIN_RETENTION_DAYS}
        max={MAX_RETENTION_DAYS}
        step={1}
        value={retention}
        disabled={!canEdit}
        onChange={(days) => {
          markEdited();
          setRetention(days);
        }}
        error={retentionProblem ?? fields.retentionDays}
        description="Older visits, events and daily figures are deleted within the hour."
      />
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
