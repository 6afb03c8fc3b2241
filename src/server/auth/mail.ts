import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link in the message, kept apart so the log and tests can read it. */
  link: string;
  otp: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the message is written to the server log, so a local operator can
 * still follow the link. `outbox`, when given, also receives every message.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  outbox?: MailMessage[] | undefined;
}): Mailer {
  const transport: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      options.outbox?.push(message);
      if (transport) {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
        return;
      }
      options.log.info(
        { mail: { to: message.to, subject: message.subject, link: message.link, code: message.otp } },
        'mail (no SMTP_URL set): follow the link to continue',
      );
    },
  };
}

const footer = '\n\nIf you did not ask for this, you can ignore this message.\n\n— Lugha';

/** The text of each mail auth sends. */
export const mailTemplates = {
  confirmation: (link: string, otp: string) => ({
    subject: 'Confirm your Lugha account',
    text: `Welcome to Lugha!\n\nConfirm your e-mail address by opening this link:\n${link}\n\nOr enter this code: ${otp}${footer}`,
  }),
  recovery: (link: string, otp: string) => ({
    subject: 'Reset your Lugha password',
    text: `Someone asked to reset the password of your Lugha account.\n\nChoose a new password here:\n${link}\n\nOr enter this code: ${otp}${footer}`,
  }),
  magiclink: (link: string, otp: string) => ({
    subject: 'Your Lugha sign-in link',
    text: `Sign in to Lugha by opening this link:\n${link}\n\nOr enter this code: ${otp}${footer}`,
  }),
  invite: (link: string, otp: string) => ({
    subject: 'You are invited to Lugha',
    text: `You have been invited to learn on Lugha.\n\nAccept the invitation by opening this link:\n${link}\n\nOr enter this code: ${otp}${footer}`,
  }),
  reauthentication: (otp: string) => ({
    subject: 'Your Lugha confirmation code',
    text: `Enter this code to confirm it is you (for example, to change your password): ${otp}${footer}`,
  }),
  email_change: (link: string, otp: string) => ({
    subject: 'Confirm your new e-mail address',
    text: `Confirm that this is the new e-mail address of your Lugha account:\n${link}\n\nOr enter this code: ${otp}${footer}`,
  }),
};
