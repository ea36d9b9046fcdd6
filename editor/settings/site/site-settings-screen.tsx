// /config/settings/site: the site's title, pictures, time zone, currency, language, business details, domains and search engines, in one form; a change of the store's currency asks first.
import { useSiteSettings, type SiteSettings } from '../../api/site-settings.js';
import { useCan } from '../../api/website.js';
import { ConfirmDialog } from '../../ui/dialog.js';
import { SaveNotices, SettingsScreen } from '../../ui/settings-screen.js';
import { BusinessFields } from './business-fields.js';
import { DomainFields } from './domain-fields.js';
import { IdentityFields } from './identity-fields.js';
import { RegionFields } from './region-fields.js';
import { useSiteSettingsDraft } from './use-site-settings-draft.js';

/** The Site settings screen. */
export function SiteSettingsScreen() {
  const settings = useSiteSettings();
  return (
    <SettingsScreen
      title="Site settings"
      settings={settings}
      loadingLabel="Loading site settings…"
      help={
        <p className="field__help">
          The site’s name and pictures, where it answers and who may find it. Admins and website managers
          change them.
        </p>
      }
    >
      {(initial) => <SiteSettingsForm initial={initial} />}
    </SettingsScreen>
  );
}

function SiteSettingsForm({ initial }: { initial: SiteSettings }) {
  const canEdit = useCan('settings:edit');
  const state = useSiteSettingsDraft(initial);
  const disabled = !canEdit;
  return (
    <form className="tracking-settings" onSubmit={(event) => void state.submit(event)} noValidate>
      <SaveNotices subject="site settings" error={state.error} saved={state.savedNotice} />
      {state.leavePrompt}
      <IdentityFields state={state} disabled={disabled} />
      <RegionFields state={state} disabled={disabled} />
      <BusinessFields state={state} disabled={disabled} />
      <DomainFields state={state} disabled={disabled} />
      {canEdit ? (
        <div className="toolbar">
          <button type="submit" className="button button--primary" disabled={state.busy}>
            {state.busy ? 'Saving…' : 'Save settings'}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        title={`Change the currency to ${state.draft.currency}?`}
        isOpen={state.currencyQuestion !== undefined}
        onCancel={state.keepCurrency}
        onConfirm={() => void state.confirmCurrency()}
        confirmLabel={`Change to ${state.draft.currency}`}
      >
        <p>{state.currencyQuestion}</p>
      </ConfirmDialog>
    </form>
  );
}
