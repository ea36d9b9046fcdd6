// Rich-text editing of stored HTML (text blocks, post bodies, excerpts). Placeholder until the Tiptap editor lands.
import { TextArea } from './field.js';

/** Props of {@link RichTextEditor}: HTML in, HTML out (the server sanitizes what it stores). */
export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** Hides the label visually (it is still read out). */
  hideLabel?: boolean;
  /** A smaller toolbar (excerpts). */
  compact?: boolean;
}

/** The rich-text editor. */
export function RichTextEditor({ label, value, onChange, error }: RichTextEditorProps) {
  return <TextArea label={label} value={value} onChange={onChange} error={error} />;
}
