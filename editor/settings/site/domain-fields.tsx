// The Site settings' domain names (the primary one links use, and the others that reach the site) and the search engines switch.
import { MAX_EXTRA_HOSTS } from '../../../domain/host-names.js';
import { CheckboxField, TextField } from '../../ui/field.js';
import type { SiteSettingsDraftState } from './use-site-settings-draft.js';

/** Primary domain, further domains (rows to add and remove), and whether search engines may index the site. */
export function DomainFields({ state, disabled }: { state: SiteSettingsDraftState; disabled: boolean }) {
  const { draft, saved, change, fields } = state;
  const setDomain = (index: number, host: string) =>
    change({ domains: draft.domains.map((current, at) => (at === index ? host : current)) });
  return (
    <>
      <fieldset className="fieldset">
        <legend>Domains</legend>
        <p className="field__help">
          Links in mail, the sitemap and shared pages start with {saved.publicUrl}. Point each domain’s DNS at
          this server first.
        </p>
        <TextField
          label="Primary domain"
          value={draft.primaryDomain}
          onChange={(primaryDomain) => change({ primaryDomain })}
          error={fields.primaryDomain}
          disabled={disabled}
          placeholder="shop.example.com"
          spellCheck={false}
          autoCapitalize="none"
        />
        {draft.domains.map((host, index) => (
          <div className="social-account" key={index} role="group" aria-label={`Other domain ${index + 1}`}>
            <TextField
              label="Domain"
              value={host}
              onChange={(value) => setDomain(index, value)}
              error={fields[`domains.${index}`]}
              disabled={disabled}
              placeholder="www.example.com"
              spellCheck={false}
              autoCapitalize="none"
            />
            {disabled ? null : (
              <button
                type="button"
                className="button button--small"
                aria-label={`Remove other domain ${index + 1}`}
                onClick={() => change({ domains: draft.domains.filter((_, at) => at !== index) })}
              >
                Remove
              </button>
            )}
          </div>
        ))}
        {disabled || draft.domains.length >= MAX_EXTRA_HOSTS ? null : (
          <button
            type="button"
            className="button"
            onClick={() => change({ domains: [...draft.domains, ''] })}
          >
            Add a domain
          </button>
        )}
      </fieldset>
      <fieldset className="fieldset">
        <legend>Search engines</legend>
        <CheckboxField
          label="Search engines may index this site"
          checked={draft.searchEngineIndexing}
          onChange={(searchEngineIndexing) => change({ searchEngineIndexing })}
          disabled={disabled}
          description="Off: robots.txt turns every crawler away and every page asks not to be indexed."
        />
      </fieldset>
    </>
  );
}
