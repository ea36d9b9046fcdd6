// The link editor (SPEC §2): a page, a collection or an address. Placeholder until the pickers land.
import { TextField } from './field.js';

/** Props of {@link LinkField}: the link as stored (`/about`, `https://…`, `mailto:…`). */
export interface LinkFieldProps {
  label: string;
  value: string;
  onChange: (link: string) => void;
  error?: string;
}

/** A link chosen from the site's pages and collections, or typed. */
export function LinkField({ label, value, onChange, error }: LinkFieldProps) {
  return <TextField label={label} value={value} onChange={onChange} error={error} />;
}
