// /config/design/languages: the site's languages (add, remove, turn multilingual off), how much is translated, and each page's translation beside its primary texts.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MultilingualStatus, PageTranslation } from '../../domain/owner-api/multilingual.js';
import { asApiError } from '../api/client.js';
import {
  disconnectLanguages,
  LANGUAGE_KEYS,
  saveLanguages,
  saveTranslation,
  useAvailableLanguages,
  useLanguageStatus,
  useTranslation,
} from '../api/languages.js';
import { usePageList } from '../api/pages.js';
import { useWebsite } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { SelectField, TextArea, TextField } from '../ui/field.js';
import { LazyRichTextEditor } from '../ui/lazy-rich-text.js';
import { LoadError, Loading } from '../ui/load-state.js';
import { usePreview } from '../ui/preview.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';
import { DesignSubnav } from './design-subnav.js';
import { ProblemAlert } from '../ui/problem-alert.js';

/** Page types whose blocks can be translated (SPEC §2: a page, a splash page). */
const TRANSLATABLE_PAGE_TYPES = [2, 3];

type Status = MultilingualStatus;
type Language = Status['languages'][number];

const translationsOf = (count: number) => (count === 1 ? '1 page translation' : `${count} page translations`);

/** The Languages screen. */
export function LanguagesScreen() {
  const status = useLanguageStatus();
  const available = useAvailableLanguages();
  const website = useWebsite();
  const canEdit = website.data?.capabilities.includes('design:edit') ?? false;
  const canTranslate = website.data?.capabilities.includes('pages:edit') ?? false;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [adding, setAdding] = useState('');
  const [removing, setRemoving] = useState<Language | undefined>();
  const [disconnecting, setDisconnecting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> }>();

  if (status.isPending) return <Loading label="Loading the languages…" />;
  if (status.error !== null) return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  const { languages, totalPages, enabled } = status.data;
  const primary = languages.find((language) => language.primary)!;
  const extra = languages.filter((language) => !language.primary);
  const addable = (available.data ?? []).filter(
    (language) => !languages.some((site) => site.tag.toLowerCase() === language.tag.toLowerCase()),
  );
  const translationCount = extra.reduce((sum, language) => sum + language.translatedPages, 0);

  async function run(action: () => Promise<unknown>, said: string) {
    setBusy(true);
    try {
      await action();
      setProblem(undefined);
      await queryClient.invalidateQueries({ queryKey: LANGUAGE_KEYS.all });
      announce(said);
    } catch (failure) {
      const apiError = asApiError(failure);
      setProblem({ message: apiError.message, fields: apiError.fields ?? {} });
    } finally {
      setBusy(false);
    }
  }

  const tags = extra.map((language) => language.tag);
  const add = () => {
    const chosen = addable.find((language) => language.tag === adding);
    if (chosen === undefined) return;
    void run(async () => {
      await saveLanguages([...tags, chosen.tag]);
      setAdding('');
    }, `${chosen.name} added. Its pages answer at /${chosen.tag.toLowerCase()}.`);
  };
  const remove = (language: Language) =>
    void run(async () => {
      await saveLanguages(tags.filter((tag) => tag !== language.tag));
      setRemoving(undefined);
    }, `${language.name} removed.`);
  const disconnect = () =>
    void run(async () => {
      await disconnectLanguages();
      setDisconnecting(false);
    }, `Multilingual is off. The site is in ${primary.name} only.`);

  return (
    <div className="design-screen languages-screen">
      <h1>Languages</h1>
      <DesignSubnav />
      <p className="field__help">
        Each language you add gets its own addresses (<code>/fr/about</code>), a language menu in the header,
        and a translation of each page. Untranslated texts show in {primary.name}.
      </p>
      <ProblemAlert problem={problem} />

      <section aria-labelledby="languages-list">
        <h2 id="languages-list">Site languages</h2>
        <table className="table languages-screen__table">
          <thead>
            <tr>
              <th scope="col">Language</th>
              <th scope="col">Address</th>
              <th scope="col">Translated pages</th>
              {canEdit ? (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {languages.map((language) => (
              <tr key={language.tag}>
                <th scope="row">
                  {language.name} <span lang={language.tag}>({language.nativeName})</span>
                  {language.primary ? ' — primary' : ''}
                </th>
                <td>
                  <code>{language.path}</code>
                </td>
                <td>
                  {language.primary ? 'All (original)' : `${language.translatedPages} of ${totalPages}`}
                </td>
                {canEdit ? (
                  <td>
                    {language.primary ? null : (
                      <button
                        type="button"
                        className="button button--small"
                        disabled={busy}
                        onClick={() => setRemoving(language)}
                      >
                        Remove {language.name}
                      </button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {canEdit ? (
          <div className="languages-screen__add">
            <SelectField
              label="Add a language"
              value={adding}
              options={[
                { value: '', label: 'Choose a language' },
                ...addable.map((language) => ({
                  value: language.tag,
                  label: `${language.name} (${language.nativeName})`,
                })),
              ]}
              error={problem?.fields[`languages.${tags.length}`]}
              onChange={setAdding}
            />
            <button type="button" className="button" disabled={busy || adding === ''} onClick={add}>
              Add
            </button>
          </div>
        ) : null}
        {canEdit && enabled ? (
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => setDisconnecting(true)}
          >
            Turn off multilingual
          </button>
        ) : null}
      </section>

      {enabled ? (
        <TranslationEditor languages={extra} canTranslate={canTranslate} />
      ) : (
        <p className="field__help">Add a language to translate the site’s pages.</p>
      )}

      <ConfirmDialog
        title={`Remove ${removing?.name ?? ''}?`}
        isOpen={removing !== undefined}
        confirmLabel={`Remove ${removing?.name ?? ''}`}
        destructive
        busy={busy}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => removing !== undefined && remove(removing)}
      >
        <p>
          Its {translationsOf(removing?.translatedPages ?? 0)} will be deleted, and its addresses (
          <code>{removing?.path}</code>) will stop answering. Adding it again starts from nothing.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        title="Turn off multilingual?"
        isOpen={disconnecting}
        confirmLabel="Turn off and delete translations"
        destructive
        busy={busy}
        onCancel={() => setDisconnecting(false)}
        onConfirm={disconnect}
      >
        <p>
          Every language but {primary.name} is removed, and with them all {translationsOf(translationCount)}.
          The language menu and the other languages’ addresses go away. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}

/** Picks a page and a language, and edits that translation beside the primary texts. */
function TranslationEditor({ languages, canTranslate }: { languages: Language[]; canTranslate: boolean }) {
  const pages = usePageList();
  const translatable = (pages.data?.pages ?? []).filter((page) =>
    TRANSLATABLE_PAGE_TYPES.includes(page.pageType),
  );
  const [pageId, setPageId] = useState<string>();
  const [language, setLanguage] = useState<string>(languages[0]?.tag ?? '');
  // A translation typed and not saved: another page or language is chosen only once the owner agrees.
  const [dirty, setDirty] = useState(false);
  const [switching, setSwitching] = useState<{ pageId?: string; language?: string }>();
  const choose = (choice: { pageId?: string; language?: string }) => {
    if (dirty) return setSwitching(choice);
    if (choice.pageId !== undefined) setPageId(choice.pageId);
    if (choice.language !== undefined) setLanguage(choice.language);
  };
  useEffect(() => {
    if (!languages.some((entry) => entry.tag === language)) setLanguage(languages[0]?.tag ?? '');
  }, [languages, language]);
  const chosenPage = pageId ?? translatable[0]?.id;

  return (
    <section aria-labelledby="translations-heading" className="languages-screen__translations">
      <h2 id="translations-heading">Translate a page</h2>
      {pages.isPending ? (
        <Loading label="Loading the pages…" />
      ) : pages.error !== null ? (
        <LoadError error={pages.error} onRetry={() => void pages.refetch()} />
      ) : translatable.length === 0 ? (
        <p className="field__help">The site has no pages of blocks to translate.</p>
      ) : (
        <>
          <div className="languages-screen__pickers">
            <SelectField
              label="Page"
              value={chosenPage ?? ''}
              options={translatable.map((page) => ({
                value: page.id,
                label: `${page.title} (${page.fullUrl})`,
              }))}
              onChange={(next) => choose({ pageId: next })}
            />
            <SelectField
              label="Language"
              value={language}
              options={languages.map((entry) => ({ value: entry.tag, label: entry.name }))}
              onChange={(next) => choose({ language: next })}
            />
          </div>
          {chosenPage !== undefined && language !== '' ? (
            <TranslationForm
              key={`${chosenPage}/${language}`}
              pageId={chosenPage}
              language={language}
              canTranslate={canTranslate}
              onDirty={setDirty}
            />
          ) : null}
          <ConfirmDialog
            title="Switch without saving?"
            isOpen={switching !== undefined}
            onCancel={() => setSwitching(undefined)}
            onConfirm={() => {
              const choice = switching!;
              setSwitching(undefined);
              setDirty(false);
              if (choice.pageId !== undefined) setPageId(choice.pageId);
              if (choice.language !== undefined) setLanguage(choice.language);
            }}
            confirmLabel="Switch without saving"
            destructive
          >
            <p>The translation typed here is not saved. If you switch now, it is lost.</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}

type Draft = { title: string; description: string; blocks: Record<string, Record<string, string>> };

function draftOf(translation: PageTranslation): Draft {
  const blocks: Draft['blocks'] = {};
  for (const block of translation.blocks)
    blocks[block.id] = Object.fromEntries(block.fields.map((field) => [field.field, field.translation]));
  return { title: translation.title, description: translation.description, blocks };
}

/** One page's translation in one language. */
function TranslationForm({
  pageId,
  language,
  canTranslate,
  onDirty,
}: {
  pageId: string;
  language: string;
  canTranslate: boolean;
  /** Told whether the form holds changes not saved. */
  onDirty: (dirty: boolean) => void;
}) {
  const translation = useTranslation(pageId, language);
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const preview = usePreview();
  const [draft, setDraft] = useState<Draft>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> }>();

  useEffect(() => {
    if (translation.data !== undefined) {
      setDraft(draftOf(translation.data));
      preview.show(translation.data.path);
    }
    // Only a newly loaded translation resets the form and moves the preview.
  }, [translation.data]);
  // Changed since loaded or saved (a save stores what was sent, and the form takes it back): leaving asks first.
  const dirty =
    draft !== undefined &&
    translation.data !== undefined &&
    JSON.stringify(draft) !== JSON.stringify(draftOf(translation.data));
  const unsaved = useUnsavedChanges(dirty);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  if (translation.isPending) return <Loading label="Loading the translation…" />;
  if (translation.error !== null)
    return <LoadError error={translation.error} onRetry={() => void translation.refetch()} />;
  if (draft === undefined) return <Loading label="Loading the translation…" />;
  const view = translation.data;
  const setBlock = (id: string, field: string, text: string) =>
    setDraft({ ...draft, blocks: { ...draft.blocks, [id]: { ...draft.blocks[id], [field]: text } } });

  async function save() {
    setBusy(true);
    try {
      const saved = await saveTranslation(pageId, language, draft!);
      queryClient.setQueryData(LANGUAGE_KEYS.translation(pageId, language), saved);
      await queryClient.invalidateQueries({ queryKey: LANGUAGE_KEYS.status });
      setProblem(undefined);
      preview.show(saved.path);
      announce('Translation saved. The page shows it now.');
    } catch (failure) {
      const apiError = asApiError(failure);
      setProblem({ message: apiError.message, fields: apiError.fields ?? {} });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="languages-screen__form"
      aria-label="Translation"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="field__help">
        {view.updatedAt === null
          ? 'Not translated yet.'
          : `Last saved ${new Date(view.updatedAt).toLocaleString()}.`}{' '}
        Empty fields show the original text.
      </p>
      {problem ? <Alert tone="error" title={problem.message} /> : null}
      <fieldset disabled={!canTranslate}>
        <TextField
          label="Title"
          value={draft.title}
          placeholder={view.original.title}
          description={`Original: ${view.original.title}`}
          error={problem?.fields.title}
          onChange={(title) => setDraft({ ...draft, title })}
        />
        <TextArea
          label="Description"
          value={draft.description}
          placeholder={view.original.description}
          description={
            view.original.description === '' ? undefined : `Original: ${view.original.description}`
          }
          error={problem?.fields.description}
          onChange={(description) => setDraft({ ...draft, description })}
        />
        {view.blocks.map((block, index) =>
          block.fields.map((field) => {
            const label = `Block ${index + 1} (${block.type}): ${field.label}`;
            const text = draft.blocks[block.id]?.[field.field] ?? '';
            return field.kind === 'html' && canTranslate ? (
              <div key={`${block.id}.${field.field}`} className="languages-screen__html">
                <p className="field__help">
                  Original: <span>{stripTags(field.original)}</span>
                </p>
                <LazyRichTextEditor
                  label={label}
                  value={text}
                  onChange={(html) => setBlock(block.id, field.field, html)}
                />
              </div>
            ) : (
              <TextArea
                key={`${block.id}.${field.field}`}
                label={label}
                value={text}
                rows={2}
                placeholder={stripTags(field.original)}
                description={`Original: ${stripTags(field.original)}`}
                onChange={(value) => setBlock(block.id, field.field, value)}
              />
            );
          }),
        )}
      </fieldset>
      {canTranslate ? (
        <button type="submit" className="button button--primary" disabled={busy}>
          Save translation
        </button>
      ) : (
        <p className="field__help">Your role may look at translations but not change them.</p>
      )}
      {unsaved.prompt}
    </form>
  );
}

/** Rich text's words, for showing the original beside its translation. */
function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
