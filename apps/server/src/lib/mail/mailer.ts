import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends the app's few emails (password reset links). */
export interface Mailer {
  /** False when mail goes to the log instead (no SMTP_URL). */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

/** Through an SMTP server (SMTP_URL, e.g. `smtps://user:pass@smtp.example.com`), from MAIL_FROM. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    delivers: true,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Without SMTP (the embedded default): the message, link and all, is written to the log. */
export function logMailer(logger: Logger): Mailer {
  return {
    delivers: false,
    send(message) {
      logger.warn({ mail: message }, "mail not sent (no SMTP_URL): written to the log instead");
      return Promise.resolve();
    },
  };
}
