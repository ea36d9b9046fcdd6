// The font picker of SPEC §2 "with search and style guide": the curated fonts searched by name and category, a candidate previewed in the style guide, then applied to headings or body.
import { useEffect, useMemo, useState } from 'react';
import {
  FONT_CATEGORIES,
  FONT_MESSAGES,
  FONT_ROLES,
  type FontCategory,
  type FontRole,
} from '../../domain/owner-api/design-rules.js';
import type { FontChoice } from '../../domain/owner-api/design.js';
import { Alert } from '../ui/alert.js';

const ROLE_LABELS: Record<FontRole, string> = { headings: 'Headings', body: 'Body and buttons' };
const CATEGORY_LABELS: Record<FontCategory, string> = {
  serif: 'Serif',
  sans: 'Sans serif',
  display: 'Display',
  mono: 'Monospace',
  handwriting: 'Handwriting',
};

/** Links a font's stylesheet into the editor's page once; answers whether it loaded. */
function useFontStylesheet(font: FontChoice | undefined): 'loading' | 'loaded' | 'failed' {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  useEffect(() => {
    if (font === undefined) return;
    if (font.stylesheet === null) {
      setState('failed');
      return;
    }
    const selector = `link[data-font-preview="${font.id}"]`;
    let link = document.head.querySelector<HTMLLinkElement>(selector);
    if (link !== null && link.dataset.state !== undefined) {
      setState(link.dataset.state === 'loaded' ? 'loaded' : 'failed');
      return;
    }
    setState('loading');
    if (link === null) {
      link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = font.stylesheet;
      link.dataset.fontPreview = font.id;
      document.head.append(link);
    }
    const loaded = () => {
      link.dataset.state = 'loaded';
      setState('loaded');
    };
    const failed = () => {
      link.dataset.state = 'failed';
      setState('failed');
    };
    link.addEventListener('load', loaded);
    link.addEventListener('error', failed);
    return () => {
      link.removeEventListener('load', loaded);
      link.removeEventListener('error', failed);
    };
  }, [font]);
  return state;
}

/** Props of {@link FontPanel}. */
export interface FontPanelProps {
  fonts: readonly FontChoice[];
  /** The draft's font per role. */
  chosen: Record<FontRole, string>;
  onApply: (role: FontRole, fontId: string) => void;
  disabled?: boolean;
}

/** Search, candidate, style guide, apply. */
export function FontPanel({ fonts, chosen, onApply, disabled = false }: FontPanelProps) {
  const [role, setRole] = useState<FontRole>('headings');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FontCategory | 'all'>('all');
  const [candidateId, setCandidateId] = useState(chosen.headings);
  const shown = useMemo(() => {
    const words = search.trim().toLowerCase();
    return fonts.filter(
      (font) =>
        (category === 'all' || font.category === category) &&
        (words === '' || font.family.toLowerCase().includes(words)),
    );
  }, [fonts, search, category]);
  const candidate = fonts.find((font) => font.id === candidateId);
  const state = useFontStylesheet(candidate);

  return (
    <div className="font-panel">
      <fieldset className="font-panel__roles">
        <legend>Font for</legend>
        {FONT_ROLES.map((option) => (
          <label key={option} className="font-panel__role">
            <input
              type="radio"
              name="font-role"
              checked={role === option}
              onChange={() => {
                setRole(option);
                setCandidateId(chosen[option]);
              }}
            />
            {ROLE_LABELS[option]}{' '}
            <span className="field__help">({fonts.find((font) => font.id === chosen[option])?.family})</span>
          </label>
        ))}
      </fieldset>
      <div className="font-panel__filters">
        <label className="field">
          <span className="field__label">Search fonts</span>
          <input
            className="field__input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field__label">Category</span>
          <select
            className="field__input"
            value={category}
            onChange={(event) => setCategory(event.target.value as FontCategory | 'all')}
          >
            <option value="all">All categories</option>
            {FONT_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {CATEGORY_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="field__help" role="status">
          No font matches “{search.trim()}”.
        </p>
      ) : (
        <ul className="font-panel__list" aria-label="Fonts">
          {shown.map((font) => (
            <li key={font.id}>
              <button
                type="button"
                className="font-panel__font"
                aria-pressed={font.id === candidateId}
                onClick={() => setCandidateId(font.id)}
              >
                <span className="font-panel__family">{font.family}</span>{' '}
                <span className="field__help">{CATEGORY_LABELS[font.category]}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {candidate === undefined ? null : (
        <section className="style-guide" aria-label={`Style guide: ${candidate.family}`}>
          {state === 'failed' ? (
            <Alert tone="warning">{FONT_MESSAGES.unableToLoadPreview(candidate.family)}</Alert>
          ) : null}
          <div className="style-guide__sample" style={{ fontFamily: candidate.fontFamily }}>
            <p className="style-guide__heading" aria-hidden="true">
              Heading in {candidate.family}
            </p>
            <p className="style-guide__subheading" aria-hidden="true">
              A smaller heading
            </p>
            <p className="style-guide__body">
              Body text: the quick brown fox jumps over the lazy dog. 0123456789 — àéîõü.
            </p>
            <span className="style-guide__button" aria-hidden="true">
              Add to cart
            </span>
          </div>
          <button
            type="button"
            className="button button--primary"
            disabled={disabled || chosen[role] === candidate.id}
            onClick={() => onApply(role, candidate.id)}
          >
            Use {candidate.family} for {ROLE_LABELS[role].toLowerCase()}
          </button>
        </section>
      )}
    </div>
  );
}
