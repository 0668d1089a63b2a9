import fs from 'node:fs';
import path from 'node:path';

import nodemailer, { type Transporter } from 'nodemailer';

import type { AppConfig } from '../config';

/**
 * Where our emails go (reports, newsletter): SMTP (nodemailer) when SMTP_URL is set, otherwise an .eml file
 * in DATA_DIR/outbox, so `npm start` needs no mail server (DESIGN.md §6).
 */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Fixed per report, so a resend after a crash carries the same Message-ID. */
  messageId: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers (List-Unsubscribe on newsletter mail). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<{ outboxFile?: string }>;
}

const smtpTransporters = new Map<string, Transporter>();

function smtpTransporter(url: string): Transporter {
  let transporter = smtpTransporters.get(url);
  if (!transporter) {
    // Short timeouts: a hung server should fail the attempt and let the job retry.
    transporter = nodemailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    smtpTransporters.set(url, transporter);
  }
  return transporter;
}

/** The Message-ID's own form, safe as a file name. */
const fileNameOf = (messageId: string) => messageId.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^_+|_+$/g, '');

export function createMailTransport(config: AppConfig): MailTransport {
  if (config.email.smtpUrl) {
    const transporter = smtpTransporter(config.email.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transporter.sendMail(mail);
        return {};
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await streamer.sendMail(mail);
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${fileNameOf(mail.messageId)}.eml`);
      // Write then rename: a crash never leaves half a message; a resend overwrites the same file.
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, info.message as Buffer);
      fs.renameSync(temporary, file);
      return { outboxFile: file };
    },
  };
}

/** A Message-ID fixed for one email ("<label@domain of MAIL_FROM>"), so a retry after a crash repeats it. */
export function mailMessageId(label: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'caseintake.invalid';
  return `<${label}@${domain}>`;
}
