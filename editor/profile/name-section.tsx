// The profile's name: the name the editor greets you by.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PROFILE_KEY, updateProfile } from '../api/profile.js';
import { WEBSITE_KEY } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { TextField } from '../ui/field.js';
import { useFormSubmit } from '../ui/use-form-submit.js';
import { ProfileSection, useReportEdited } from './profile-section.js';

/** The name form. */
export function NameSection({
  displayName,
  onEdited,
}: {
  displayName: string;
  /** Told whether the name typed differs from the saved one. */
  onEdited?: (edited: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [name, setName] = useState(displayName);
  const [saved, setSaved] = useState(false);
  useReportEdited(name !== displayName, onEdited);
  const { submit, busy, error } = useFormSubmit(async () => {
    const profile = await updateProfile(name);
    queryClient.setQueryData(PROFILE_KEY, profile);
    void queryClient.invalidateQueries({ queryKey: WEBSITE_KEY });
    setSaved(true);
    announce('Your name was saved.');
  });
  return (
    <ProfileSection title="Name">
      <form className="profile-form" onSubmit={(event) => void submit(event)} noValidate>
        {error !== undefined && error.fields.displayName === undefined ? (
          <Alert tone="error">{error.message}</Alert>
        ) : null}
        <TextField
          label="Your name"
          autoComplete="name"
          maxLength={200}
          value={name}
          onChange={(next) => {
            setName(next);
            setSaved(false);
          }}
          error={error?.fields.displayName}
        />
        <div className="profile-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save name'}
          </button>
          {saved ? <span className="profile-form__saved">Saved.</span> : null}
        </div>
      </form>
    </ProfileSection>
  );
}
