// The blog post and event editor: title, address, body, excerpt, tags, author, picture, publishing; events add when and where.
import { useState } from 'react';
import { Link } from 'react-router';
import type { CollectionView, ItemView } from '../../domain/owner-api/items.js';
import { useAuthors } from '../api/content.js';
import { useTags } from '../api/tags.js';
import { useCan } from '../api/website.js';
import { Alert } from '../ui/alert.js';
import { ConfirmDialog } from '../ui/dialog.js';
import { SelectField, TextField } from '../ui/field.js';
import { LazyRichTextEditor as RichTextEditor } from '../ui/lazy-rich-text.js';
import { CoverImageField } from './cover-image-field.js';
import { PostMediaField } from './post-media-field.js';
import { PreviewButton } from './preview-button.js';
import { EventFields } from './event-fields.js';
import { fieldError, isFutureDate, type ItemFormValues } from './item-form.js';
import { SaveConflict } from './save-conflict.js';
import { StatusBadge } from './status-badge.js';
import { TagInput } from './tag-input.js';
import { useContentPreview } from './use-content-preview.js';
import { useItemEditor } from './use-item-editor.js';
import { formatWallClock, isWallClock } from './zoned-time.js';

/** Props of {@link ItemEditorForm}. */
export interface ItemEditorFormProps {
  collection: CollectionView;
  /** The stored item; undefined for a new one. */
  initial?: ItemView;
  timeZone: string;
  /** The signed-in person, a new item's author. */
  accountId?: string;
}

function publishHelp(values: ItemFormValues, timeZone: string, one: string): string {
  if (!isWallClock(values.publishOn)) return `Empty: the ${one} shows as soon as it is published.`;
  if (isFutureDate(values, timeZone)) {
    return `Scheduled for ${formatWallClock(values.publishOn)} (${timeZone}): the site shows it from then.`;
  }
  return `A time already past: the ${one} shows as soon as it is published.`;
}

