/**
 * Outgoing e-mail (password reset codes). `createMailer` picks SMTP through nodemailer
 * when SMTP_URL is set; without it every message is written as an .eml file under
 * `<DATA_DIR>/outbox/` and logged, so a developer (or the operator of a box without mail) can
 * read it. buildApp takes a Mailer as a dependency, so tests record what was sent.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** One plain-text e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail; rejects when the message could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The subset of a pino logger the outbox uses. */
export interface MailLog {
  info(object: object, message: string): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL (SMTP_URL); absent → outbox files. */
  smtpUrl?: string | undefined;
  /** From header, e.g. `핏픽 <no-reply@example.com>`. */
  from: string;
  /** Directory of the outbox (`<DATA_DIR>/outbox`). */
  outboxDir: string;
  log: MailLog;
}

/** SMTP when `smtpUrl` is set, else the outbox directory. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : outboxMailer(options.outboxDir, options.from, options.log);
}

/** Sends through an SMTP server (nodemailer). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Writes each message as `<outboxDir>/<ISO time>-<uuid>.eml` (RFC 5322, built by nodemailer's
 * stream transport so Korean subjects are encoded properly) and logs recipient, subject and file.
 * The body is not logged: it carries a reset code.
 */
export function outboxMailer(outboxDir: string, from: string, log: MailLog): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message, { mode: 0o600 });
      log.info(
        { to: message.to, subject: message.subject, file },
        'e-mail written to the outbox (SMTP_URL is not set)',
      );
    },
  };
}
