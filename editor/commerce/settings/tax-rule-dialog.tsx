// The tax rule dialog: add or edit one rule (name, country, region, rate as a percentage, shipping and digital), the server's messages beside their fields.
import { TAX_RULES, type TaxRule, type TaxRuleBody } from '../../api/commerce-settings.js';
import { EditorDialog } from '../../ui/dialog.js';
import { CheckboxField, TextField } from '../../ui/field.js';
import { SettingForm } from './setting-form.js';
import type { Editing } from './settings-list-screen.js';
import { useSettingDraft } from './settings-form.js';

interface TaxRuleDraft {
  name: string;
  country: string;
  region: string;
  rate: string;
  appliesToShipping: boolean;
  appliesToDigital: boolean;
  enabled: boolean;
}

function draftOf(rule: TaxRule | undefined): TaxRuleDraft {
  return {
    name: rule?.name ?? '',
    country: rule?.country ?? '',
    region: rule?.region ?? '',
    rate: rule?.rate ?? '',
    appliesToShipping: rule?.appliesToShipping ?? false,
    appliesToDigital: rule?.appliesToDigital ?? true,
    enabled: rule?.enabled ?? true,
  };
}

/** The body a draft sends (the rate as the fraction typed; a blank region is the whole country). */
export function taxRuleBody(draft: TaxRuleDraft): TaxRuleBody {
  return {
    name: draft.name,
    country: draft.country,
    region: draft.region.trim() === '' ? null : draft.region,
    rate: draft.rate,
    appliesToShipping: draft.appliesToShipping,
    appliesToDigital: draft.appliesToDigital,
    enabled: draft.enabled,
  };
}

/** Props of {@link TaxRuleDialog}. */
export interface TaxRuleDialogProps {
  editing: Editing<TaxRule>;
  onClose: () => void;
}

/** "Add tax rule" or "Edit tax rule US-ME". */
export function TaxRuleDialog({ editing, onClose }: TaxRuleDialogProps) {
  const rule = editing?.item;
  return (
    <EditorDialog
      title={rule === undefined ? 'Add tax rule' : `Edit tax rule ${taxRulePlace(rule)}`}
      isOpen={editing !== undefined}
      onClose={onClose}
    >
      {editing !== undefined ? <TaxRuleForm rule={rule} onClose={onClose} /> : null}
    </EditorDialog>
  );
}

/** Where a rule applies: "US" or "US-ME". */
export function taxRulePlace(rule: Pick<TaxRule, 'country' | 'region'>): string {
  return rule.region === null ? rule.country : `${rule.country}-${rule.region}`;
}

function TaxRuleForm({ rule, onClose }: { rule: TaxRule | undefined; onClose: () => void }) {
  const { draft, set, save, fields, leavePrompt } = useSettingDraft(
    TAX_RULES,
    rule?.id,
    'tax rule',
    () => draftOf(rule),
    (current: TaxRuleDraft) => taxRuleBody(current),
    onClose,
  );
  return (
    <SettingForm noun="tax rule" save={save} onCancel={onClose} leavePrompt={leavePrompt}>
      <TextField
        label="Name"
        value={draft.name}
        onChange={(name) => set({ name })}
        error={fields.name}
        autoFocus
      />
      <div className="field-row">
        <TextField
          label="Country"
          value={draft.country}
          onChange={(country) => set({ country })}
          error={fields.country}
          description="Two letters, such as US."
        />
        <TextField
          label="Region"
          value={draft.region}
          onChange={(region) => set({ region })}
          error={fields.region}
          description="Such as ME; empty for the whole country."
        />
      </div>
      <TextField
        label="Rate"
        inputMode="decimal"
        value={draft.rate}
        onChange={(rate) => set({ rate })}
        error={fields.rate}
        description="A fraction: 0.0825 for 8.25 %."
      />
      <CheckboxField
        label="Applies to shipping"
        checked={draft.appliesToShipping}
        onChange={(appliesToShipping) => set({ appliesToShipping })}
      />
      <CheckboxField
        label="Applies to digital products"
        checked={draft.appliesToDigital}
        onChange={(appliesToDigital) => set({ appliesToDigital })}
      />
      <CheckboxField label="Enabled" checked={draft.enabled} onChange={(enabled) => set({ enabled })} />
    </SettingForm>
  );
}
