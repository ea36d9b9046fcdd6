// A gallery's display options (SPEC §3): design, shape, spacing, titles, lightbox and autoplay, saved over the defaults.
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  GALLERY_CHOICES,
  GALLERY_RANGES,
  galleryOptionsInputSchema,
  type GalleryOptionValue,
} from '../../domain/gallery-options.js';
import type { CollectionView } from '../../domain/owner-api/items.js';
import { CONTENT_KEYS, saveCollection } from '../api/content.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { CheckboxField, SelectField, TextField } from '../ui/field.js';
import { usePreview } from '../ui/preview.js';
import { useFormSubmit } from '../ui/use-form-submit.js';

/** Each choice's words, in the order the owner sees them. */
const LABELS: Record<string, string> = {
  grid: 'Grid',
  slideshow: 'Slideshow',
  slider: 'Slider',
  stacked: 'Stacked',
  square: 'Square (1:1)',
  standard: 'Standard (3:2)',
  'standard-vertical': 'Standard, upright (2:3)',
  'four-three': 'Four by three (4:3)',
  'three-four-vertical': 'Three by four, upright (3:4)',
  widescreen: 'Widescreen (16:9)',
  'anamorphic-widescreen': 'Cinema (2.4:1)',
  top: 'Top',
  'top-left': 'Top left',
  'top-right': 'Top right',
  center: 'Centre',
  bottom: 'Bottom',
  'bottom-left': 'Bottom left',
  'bottom-right': 'Bottom right',
  left: 'Left',
  right: 'Right',
  dark: 'Dark',
  light: 'Light',
};

const choicesOf = (name: string) =>
  (GALLERY_CHOICES[name] ?? []).map((value) => ({ value, label: LABELS[value] ?? value }));

/** The numeric options the form shows, with their words. */
const NUMBERS: readonly { name: string; label: string; designs?: readonly string[] }[] = [
  { name: 'thumbnails-per-row', label: 'Images per row', designs: ['grid'] },
  { name: 'padding', label: 'Space between images (pixels)' },
  { name: 'max-width', label: 'Largest image width in a slider (pixels)', designs: ['slider'] },
  { name: 'autoplay-duration', label: 'Seconds each image shows', designs: ['slideshow', 'slider'] },
];

/** The options as the form holds them: numbers as typed. */
type Draft = Record<string, GalleryOptionValue>;

/** The options the owner changed, numbers read back, or the problems by option name. */
export function galleryChanges(
  initial: Readonly<Record<string, GalleryOptionValue>>,
  draft: Draft,
): { changes: Record<string, GalleryOptionValue>; problems: Record<string, string> } {
  const changes: Record<string, GalleryOptionValue> = {};
  for (const [name, value] of Object.entries(draft)) {
    const read = name in GALLERY_RANGES && typeof value === 'string' ? Number(value.trim() || NaN) : value;
    if (read !== initial[name]) changes[name] = read;
  }
  const parsed = galleryOptionsInputSchema.safeParse(changes);
  const problems: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) problems[String(issue.path[0])] = issue.message;
  return { changes, problems };
}

/** Props of {@link GalleryDisplayForm}. */
export interface GalleryDisplayFormProps {
  collection: CollectionView;
  canEdit: boolean;
}

/** The gallery's display options, saved with the collection's version (a stale one is refused, nothing typed is lost). */
export function GalleryDisplayForm({ collection, canEdit }: GalleryDisplayFormProps) {
  const initial = collection.galleryOptions ?? {};
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const preview = usePreview();
  const [draft, setDraft] = useState<Draft>(() => ({ ...initial }));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | undefined>();
  // Which button sent the form (read in the same click, before a re-render).
  const resetting = useRef(false);

  const store = async (galleryOptions: Record<string, GalleryOptionValue> | null, words: string) => {
    const now = await saveCollection(collection.id, { galleryOptions }, collection.version);
    queryClient.setQueryData(CONTENT_KEYS.collection(collection.id), now);
    void queryClient.invalidateQueries({ queryKey: CONTENT_KEYS.all });
    setDraft({ ...(now.galleryOptions ?? {}) });
    setSaved(words);
    announce(words);
    preview.reload();
  };
  const { submit, busy, error } = useFormSubmit(
    async () => {
      const { changes } = galleryChanges(initial, draft);
      if (resetting.current) await store(null, 'The gallery shows the default display again.');
      else await store(changes, 'The gallery display was saved.');
    },
    {
      ready: () => {
        if (resetting.current) return true;
        const found = galleryChanges(initial, draft).problems;
        setProblems(found);
        return Object.keys(found).length === 0;
      },
    },
  );
  const fieldError = (name: string) => problems[name] ?? error?.fields?.[`galleryOptions.${name}`];
  const set = (name: string, value: GalleryOptionValue) => {
    setSaved(undefined);
    setDraft((current) => ({ ...current, [name]: value }));
  };
  const design = String(draft.design);
  const shows = (designs?: readonly string[]) => designs === undefined || designs.includes(design);
  const select = (name: string, label: string) => (
    <SelectField
      label={label}
      value={String(draft[name])}
      options={choicesOf(name)}
      disabled={!canEdit}
      onChange={(value) => set(name, value)}
      error={fieldError(name)}
    />
  );
  const check = (name: string, label: string) => (
    <CheckboxField
      label={label}
      checked={draft[name] === true}
      disabled={!canEdit}
      onChange={(on) => set(name, on)}
    />
  );

  return (
    <form
      className="gallery-display"
      aria-label="Gallery display"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2>Gallery display</h2>
      {error !== undefined ? (
        <Alert tone="error" title="The gallery display was not saved">
          {error.message}
        </Alert>
      ) : null}
      {saved !== undefined ? (
        <Alert tone="success" title="Saved">
          {saved}
        </Alert>
      ) : null}
      {select('design', 'Design')}
      {design !== 'stacked' ? select('aspect-ratio', 'Image shape') : null}
      {design !== 'stacked' ? check('auto-crop', 'Crop images to the shape') : null}
      {NUMBERS.filter((number) => shows(number.designs)).map((number) => (
        <TextField
          key={number.name}
          label={number.label}
          type="number"
          inputMode="numeric"
          min={GALLERY_RANGES[number.name][0]}
          max={GALLERY_RANGES[number.name][1]}
          value={String(draft[number.name])}
          disabled={!canEdit}
          onChange={(value) => set(number.name, value)}
          error={fieldError(number.name)}
        />
      ))}
      {design === 'slideshow' || design === 'slider' ? check('autoplay', 'Move on by itself') : null}
      {design === 'slider' ? select('active-alignment', 'Current image alignment') : null}
      {check('show-meta', 'Show image titles')}
      {draft['show-meta'] === true ? select('meta-position', 'Title position') : null}
      {draft['show-meta'] === true ? check('show-meta-on-hover', 'Show titles only on hover') : null}
      {check('lightbox', 'Open images in a lightbox')}
      {draft.lightbox === true ? select('lightboxTheme', 'Lightbox colours') : null}
      {canEdit ? (
        <div className="toolbar">
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            onClick={() => (resetting.current = false)}
          >
            {busy && !resetting.current ? 'Saving…' : 'Save display'}
          </button>
          <button type="submit" className="button" disabled={busy} onClick={() => (resetting.current = true)}>
            Use the defaults
          </button>
        </div>
      ) : null}
    </form>
  );
}
