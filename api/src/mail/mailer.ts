import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** `signal` cancels an SMTP delivery under way (the file transport finishes regardless). */
  send(message: MailMessage, options?: { signal?: AbortSignal }): Promise<void>;
  close(): void;
}

interface Logger {
  info(object: object, message: string): void;
}

export class MailError extends Error {
  override name = 'MailError';
}

/**
 * SMTP when `smtpUrl` is set; otherwise every message is written as an `.eml` file under `outDir`,
 * so local development needs no mail server, and printed to the log. Bodies carry codes and
 * payers' details, so only development (`logBodies`) prints them; elsewhere the log names the file.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outDir: string;
  logger: Logger;
  logBodies: boolean;
}): Mailer {
  const { smtpUrl, from, outDir, logger, logBodies } = options;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(
      {
        url: smtpUrl,
        // One connection kept open for the mails that follow, as the outbox worker sends one at
        // a time: a mail on it costs a third of the CPU of one on a new connection and arrives
        // at once, where a new one pays the relay's greeting first (docs/mail.md).
        pool: true,
        maxConnections: 1,
        // nodemailer waits up to 2 minutes to connect and 10 minutes for a silent relay. Mail
        // leaves from the outbox worker, so a hung relay blocks no request, but it would hold
        // the worker (and a graceful close) that long; a healthy relay answers in well under a
        // second, and the outbox retries whatever times out (docs/mail.md).
        connectionTimeout: 5_000,
        greetingTimeout: 5_000,
        socketTimeout: 10_000,
      },
      { from },
    );
    return {
      async send(message, options = {}) {
        try {
          await transport.sendMail({ ...message, from, signal: options.signal });
        } catch (error) {
          throw new MailError(`Mail to ${message.to} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let sequence = 0;
  return {
    async send(message) {
      try {
        const info = await transport.sendMail({ ...message, from });
        await mkdir(outDir, { recursive: true });
        sequence += 1;
        const file = join(
          outDir,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`,
        );
        await writeFile(file, info.message as Buffer);
        logger.info(
          { to: message.to, subject: message.subject, file },
          logBodies ? `mail:\n${message.text}` : 'mail written',
        );
      } catch (error) {
        throw new MailError(`Mail to ${message.to} could not be written`, { cause: error });
      }
    },
    close: () => transport.close(),
  };
}
