// Uploading a theme folder as a zip: the file input, the upload's progress, then the stored theme with its warnings, or the refusal with every problem `tessera check` found.
import { useEffect, useId, useRef, useState } from 'react';
import { formatFileSize } from '../../domain/file-rules.js';
import {
  MAX_THEME_ZIP_BYTES,
  type ThemeProblem,
  type ThemeUploadReply,
} from '../../domain/owner-api/themes.js';
import { asApiError } from '../api/client.js';
import { refusalProblems, uploadTheme } from '../api/themes.js';
import { Alert } from '../ui/alert.js';
import { useAnnounce } from '../ui/announcer.js';
import { ThemeProblemList } from './theme-problems.js';

/** How an upload ended, as the screen shows it until the next one. */
type Outcome =
  | { kind: 'uploaded'; reply: ThemeUploadReply }
  | { kind: 'refused'; message: string; problems: ThemeProblem[] }
  | { kind: 'failed'; message: string };

/** An upload under way: the file and the share of it sent. */
interface Sending {
  name: string;
  size: number;
  percent: number;
  controller: AbortController;
}

const warningsOf = (count: number) => (count === 1 ? '1 warning' : `${count} warnings`);

/** The largest zip as the server's messages say it (20 MB: mebibytes, where formatFileSize counts 10^6). */
const MAX_ZIP_TEXT = `${MAX_THEME_ZIP_BYTES / 1024 / 1024} MB`;

/** "Uploaded Theme Name; 2 warnings" (or "; no warnings"). */
export function uploadedMessage(reply: ThemeUploadReply): string {
  const count = reply.warnings.length;
  return `Uploaded ${reply.theme.name}; ${count === 0 ? 'no warnings' : warningsOf(count)}.`;
}

/** Refuses what cannot be a theme zip before sending it: undefined when it may go. */
function localProblem(file: File): string | undefined {
  if (!file.name.toLowerCase().endsWith('.zip')) return `${file.name} is not a .zip file.`;
  if (file.size > MAX_THEME_ZIP_BYTES) {
    return `${file.name} is ${formatFileSize(file.size)}; a theme zip may be at most ${MAX_ZIP_TEXT}.`;
  }
  return undefined;
}

/** Props of {@link ThemeUpload}. */
export interface ThemeUploadProps {
  /** Called with the stored theme once the server took it. */
  onUploaded: (reply: ThemeUploadReply) => void;
}

/** The upload section of the Theme screen. */
export function ThemeUpload({ onUploaded }: ThemeUploadProps) {
  const inputId = useId();
  const announce = useAnnounce();
  const [sending, setSending] = useState<Sending | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const messageRef = useRef<HTMLSpanElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // The input is off while a zip is sent, and the Cancel button goes when it ends: the focus they
  // held comes back to the input rather than falling to the page.
  useEffect(() => {
    if (
      sending === undefined &&
      (document.activeElement === null || document.activeElement === document.body)
    ) {
      inputRef.current?.focus();
    }
  }, [sending]);
  // A refusal takes the focus, so its message and problems are read first.
  useEffect(() => {
    if (outcome !== undefined && outcome.kind !== 'uploaded') messageRef.current?.focus();
  }, [outcome]);
  // Leaving the screen stops an upload nobody would see the end of.
  const controllerRef = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => controllerRef.current?.abort(), []);

  async function send(file: File) {
    // Cleared at once, so choosing the same file again (fixed) sends it again.
    if (inputRef.current !== null) inputRef.current.value = '';
    const problem = localProblem(file);
    if (problem !== undefined) return setOutcome({ kind: 'failed', message: problem });
    const controller = new AbortController();
    controllerRef.current = controller;
    setOutcome(undefined);
    setSending({ name: file.name, size: file.size, percent: 0, controller });
    try {
      const reply = await uploadTheme(file, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setSending((current) =>
            current === undefined
              ? current
              : { ...current, percent: total > 0 ? Math.round(Math.min(1, loaded / total) * 100) : 0 },
          ),
      });
      setOutcome({ kind: 'uploaded', reply });
      announce(uploadedMessage(reply));
      onUploaded(reply);
    } catch (failure) {
      const error = asApiError(failure);
      if (error.code === 'cancelled') announce(`Upload of ${file.name} cancelled.`);
      else if (error.status === 422) {
        setOutcome({ kind: 'refused', message: error.message, problems: refusalProblems(error) });
      } else setOutcome({ kind: 'failed', message: error.message });
    } finally {
      controllerRef.current = undefined;
      setSending(undefined);
    }
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="theme-upload">
      <h2 id={`${inputId}-heading`}>Upload a theme</h2>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          Upload a theme (.zip)
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          className="field__input"
          aria-describedby={`${inputId}-help`}
          disabled={sending !== undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file !== undefined) void send(file);
          }}
        />
        <p className="field__help" id={`${inputId}-help`}>
          A zip of a theme folder (<code>template.conf</code>, regions, <code>collections/</code>,{' '}
          <code>styles/</code>…), at most {MAX_ZIP_TEXT}. It is checked as <code>tessera check</code> checks
          it; a theme with errors is not kept.
        </p>
      </div>
      {sending !== undefined ? (
        <div className="theme-upload__progress">
          <progress
            className="progress"
            aria-label={`Uploading ${sending.name}`}
            max={100}
            value={sending.percent}
          />
          <p className="field__help">
            {sending.percent >= 100
              ? `Checking ${sending.name}…`
              : `Uploading… ${sending.percent}% (${formatFileSize(Math.round((sending.percent / 100) * sending.size))} of ${formatFileSize(sending.size)})`}
          </p>
          <button type="button" className="button button--small" onClick={() => sending.controller.abort()}>
            Cancel upload
          </button>
        </div>
      ) : null}
      {outcome?.kind === 'uploaded' ? <Uploaded reply={outcome.reply} /> : null}
      {outcome?.kind === 'refused' ? (
        <Alert
          tone="error"
          title={
            <span ref={messageRef} tabIndex={-1}>
              {outcome.message}
            </span>
          }
        >
          <ThemeProblemList problems={outcome.problems} label="Problems tessera check found" />
        </Alert>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Alert
          tone="error"
          title={
            <span ref={messageRef} tabIndex={-1}>
              {outcome.message}
            </span>
          }
        />
      ) : null}
    </section>
  );
}

/** A theme the server kept: its name, and its warnings folded away. */
function Uploaded({ reply }: { reply: ThemeUploadReply }) {
  return (
    <Alert tone="success" title={uploadedMessage(reply)}>
      {reply.warnings.length > 0 ? (
        <details className="theme-upload__warnings">
          <summary>Show the {warningsOf(reply.warnings.length)}</summary>
          <ThemeProblemList problems={reply.warnings} label="Warnings tessera check gave" />
        </details>
      ) : undefined}
    </Alert>
  );
}
