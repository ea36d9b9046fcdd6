// The frame the settings screens share: heading and help, then loading, a load error with Try again, or the form; and the notices above the form of whether its last save went through.
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactElement, type ReactNode } from 'react';
import type { ApiError } from '../api/client.js';
import { useWebsite } from '../api/website.js';
import { Alert } from './alert.js';
import { useAnnounce } from './announcer.js';
import { LoadError, Loading } from './load-state.js';
import { useUnsavedChanges } from './unsaved-changes.js';

/** Props of {@link SettingsScreen}. */
export interface SettingsScreenProps<T> {
  title: string;
  /** Above the heading (a way back). */
  before?: ReactNode;
  /** Under the heading. */
  help?: ReactNode;
  settings: UseQueryResult<T>;
  /** Read out while the settings load (`Loading sharing settings…`). */
  loadingLabel: string;
  /** The form, once the settings are loaded. */
  children: (settings: T) => ReactNode;
}

/**
 * A settings screen. The form shows once both the settings and the owner's website (with what they
 * may change) are loaded, so it never flashes read-only first.
 */
export function SettingsScreen<T>({
  title,
  before,
  help,
  settings,
  loadingLabel,
  children,
}: SettingsScreenProps<T>) {
  const website = useWebsite();
  return (
    <div className="tracking-settings-screen">
      {before}
      <h1>{title}</h1>
      {help}
      {settings.isPending || website.isPending ? (
        <Loading label={loadingLabel} />
      ) : settings.data === undefined ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        children(settings.data)
      )}
    </div>
  );
}

/** What {@link useSaveNotice} gives. */
export interface SaveNotice {
  /** Whether the last save went through and nothing was edited since. */
  saved: boolean;
  /** After a save: shows "Saved" and reads out `The {subject} were saved.`. */
  markSaved: () => void;
  /** After an edit: the "Saved" notice goes, and leaving asks first until the next save. */
  markEdited: () => void;
  /** "Leave without saving?", asked when the owner leaves with edits not saved (render it in the form). */
  leavePrompt: ReactElement;
}

/** Whether a settings form's last save went through; `subject` names them ("sharing settings"). */
export function useSaveNotice(subject: string): SaveNotice {
  const announce = useAnnounce();
  const [saved, setSaved] = useState(false);
  const [edited, setEdited] = useState(false);
  const unsaved = useUnsavedChanges(edited);
  return {
    saved,
    markSaved: () => {
      setSaved(true);
      setEdited(false);
      announce(`The ${subject} were saved.`);
    },
    markEdited: () => {
      setSaved(false);
      setEdited(true);
    },
    leavePrompt: unsaved.prompt,
  };
}

/** Props of {@link SaveNotices}. */
export interface SaveNoticesProps {
  /** What the form saves, as in `The {subject} were not saved`. */
  subject: string;
  /** Why the last save failed. */
  error: ApiError | undefined;
  /** Said instead of the error's own message (a field's message the form has no field for). */
  reason?: string;
  saved: boolean;
}

/** The notices at the top of a settings form: why the last save failed, or that it went through. */
export function SaveNotices({ subject, error, reason, saved }: SaveNoticesProps) {
  return (
    <>
      {error !== undefined ? (
        <Alert tone="error" title={`The ${subject} were not saved`}>
          {reason ?? error.message}
        </Alert>
      ) : null}
      {saved ? (
        <Alert tone="success" title="Saved">
          The {subject} were saved.
        </Alert>
      ) : null}
    </>
  );
}