/** The editor of one post or event. */
export function ItemEditorForm({ collection, initial, timeZone, accountId }: ItemEditorFormProps) {
  const editor = useItemEditor({ collection, initial, timeZone, defaultAuthorId: accountId });
  const { kind, words, saved, values, change, fields, busy } = editor;
  const canPublish = useCan('content:publish');
  const published = editor.saved?.status === 'published';
  // A draft editor may not change what visitors already see (the server refuses it too).
  const canEdit = useCan('content:edit') && (canPublish || !published);
  const authors = useAuthors();
  const tags = useTags('tag');
  const categories = useTags('category');
  const [deleting, setDeleting] = useState(false);
  useContentPreview(collection, saved, words.one, timeZone);

  const authorOptions = [
    { value: '', label: 'No author' },
    ...(authors.data ?? []).map((author) => ({ value: author.id, label: author.name || author.email })),
  ];
  if (values.authorId !== '' && !authorOptions.some((option) => option.value === values.authorId)) {
    authorOptions.push({
      value: values.authorId,
      label: authors.isPending ? 'Loading…' : 'Someone no longer on this website',
    });
  }
  // Enter in a field saves without changing whether the item is out in the world.
  const quietIntent = published && canPublish ? 'published' : 'draft';

  return (
    <div className="content-editor">
      <p className="breadcrumb">
        <Link to={`/collections/${collection.id}`}>{`Back to ${collection.title}`}</Link>
      </p>
      <div className="content-editor__head">
        <h1>{saved === undefined ? `New ${words.one}` : saved.title || `Untitled ${words.one}`}</h1>
        <StatusBadge item={saved} timeZone={timeZone} />
      </div>
      {editor.error !== undefined ? <Alert tone="error">{editor.error}</Alert> : null}
      {editor.conflict !== undefined ? (
        <SaveConflict
          message={editor.conflict.message}
          busy={busy}
          onLoadLatest={() => void editor.loadLatest()}
          onOverwrite={() => void editor.overwrite()}
        />
      ) : null}
      <form
        noValidate
        aria-label={saved === undefined ? `New ${words.one}` : `Edit ${words.one}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (canEdit) void editor.save(quietIntent);
        }}
      >
        <fieldset className="content-editor__fields" disabled={!canEdit}>
          <legend className="visually-hidden">{words.One}</legend>
          <div className="panel field-group">
            <TextField
              label="Title"
              required
              value={values.title}
              onChange={(title) => change({ title })}
              error={fieldError(fields, 'title')}
            />
            <TextField
              label="URL slug"
              value={values.urlSlug}
              onChange={(urlSlug) => change({ urlSlug })}
              error={fieldError(fields, 'urlSlug')}
              description={
                saved === undefined
                  ? 'Optional: made from the title when left empty.'
                  : `The ${words.one}'s address is ${saved.fullUrl}`
              }
            />
            <RichTextEditor
              label="Body"
              value={values.body}
              onChange={(body) => change({ body })}
              error={fieldError(fields, 'body')}
            />
            <RichTextEditor
              label="Excerpt"
              compact
              value={values.excerpt}
              onChange={(excerpt) => change({ excerpt })}
              error={fieldError(fields, 'excerpt')}
            />
          </div>
          {kind === 'events' ? (
            <EventFields
              values={values}
              onChange={change}
              fields={fields}
              timeZone={timeZone}
              saved={saved}
            />
          ) : null}
          {kind === 'blog' ? (
            <PostMediaField
              media={values.media}
              onChange={(media) => change({ media })}
              fields={fields}
              disabled={!canEdit}
            />
          ) : null}
          <div className="panel field-group">
            <TagInput
              kind="tag"
              label="Tags"
              values={values.tags}
              onChange={(next) => change({ tags: next })}
              suggestions={(tags.data ?? []).map((tag) => tag.name)}
              error={fieldError(fields, 'tags')}
              disabled={!canEdit}
            />
            <TagInput
              kind="category"
              label="Categories"
              values={values.categories}
              onChange={(next) => change({ categories: next })}
              suggestions={(categories.data ?? []).map((tag) => tag.name)}
              error={fieldError(fields, 'categories')}
              disabled={!canEdit}
            />
            <SelectField
              label="Author"
              value={values.authorId}
              onChange={(authorId) => change({ authorId })}
              options={authorOptions}
              error={fieldError(fields, 'authorId')}
            />
            <CoverImageField
              label={kind === 'events' ? 'Event image' : 'Cover image'}
              hasImage={values.mainImageId !== null}
              imageId={values.mainImageId}
              imageUrl={values.mainImageUrl}
              onChange={(image) =>
                change({ mainImageId: image?.id ?? null, mainImageUrl: image?.url ?? null })
              }
              error={fieldError(fields, 'mainImageId')}
              disabled={!canEdit}
            />
          </div>
          <div className="panel field-group">
            <TextField
              label="Publish on"
              type="datetime-local"
              value={values.publishOn}
              onChange={(publishOn) => change({ publishOn })}
              error={fieldError(fields, 'publishOn')}
              description={publishHelp(values, timeZone, words.one)}
            />
          </div>
        </fieldset>
        {canEdit ? (
          <div className="toolbar content-editor__actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void editor.save('draft')}
            >
              {published ? 'Switch to draft' : 'Save draft'}
            </button>
            {canPublish ? (
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => void editor.save('published')}
              >
                {isFutureDate(values, timeZone) ? 'Schedule' : 'Publish'}
              </button>
            ) : null}
            {saved !== undefined ? <PreviewButton fullUrl={saved.fullUrl} noun={words.one} /> : null}
            <span className="toolbar__spacer" />
            {saved !== undefined ? (
              <button
                type="button"
                className="button button--danger"
                disabled={busy}
                onClick={() => setDeleting(true)}
              >
                Delete
              </button>
            ) : null}
          </div>
        ) : saved !== undefined ? (
          <div className="toolbar content-editor__actions">
            <PreviewButton fullUrl={saved.fullUrl} noun={words.one} />
          </div>
        ) : null}
        {canEdit && !canPublish ? (
          <p className="field__help">
            {`Your role saves drafts: someone who may publish makes this ${words.one} visible.`}
          </p>
        ) : null}
        {published && !canPublish ? (
          <Alert tone="info">
            {`This ${words.one} is on the site: someone who may publish has to change it.`}
          </Alert>
        ) : null}
      </form>
      <ConfirmDialog
        title={`Delete this ${words.one}?`}
        isOpen={deleting}
        busy={busy}
        destructive
        confirmLabel={`Delete ${words.one}`}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          void editor.remove().then((done) => {
            if (!done) setDeleting(false);
          });
        }}
      >
        <p>{`“${saved?.title ?? ''}” will be removed from the site. This cannot be undone.`}</p>
      </ConfirmDialog>
      {editor.leavePrompt}
    </div>
  );
}
