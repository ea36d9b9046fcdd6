// What the settings dialogs share: amounts typed as text and back to cents, and saving one setting with the server's field messages kept.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { decimalStringToMinorUnits, minorUnitsToDecimalString } from '../../../domain/money.js';
import { COMMERCE_SETTINGS_KEYS, saveSetting, type SettingsKind } from '../../api/commerce-settings.js';
import { useAnnounce } from '../../ui/announcer.js';
import { useUnsavedChanges } from '../../ui/unsaved-changes.js';
import { useFormSubmit } from '../../ui/use-form-submit.js';

/** Cents as the fields show them ("12.50"); '' for none. */
export function moneyText(cents: number | null, currency: string): string {
  return cents === null ? '' : (minorUnitsToDecimalString(cents, currency) ?? String(cents));
}

/** Cents of typed money; null when blank, -1 when it is no amount (the server refuses it by name). */
export function centsOf(text: string, currency: string): number | null {
  if (text.trim() === '') return null;
  const minor = decimalStringToMinorUnits(text.trim(), currency);
  return minor === undefined ? -1 : Number(minor);
}

/** A whole number typed; null when blank, NaN-free: -1 when it is not one (the server names it). */
export function wholeOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.trim());
  return Number.isInteger(value) ? value : -1;
}

/** Saves one setting from a dialog: the list refreshed, the change announced, the dialog closed. */
function useSaveSetting<Item, Body>(
  kind: SettingsKind<Item, Body>,
  id: string | undefined,
  body: () => Body,
  saved: string,
  onClose: () => void,
) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  return useFormSubmit(async () => {
    await saveSetting(kind, id, body());
    await queryClient.invalidateQueries({ queryKey: COMMERCE_SETTINGS_KEYS.list(kind.path) });
    announce(saved);
    onClose();
  });
}

/** The server's message for `name` or for any part of it (`countries.2`, `weightTiers.0.rateCents`). */
export function fieldError(fields: Readonly<Record<string, string>>, name: string): string | undefined {
  if (fields[name] !== undefined) return fields[name];
  const part = Object.keys(fields).find((key) => key.startsWith(`${name}.`));
  return part === undefined ? undefined : fields[part];
}

/** A comma-separated list typed: its entries, blanks dropped. */
export function listOf(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * A settings dialog's form state: the draft (from `initial`) and `set` to change part of it, the
 * save (`bodyOf` the draft, to `kind`; "The {noun} was added." or "… saved." announced) and the
 * server's message per field, and "Leave without saving?" (`leavePrompt`, for {@link SettingForm}) while
 * the draft holds changes.
 */
export function useSettingDraft<Item, Body, Draft>(
  kind: SettingsKind<Item, Body>,
  id: string | undefined,
  noun: string,
  initial: () => Draft,
  bodyOf: (draft: Draft) => Body,
  onClose: () => void,
) {
  const [draft, setDraft] = useState(initial);
  const [opened] = useState(draft);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  // Changed since the dialog opened: leaving the screen (the browser's Back) asks first, and closing the tab is warned.
  const unsaved = useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(opened));
  const save = useSaveSetting(
    kind,
    id,
    () => bodyOf(draft),
    id === undefined ? `The ${noun} was added.` : `The ${noun} was saved.`,
    onClose,
  );
  return { draft, set, save, fields: save.error?.fields ?? {}, leavePrompt: unsaved.prompt };
}
