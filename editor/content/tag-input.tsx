// A token input for an item's tags or categories: chosen ones as removable tokens, an input that suggests the site's existing ones or takes a new one.
import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Label, Tag, TagGroup, TagList } from 'react-aria-components';
import { tagNameProblem, type TagKind } from '../../domain/owner-api/tag-rules.js';

/** Props of {@link TagInput}. */
export interface TagInputProps {
  kind: TagKind;
  /** "Tags" or "Categories". */
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** The names the site already has, offered while typing. */
  suggestions: readonly string[];
  /** The server's message for the whole list. */
  error?: string;
  disabled?: boolean;
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** Tags or categories of an item. Enter, a comma or "Add" adds what was typed; Delete or × removes a token. */
export function TagInput({ kind, label, values, onChange, suggestions, error, disabled }: TagInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const message = problem ?? error;

  function add() {
    const name = text.trim();
    if (name === '') return;
    const refusal = tagNameProblem(kind, name);
    if (refusal !== undefined) {
      setProblem(refusal);
      return;
    }
    // The site's own spelling of a name it already has, so "news" does not become a second "News".
    const known = suggestions.find((suggestion) => same(suggestion, name)) ?? name;
    if (!values.some((value) => same(value, known))) onChange([...values, known]);
    setText('');
    setProblem(undefined);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter would submit the item's form.
      event.preventDefault();
      add();
    }
  }

  const offered = suggestions.filter((suggestion) => !values.some((value) => same(value, suggestion)));
  return (
    <div className={`field token-field${message ? ' field--invalid' : ''}`}>
      <TagGroup
        className="token-field__group"
        onRemove={disabled ? undefined : (keys) => onChange(values.filter((value) => !keys.has(value)))}
      >
        <Label className="field__label">{label}</Label>
        <TagList
          className="token-field__tokens"
          renderEmptyState={() => <span className="field__help">None yet.</span>}
        >
          {values.map((value) => (
            <Tag key={value} id={value} textValue={value} className="token">
              {value}
              {disabled ? null : (
                <Button slot="remove" className="token__remove" aria-label={`Remove ${value}`}>
                  ×
                </Button>
              )}
            </Tag>
          ))}
        </TagList>
      </TagGroup>
      <div className="token-field__add">
        <label className="visually-hidden" htmlFor={`${id}-input`}>
          {`Add a ${kind}`}
        </label>
        <input
          id={`${id}-input`}
          className="field__input"
          list={`${id}-suggestions`}
          value={text}
          disabled={disabled}
          placeholder={`Add a ${kind}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <datalist id={`${id}-suggestions`}>
          {offered.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <button
          type="button"
          className="button button--small"
          aria-label={`Add the ${kind}`}
          onClick={add}
          disabled={disabled}
        >
          Add
        </button>
      </div>
      {message ? (
        <p className="field__error" id={`${id}-error`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
