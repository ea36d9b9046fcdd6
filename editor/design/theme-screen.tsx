// /config/design/theme: the theme the live site shows (built-in or an uploaded folder), uploading a theme zip, switching and deleting uploaded themes, and their tweaks.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ThemeSummary, ThemesReply } from '../../domain/owner-api/themes.js';
import { asApiError } from '../api/client.js';
import { deleteTheme, setActiveTheme, THEME_KEYS, useThemes } from '../api/themes.js';
import { useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { usePreview } from '../ui/preview.js';
import { DesignSubnav } from './design-subnav.js';
import { ThemeTable } from './theme-table.js';
import { ThemeTweaks } from './theme-tweaks.js';
import { ThemeUpload } from './theme-upload.js';

/** The Theme screen. */
export function ThemeScreen() {
  const themes = useThemes();
  const website = useWebsite();
  const canEdit = website.data?.capabilities.includes('design:edit') ?? false;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const preview = usePreview();
  const [deleting, setDeleting] = useState<ThemeSummary | undefined>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const [deleteFailure, setDeleteFailure] = useState<string | undefined>();

  if (themes.isPending) return <Loading label="Loading the themes…" />;
  if (themes.error !== null) return <LoadError error={themes.error} onRetry={() => void themes.refetch()} />;
  const { themes: uploaded, activeThemeId, builtInName } = themes.data;
  const active = uploaded.find((theme) => theme.id === activeThemeId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: THEME_KEYS.all });

  async function use(theme: ThemeSummary | null) {
    setBusy(true);
    setFailure(undefined);
    try {
      const reply = await setActiveTheme(theme === null ? null : theme.id);
      queryClient.setQueryData<ThemesReply>(THEME_KEYS.list, reply);
      preview.reload();
      announce(`The site shows ${theme === null ? `the built-in theme, ${builtInName}` : theme.name} now.`);
    } catch (caught) {
      setFailure(asApiError(caught).message);
    } finally {
      setBusy(false);
    }
  }

  async function remove(theme: ThemeSummary) {
    setBusy(true);
    setDeleteFailure(undefined);
    try {
      await deleteTheme(theme.id);
      setDeleting(undefined);
      announce(`${theme.name} deleted.`);
      await refresh();
    } catch (caught) {
      setDeleteFailure(asApiError(caught).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="design-screen theme-screen">
      <h1>Theme</h1>
      <DesignSubnav />
      <p className="field__help">
        The theme is the templates and stylesheets every page of the site is drawn with. Upload a theme folder
        as a zip, then use it; the built-in theme is always there to go back to.
      </p>

      <section aria-labelledby="theme-active-heading" className="theme-screen__active">
        <h2 id="theme-active-heading">Active theme</h2>
        {active === undefined ? (
          <p>
            The site shows the built-in theme, <strong>{builtInName}</strong>.
          </p>
        ) : (
          <p>
            The site shows <strong>{active.name}</strong>
            {active.author === '' ? '' : ` by ${active.author}`}, uploaded as <code>{active.fileName}</code>.
          </p>
        )}
        {failure !== undefined ? <Alert tone="error" title={failure} /> : null}
        {canEdit && active !== undefined ? (
          <button type="button" className="button" disabled={busy} onClick={() => void use(null)}>
            Use the built-in theme
          </button>
        ) : null}
      </section>

      {canEdit ? <ThemeUpload onUploaded={() => void refresh()} /> : null}

      <section aria-labelledby="theme-list-heading">
        <h2 id="theme-list-heading">Uploaded themes</h2>
        {uploaded.length === 0 ? (
          <p className="empty-state">No themes uploaded yet.</p>
        ) : (
          <ThemeTable
            themes={uploaded}
            timeZone={website.data?.website.timeZone}
            canEdit={canEdit}
            busy={busy}
            onUse={(theme) => void use(theme)}
            onDelete={(theme) => {
              setDeleteFailure(undefined);
              setDeleting(theme);
            }}
          />
        )}
        {!canEdit ? (
          <p className="field__help">Your role may look at the themes but not change them.</p>
        ) : null}
      </section>

      <ThemeTweaks themes={uploaded} activeThemeId={activeThemeId} canEdit={canEdit} />

      <ConfirmDialog
        title={`Delete ${deleting?.name ?? ''}?`}
        isOpen={deleting !== undefined}
        confirmLabel="Delete theme"
        destructive
        busy={busy}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting !== undefined && void remove(deleting)}
      >
        <p>
          The theme’s files and its tweak values are deleted. Uploading <code>{deleting?.fileName}</code>{' '}
          again brings the theme back without its tweaks.
        </p>
        {deleteFailure !== undefined ? <Alert tone="error">{deleteFailure}</Alert> : null}
      </ConfirmDialog>
    </div>
  );
}
