// How mail leaves: nodemailer over SMTP when SMTP_URL is set, else as .eml files under <dataDir>/mail that a person can open.
import { join } from 'node:path';
import type nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { lazyPackage } from '../lazy-module.js';
import type { Config } from '../config.js';
import { writeFileAtomic } from '../files/atomic-write.js';

/** nodemailer, loaded with the first mail (server/lazy-module.ts). */
const loadNodemailer = lazyPackage<typeof nodemailer>('nodemailer');

/** One message, ready for nodemailer. */
export interface MailMessage {
  /** The outbox row's id: names the .eml file and goes out as a header for tracing. */
  id: string;
  /** `<id@domain>`, the same on every attempt at this mail, so a duplicate send is recognisable. */
  messageId: string;
  /** When the mail was queued: the same on every attempt (the .eml file's name starts with it). */
  queuedAt: Date;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
  headers?: Readonly<Record<string, string>>;
}

/** Where mail goes. `send` rejects when the message was not accepted. */
export interface MailTransport {
  /** `smtp` or `eml`, for the log. */
  readonly kind: 'smtp' | 'eml';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

function nodemailerMessage(message: MailMessage) {
  return {
    from: message.from,
    to: message.to,
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    messageId: message.messageId,
    headers: { ...message.headers, 'X-Tessera-Outbox-Id': message.id },
  };
}

/**
 * How long an SMTP exchange may stall (connecting with the greeting, then each silence), kept well
 * inside the outbox's claim lease (retry-policy.ts) so a send ends, sent or failed, while its claim
 * still holds; nodemailer's defaults (2 and 10 minutes) would outlive it.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/** Sends through the SMTP server at `url` (`smtp://user:pass@host:587`, `smtps://…`). */
export function smtpTransport(url: string): MailTransport {
  let made: Transporter | undefined;
  const transporter = () => (made ??= loadNodemailer().createTransport({ url, ...SMTP_TIMEOUTS_MS }));
  return {
    kind: 'smtp',
    async send(message) {
      const info = (await transporter().sendMail(nodemailerMessage(message))) as { rejected?: unknown[] };
      if (Array.isArray(info.rejected) && info.rejected.length > 0) {
        throw new Error(`The SMTP server refused ${info.rejected.join(', ')}`);
      }
    },
    close: () => made?.close(),
  };
}

/** The folder .eml files are written to: `<dataDir>/mail`. */
export function emlFolder(dataDir: string): string {
  return join(dataDir, 'mail');
}

/**
 * Writes each message as an RFC 822 `.eml` file in `folder` (mail clients open them), named
 * `<time queued>-<outbox id>.eml` so they list in the order they were queued. The name is the same
 * on every attempt and the file is written whole under a temporary name, then renamed: a mail sent
 * again (its sender was killed before recording it) replaces its file, never a second copy.
 */
export function emlTransport(folder: string): MailTransport {
  let made: Transporter | undefined;
  const transporter = () =>
    (made ??= loadNodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'windows' }));
  return {
    kind: 'eml',
    async send(message) {
      const info = (await transporter().sendMail(nodemailerMessage(message))) as { message: Buffer };
      const stamp = message.queuedAt.toISOString().replace(/[:.]/g, '-');
      await writeFileAtomic(join(folder, `${stamp}-${message.id}.eml`), info.message);
    },
    close: () => made?.close(),
  };
}

/** The transport the configuration asks for. */
export function configuredTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : emlTransport(emlFolder(config.dataDir));
}
