// The rich-text editor, downloaded only when a block that needs it is opened: screens that show it do not carry Tiptap until then.
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.js';

const RichTextEditor = lazy(() =>
  import('./rich-text-editor.js').then((module) => ({ default: module.RichTextEditor })),
);

/** {@link RichTextEditor}, with a short notice while its code loads. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <p className="loading" role="status">
          Loading the text editor…
        </p>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
