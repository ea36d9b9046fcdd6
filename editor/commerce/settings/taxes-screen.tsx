// /config/commerce/taxes: the store's tax rules by country and region in a table, added, edited and deleted by roles with commerce:edit.
import type { ColumnDef } from '@tanstack/react-table';
import { TAX_RULES, type TaxRule } from '../../api/commerce-settings.js';
import { SettingsListScreen, type settingsFeatures } from './settings-list-screen.js';
import { TaxRuleDialog, taxRulePlace } from './tax-rule-dialog.js';

/** A fraction as a percentage: "0.0825" → "8.25 %". */
export function percentText(rate: string): string {
  const percent = Number(rate) * 100;
  return `${Number(percent.toFixed(4))} %`;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const COLUMNS: ColumnDef<typeof settingsFeatures, TaxRule>[] = [
  { id: 'place', header: 'Where', accessorFn: taxRulePlace },
  { id: 'name', header: 'Name', accessorFn: (rule) => rule.name || '—' },
  { id: 'rate', header: 'Rate', accessorFn: (rule) => percentText(rule.rate) },
  { id: 'shipping', header: 'On shipping', accessorFn: (rule) => yesNo(rule.appliesToShipping) },
  { id: 'digital', header: 'On digital', accessorFn: (rule) => yesNo(rule.appliesToDigital) },
  { id: 'enabled', header: 'Status', accessorFn: (rule) => (rule.enabled ? 'Enabled' : 'Disabled') },
];

/** The Taxes screen. */
export function TaxesScreen() {
  return (
    <SettingsListScreen
      kind={TAX_RULES}
      title="Tax rules"
      noun="tax rule"
      columns={COLUMNS}
      nameOf={(rule) => `tax rule ${taxRulePlace(rule)}`}
      empty="No tax rules yet: checkout charges no tax."
      help={<p className="field__help">A region’s rule wins over its country’s.</p>}
      dialog={(editing, close) => <TaxRuleDialog editing={editing} onClose={close} />}
    />
  );
}
