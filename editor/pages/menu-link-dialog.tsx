// Adding or editing a link of the main navigation that is not a page of its own: a title, a link, and whether it opens a new window.
import { useState, type FormEvent } from 'react';
import { titleProblem } from '../../domain/owner-api/common-rules.js';
import { OWNER_INPUT_MESSAGE } from '../../domain/owner-messages.js';
import { Alert } from '../ui/alert.js';
import { DialogFormActions, EditorDialog } from '../ui/dialog.js';
import { CheckboxField, TextField } from '../ui/field.js';
import { LinkField, linkProblem } from '../ui/link-field.js';
import type { NavLink } from './navigation-tree.js';

/** Props of {@link MenuLinkDialog}. */
export interface MenuLinkDialogProps {
  isOpen: boolean;
  /** The link being edited; undefined adds a new one. */
  initial?: NavLink;
  onClose: () => void;
  onSave: (link: NavLink) => void;
}

/** The dialog; each opening starts from `initial`. */
export function MenuLinkDialog({ isOpen, initial, onClose, onSave }: MenuLinkDialogProps) {
  return (
    <EditorDialog
      title={initial === undefined ? 'Add a link' : 'Edit link'}
      isOpen={isOpen}
      onClose={onClose}
    >
      {isOpen ? <LinkForm initial={initial} onCancel={onClose} onSave={onSave} /> : null}
    </EditorDialog>
  );
}

function LinkForm({
  initial,
  onCancel,
  onSave,
}: {
  initial?: NavLink;
  onCancel: () => void;
  onSave: (link: NavLink) => void;
}) {
  // A folder (a title over links, with no address of its own) may stay without one.
  const isFolder = initial !== undefined && initial.externalLink === undefined;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [link, setLink] = useState(initial?.externalLink ?? '');
  const [newWindow, setNewWindow] = useState(initial?.newWindow ?? false);
  const [errors, setErrors] = useState<{ title?: string; link?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      title: titleProblem(title),
      link: isFolder && link.trim() === '' ? undefined : linkProblem(link),
    };
    setErrors(found);
    if (found.title !== undefined || found.link !== undefined) return;
    const { externalLink: _old, ...rest } = initial ?? {};
    onSave({
      ...rest,
      title: title.trim(),
      ...(link.trim() === '' ? {} : { externalLink: link.trim() }),
      newWindow,
    });
  }

  const invalid = errors.title !== undefined || errors.link !== undefined;
  return (
    <form onSubmit={submit} noValidate>
      {invalid ? <Alert tone="error">{OWNER_INPUT_MESSAGE}</Alert> : null}
      <TextField label="Title" value={title} onChange={setTitle} error={errors.title} required autoFocus />
      <LinkField label="Link" value={link} onChange={setLink} error={errors.link} />
      <CheckboxField label="Open in a new window" checked={newWindow} onChange={setNewWindow} />
      <DialogFormActions onCancel={onCancel} submitLabel={initial === undefined ? 'Add link' : 'Save link'} />
    </form>
  );
}
