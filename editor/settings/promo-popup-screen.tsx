// /config/settings/newsletter-popup: the newsletter promotion popup: on or off, its title, text and button, the mailing list it signs up to and its delay.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_POPUP_DELAY_SECONDS } from '../../domain/promo-popup.js';
import { useBuiltInLists } from '../api/mailing-lists.js';
import { PROMO_POPUP_KEY, savePromoPopup, usePromoPopup, type PromoPopupInput } from '../api/promo-popup.js';
import { useCan } from '../api/website.js';
import { CheckboxField, SelectField, TextArea, TextField } from '../ui/field.js';
import { SaveNotices, SettingsScreen, useSaveNotice } from '../ui/settings-screen.js';
import { useFormSubmit } from '../ui/use-form-submit.js';

/** The Newsletter popup screen. */
export function PromoPopupScreen() {
  const settings = usePromoPopup();
  return (
    <SettingsScreen
      title="Newsletter popup"
      help={
        <p className="field__help">
          Invites visitors to your newsletter a few seconds after a page has loaded, once a week at most for
          each visitor. Its content is also a page of its own at /newsletter/popup.
        </p>
      }
      settings={settings}
      loadingLabel="Loading the popup settings…"
    >
      {(initial) => <PromoPopupForm initial={initial} />}
    </SettingsScreen>
  );
}

function PromoPopupForm({ initial }: { initial: PromoPopupInput }) {
  const canEdit = useCan('pages:edit');
  const queryClient = useQueryClient();
  const lists = useBuiltInLists();
  const [values, setValues] = useState<PromoPopupInput>(initial);
  const [delay, setDelay] = useState(String(initial.delaySeconds));
  const { saved, markSaved, markEdited, leavePrompt } = useSaveNotice('popup settings');
  const { submit, busy, error } = useFormSubmit(async () => {
    const now = await savePromoPopup({ ...values, delaySeconds: Number(delay) });
    queryClient.setQueryData(PROMO_POPUP_KEY, now);
    setValues(now);
    setDelay(String(now.delaySeconds));
    markSaved();
  });
  const fields = error?.fields ?? {};
  const change = (part: Partial<PromoPopupInput>) => {
    markEdited();
    setValues((current) => ({ ...current, ...part }));
  };
  const listOptions = [
    { value: '', label: 'The first mailing list' },
    ...(lists.data ?? []).map((list) => ({ value: list.id, label: list.name })),
  ];
  return (
    <form className="tracking-settings" onSubmit={(event) => void submit(event)} noValidate>
      <SaveNotices subject="popup settings" error={error} saved={saved} />
      {leavePrompt}
      <CheckboxField
        label="Show the newsletter popup"
        checked={values.enabled}
        disabled={!canEdit}
        onChange={(enabled) => change({ enabled })}
      />
      <TextField
        label="Title"
        value={values.title}
        disabled={!canEdit}
        onChange={(title) => change({ title })}
        error={fields.title}
      />
      <TextArea
        label="Text"
        value={values.text}
        disabled={!canEdit}
        rows={3}
        onChange={(text) => change({ text })}
        error={fields.text}
      />
      <TextField
        label="Button text"
        value={values.buttonText}
        disabled={!canEdit}
        onChange={(buttonText) => change({ buttonText })}
        error={fields.buttonText}
      />
      <SelectField
        label="Mailing list"
        value={values.mailingListId}
        disabled={!canEdit}
        options={listOptions}
        onChange={(mailingListId) => change({ mailingListId })}
        error={fields.mailingListId}
      />
      <TextField
        label="Delay in seconds"
        value={delay}
        inputMode="numeric"
        disabled={!canEdit}
        description={`How long after the page has loaded the popup opens, 0 to ${MAX_POPUP_DELAY_SECONDS}.`}
        onChange={(next) => {
          markEdited();
          setDelay(next);
        }}
        error={fields.delaySeconds}
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
