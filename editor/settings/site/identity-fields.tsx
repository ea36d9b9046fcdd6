// The Site settings' identity: title, tagline, description, and the logo, favicon and sharing picture chosen from the files.
import { SITE_TEXT_LIMITS } from '../../../domain/owner-api/site-settings-rules.js';
import { CoverImageField } from '../../content/cover-image-field.js';
import { TextArea, TextField } from '../../ui/field.js';
import type { SiteSettingsDraftState } from './use-site-settings-draft.js';

/** Title, tagline, description and pictures. */
export function IdentityFields({ state, disabled }: { state: SiteSettingsDraftState; disabled: boolean }) {
  const { draft, images, change, choose, fields } = state;
  return (
    <fieldset className="fieldset">
      <legend>Site</legend>
      <TextField
        label="Site title"
        value={draft.siteTitle}
        onChange={(siteTitle) => change({ siteTitle })}
        error={fields.siteTitle}
        disabled={disabled}
        maxLength={SITE_TEXT_LIMITS.siteTitle}
        required
      />
      <TextField
        label="Tagline"
        value={draft.siteTagline}
        onChange={(siteTagline) => change({ siteTagline })}
        error={fields.siteTagline}
        disabled={disabled}
        description="A line under the title, in the footer."
      />
      <TextArea
        label="Description"
        value={draft.siteDescription}
        onChange={(siteDescription) => change({ siteDescription })}
        error={fields.siteDescription}
        disabled={disabled}
        rows={3}
        description="What search results show for pages without a description of their own."
      />
      <CoverImageField
        label="Logo"
        imageUrl={images.logoImageId?.url ?? null}
        hasImage={draft.logoImageId !== null}
        onChange={(image) => choose('logoImageId', image)}
        error={fields.logoImageId}
        disabled={disabled}
      />
      {draft.logoImageId !== null ? (
        <p className="field__help">
          The header links the logo to the home page, and screen readers read it out as the site title
          {draft.siteTitle.trim() === '' ? '' : ` (“${draft.siteTitle.trim()}”)`}: it needs no alt text of its
          own.
        </p>
      ) : null}
      <CoverImageField
        label="Browser icon"
        imageUrl={images.faviconImageId?.url ?? null}
        hasImage={draft.faviconImageId !== null}
        onChange={(image) => choose('faviconImageId', image)}
        error={fields.faviconImageId}
        disabled={disabled}
      />
      <p className="field__help">
        One square picture of at least 512 pixels is made into every icon browsers and phones ask for.
      </p>
      <CoverImageField
        label="Social sharing image"
        imageUrl={images.socialImageId?.url ?? null}
        hasImage={draft.socialImageId !== null}
        onChange={(image) => choose('socialImageId', image)}
        error={fields.socialImageId}
        disabled={disabled}
      />
    </fieldset>
  );
}
