// The link editor (SPEC §2): a page of the site, a collection, or a typed web address, stored as one link string.
import { useId, useState, type ReactNode } from 'react';
import { linkProblem } from '../../domain/owner-api/common-rules.js';
import { useCollectionList, usePageList } from '../api/pages.js';
import { TextField } from './field.js';
import { CollectionPicker } from './pickers/collection-picker.js';
import { NavigationPicker } from './pickers/navigation-picker.js';

/** What a link points at, as the link editor offers it. */
export type LinkMode = 'page' | 'collection' | 'web';

const MODES: readonly { mode: LinkMode; label: string }[] = [
  { mode: 'page', label: 'Page' },
  { mode: 'collection', label: 'Collection' },
  { mode: 'web', label: 'Web address' },
];

export { linkProblem };

/** Props of {@link LinkField}: the link as stored (`/about`, `https://…`, `mailto:…`). */
export interface LinkFieldProps {
  label: string;
  value: string;
  onChange: (link: string) => void;
  error?: string;
  description?: ReactNode;
}

/**
 * A link chosen from the site's pages (the navigation picker) or collections (the collection
 * picker), or typed. A typed address is checked when the field is left, with SPEC §5's message.
 */
export function LinkField({ label, value, onChange, error, description }: LinkFieldProps) {
  const name = useId();
  const pages = usePageList();
  const [chosen, setChosen] = useState<LinkMode | undefined>(undefined);
  const [touched, setTouched] = useState(false);
  const pageAt = pages.data?.pages.find((page) => page.fullUrl === value);
  // Until the owner picks a kind, an empty link or one of the site's pages opens on "Page".
  const mode: LinkMode = chosen ?? (value === '' || pageAt !== undefined ? 'page' : 'web');
  const collections = useCollectionList(mode === 'collection');
  const collectionAt = collections.data?.find((collection) => collection.fullUrl === value);
  const typedProblem = mode === 'web' && touched && value !== '' ? linkProblem(value) : undefined;
  const shownError = error || typedProblem;

  return (
    <fieldset className="field-group link-field">
      <legend>{label}</legend>
      <div className="link-field__modes">
        {MODES.map((choice) => (
          <label key={choice.mode} className="link-field__mode">
            <input
              type="radio"
              name={name}
              value={choice.mode}
              checked={mode === choice.mode}
              onChange={() => {
                setChosen(choice.mode);
                setTouched(false);
              }}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {mode === 'page' ? (
        <NavigationPicker
          label="Page to link to"
          selectedPageId={pageAt?.id ?? null}
          onSelect={(page) => onChange(page.fullUrl)}
          error={shownError}
          description={description}
        />
      ) : null}
      {mode === 'collection' ? (
        <CollectionPicker
          label="Collection to link to"
          selectedCollectionId={collectionAt?.id ?? null}
          onSelect={(collection) => onChange(collection.fullUrl)}
          error={shownError}
          description={description}
        />
      ) : null}
      {mode === 'web' ? (
        <TextField
          label="Address"
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={value}
          onChange={onChange}
          onBlur={() => setTouched(true)}
          error={shownError}
          description={
            description ??
            'An address on the web (https://…), a page of this site (/a-page), mailto: or tel:.'
          }
        />
      ) : null}
    </fieldset>
  );
}
