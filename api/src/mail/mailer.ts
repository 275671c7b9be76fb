import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
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
    const transport: Transporter = nodemailer.createTransport(smtpUrl, { from });
    return {
      async send(message) {
        try {
          await transport.sendMail({ ...message, from });
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
