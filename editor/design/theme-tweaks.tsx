// The Theme styles panel: pick an uploaded theme (the active one first), edit its tweaks by category with a control per type, previewed live (body classes at once, the stylesheet compiled with the draft) before saving the ones that differ.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ThemeSummary, ThemeTweak } from '../../domain/owner-api/themes.js';
import { saveThemeTweaks, THEME_KEYS, useThemeTweaks } from '../api/themes.js';
import { useAnnounce } from '../ui/announcer.js';
import { SelectField } from '../ui/field.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { usePreview } from '../ui/preview.js';
import { ProblemAlert } from '../ui/problem-alert.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { ThemeTweakField } from './theme-tweak-field.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';
import { tweakOverrides, useTweakPreview } from './use-tweak-preview.js';

/** Props of {@link ThemeTweaks}. */
export interface ThemeTweaksProps {
  themes: readonly ThemeSummary[];
  activeThemeId: string | null;
  canEdit: boolean;
}

/** The tweaks section: nothing to tweak until a theme is uploaded. */
export function ThemeTweaks({ themes, activeThemeId, canEdit }: ThemeTweaksProps) {
  const [chosen, setChosen] = useState<string | undefined>();
  const themeId =
    themes.find((theme) => theme.id === chosen)?.id ?? activeThemeId ?? themes[0]?.id ?? undefined;
  return (
    <section aria-labelledby="theme-tweaks-heading" className="theme-tweaks">
      <h2 id="theme-tweaks-heading">Theme styles</h2>
      {themeId === undefined ? (
        <p className="field__help">
          An uploaded theme’s stylesheets may declare tweak variables; set them here once you upload one.
        </p>
      ) : (
        <>
          <SelectField
            label="Theme to tweak"
            value={themeId}
            options={themes.map((theme) => ({
              value: theme.id,
              label: theme.id === activeThemeId ? `${theme.name} (active)` : theme.name,
            }))}
            onChange={setChosen}
          />
          <ThemeTweaksForm
            key={themeId}
            themeId={themeId}
            isActive={themeId === activeThemeId}
            canEdit={canEdit}
          />
        </>
      )}
    </section>
  );
}

/** The tweaks by category, in the order each category first appears. */
function categoriesOf(tweaks: readonly ThemeTweak[]): [string, ThemeTweak[]][] {
  const groups = new Map<string, ThemeTweak[]>();
  for (const tweak of tweaks) groups.set(tweak.category, [...(groups.get(tweak.category) ?? []), tweak]);
  return [...groups];
}

const draftOf = (tweaks: readonly ThemeTweak[]) =>
  Object.fromEntries(tweaks.map((tweak) => [tweak.name, tweak.value ?? tweak.default]));

/** One theme's tweaks as a form. */
function ThemeTweaksForm({
  themeId,
  isActive,
  canEdit,
}: {
  themeId: string;
  isActive: boolean;
  canEdit: boolean;
}) {
  const tweaks = useThemeTweaks(themeId);
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const preview = usePreview();
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<Record<string, string>>();

  useEffect(() => {
    if (tweaks.data !== undefined) setDraft(draftOf(tweaks.data.tweaks));
  }, [tweaks.data]);

  // The active theme's draft shows in the preview as it changes, before saving.
  const previewState = useTweakPreview(themeId, tweaks.data?.tweaks, draft, isActive);

  const { submit, busy, error } = useFormSubmit(async () => {
    // An emptied field keeps the default, as "Reset to default" does.
    const values = tweakOverrides(tweaks.data?.tweaks ?? [], draft ?? {});
    const saved = await saveThemeTweaks(themeId, values);
    queryClient.setQueryData(THEME_KEYS.tweaks(themeId), saved);
    if (isActive) preview.reload();
    announce(isActive ? 'Tweaks saved. The site shows them now.' : 'Tweaks saved.');
  });

  // Tweaks typed and not saved are asked about before leaving the screen.
  const unsaved = useUnsavedChanges(
    draft !== undefined &&
      tweaks.data !== undefined &&
      JSON.stringify(draft) !== JSON.stringify(draftOf(tweaks.data.tweaks)),
  );

  // A refusal moves the focus to the first field it names, or to its message.
  useEffect(() => {
    if (error === undefined) return;
    (formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? problemRef.current)?.focus();
  }, [error]);

  if (tweaks.isPending) return <Loading label="Loading the theme’s tweaks…" />;
  if (tweaks.error !== null) return <LoadError error={tweaks.error} onRetry={() => void tweaks.refetch()} />;
  if (draft === undefined) return <Loading label="Loading the theme’s tweaks…" />;
  const list = tweaks.data.tweaks;
  if (list.length === 0) {
    return <p className="field__help">This theme’s stylesheets declare no tweak variables.</p>;
  }
  const problem = error === undefined ? undefined : { message: error.message, fields: error.fields };

  return (
    <form ref={formRef} className="theme-tweaks__form" aria-label="Theme tweaks" onSubmit={submit}>
      {unsaved.prompt}
      <div ref={problemRef} tabIndex={-1}>
        <ProblemAlert problem={problem} />
      </div>
      {categoriesOf(list).map(([category, inCategory]) => (
        <fieldset key={category} className="theme-tweaks__category" disabled={!canEdit || busy}>
          <legend>{category}</legend>
          {inCategory.map((tweak) => (
            <ThemeTweakField
              key={tweak.name}
              tweak={tweak}
              value={draft[tweak.name] ?? tweak.default}
              error={error?.fields[tweak.name]}
              onChange={(value) => setDraft({ ...draft, [tweak.name]: value })}
            />
          ))}
        </fieldset>
      ))}
      {isActive ? (
        <p className="field__help theme-tweaks__preview-state" role="status">
          {previewState.compiling
            ? 'Updating the preview…'
            : previewState.refused
              ? 'The preview cannot show a value as typed; saving names it.'
              : 'The preview shows these values before they are saved.'}
        </p>
      ) : null}
      {canEdit ? (
        <div className="design-screen__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save tweaks'}
          </button>
        </div>
      ) : (
        <p className="field__help">Your role may look at the tweaks but not change them.</p>
      )}
    </form>
  );
}
