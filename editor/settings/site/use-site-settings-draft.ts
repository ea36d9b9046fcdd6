// The Site settings form's state: the draft, the checks run before sending, the save, and the question a change of currency asks first.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { normalizeHostName } from '../../../domain/host-names.js';
import {
  CURRENCY_CHANGE_ERROR,
  isContactPhone,
  SITE_SETTINGS_MESSAGES,
} from '../../../domain/owner-api/site-settings-rules.js';
import { asApiError, type ApiError } from '../../api/client.js';
import {
  saveSiteSettings,
  SITE_SETTINGS_KEY,
  type SiteSettings,
  type SiteSettingsDraft,
} from '../../api/site-settings.js';
import { useSaveNotice } from '../../ui/settings-screen.js';
import { useFormSubmit } from '../../ui/use-form-submit.js';

/** The pictures the form shows, by field: the server's, or the one just chosen. */
export type DraftImages = Record<'logoImageId' | 'faviconImageId' | 'socialImageId', { url: string } | null>;

function draftOf(settings: SiteSettings): SiteSettingsDraft {
  const { images: _images, currencyInUse: _use, publicUrl: _url, ...draft } = settings;
  return draft;
}

function imagesOf(settings: SiteSettings): DraftImages {
  return {
    logoImageId: settings.images.logo,
    faviconImageId: settings.images.favicon,
    socialImageId: settings.images.socialImage,
  };
}

/** What the form can tell before sending: a title, host names, a phone number. */
export function draftProblems(draft: SiteSettingsDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (draft.siteTitle.trim() === '') problems.siteTitle = SITE_SETTINGS_MESSAGES.siteTitle;
  if (draft.primaryDomain.trim() !== '') {
    const result = normalizeHostName(draft.primaryDomain);
    if ('problem' in result) problems.primaryDomain = result.problem;
  }
  draft.domains.forEach((host, index) => {
    const result = normalizeHostName(host);
    if ('problem' in result) problems[`domains.${index}`] = result.problem;
  });
  if (!isContactPhone(draft.contactPhone)) problems.contactPhone = SITE_SETTINGS_MESSAGES.contactPhone;
  return problems;
}

/** What the form works with (see {@link useSiteSettingsDraft}). */
export interface SiteSettingsDraftState {
  draft: SiteSettingsDraft;
  images: DraftImages;
  saved: SiteSettings;
  change: (part: Partial<SiteSettingsDraft>) => void;
  choose: (field: keyof DraftImages, image: { id: string; url: string } | null) => void;
  submit: ReturnType<typeof useFormSubmit>['submit'];
  busy: boolean;
  error: ApiError | undefined;
  /** A message per field: the form's own checks, then the server's. */
  fields: Record<string, string>;
  /** After a save: the notice. */
  savedNotice: boolean;
  /** The server's question before prices keep their amounts under a new currency. */
  currencyQuestion: string | undefined;
  confirmCurrency: () => Promise<void>;
  keepCurrency: () => void;
  /** "Leave without saving?", asked when the owner leaves with edits not saved. */
  leavePrompt: ReactElement;
}

/** The Site settings form's state from the settings as loaded. */
export function useSiteSettingsDraft(initial: SiteSettings): SiteSettingsDraftState {
  const queryClient = useQueryClient();
  const notice = useSaveNotice('site settings');
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<SiteSettingsDraft>(() => draftOf(initial));
  const [images, setImages] = useState<DraftImages>(() => imagesOf(initial));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [question, setQuestion] = useState<string | undefined>();
  const [confirmError, setConfirmError] = useState<ApiError | undefined>();

  const store = (now: SiteSettings) => {
    queryClient.setQueryData(SITE_SETTINGS_KEY, now);
    setSaved(now);
    setDraft(draftOf(now));
    setImages(imagesOf(now));
    notice.markSaved();
  };

  const form = useFormSubmit(
    async () => {
      setConfirmError(undefined);
      try {
        store(await saveSiteSettings(draft));
      } catch (failure) {
        const error = failure as ApiError;
        if (error.status === 409 && error.code === CURRENCY_CHANGE_ERROR) {
          setQuestion(error.message);
          return;
        }
        throw failure;
      }
    },
    {
      ready: () => {
        const found = draftProblems(draft);
        setProblems(found);
        return Object.keys(found).length === 0;
      },
    },
  );

  return {
    draft,
    images,
    saved,
    change: (part) => {
      notice.markEdited();
      setDraft((current) => ({ ...current, ...part }));
    },
    choose: (field, image) => {
      notice.markEdited();
      setDraft((current) => ({ ...current, [field]: image?.id ?? null }));
      setImages((current) => ({ ...current, [field]: image === null ? null : { url: image.url } }));
    },
    submit: form.submit,
    busy: form.busy,
    error: confirmError ?? form.error,
    fields: { ...(form.error?.fields ?? {}), ...problems },
    savedNotice: notice.saved,
    leavePrompt: notice.leavePrompt,
    currencyQuestion: question,
    async confirmCurrency() {
      setQuestion(undefined);
      try {
        store(await saveSiteSettings({ ...draft, confirmCurrencyChange: true }));
      } catch (failure) {
        setConfirmError(asApiError(failure));
      }
    },
    keepCurrency: () => {
      setQuestion(undefined);
      setDraft((current) => ({ ...current, currency: saved.currency }));
    },
  };
}
