import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable soft line breaks joined. */
  raw: string;
}

export interface SmtpSink {
  url: string;
  messages: ReceivedMail[];
  /** The first mail (already received or arriving within the timeout) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** The six-digit code of the newest mail to this address matching `subject`. */
  codeFor(to: string, subject: RegExp, after?: number): Promise<string>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** The first this many connections are refused with 421, as a busy or restarting relay does. */
  refuseFirst?: number;
}

/** The six-digit code a verification or reset mail carries. */
export function mailedCode(mail: ReceivedMail): string {
  const code = /code is (\d{6})\./.exec(mail.raw)?.[1];
  if (!code) throw new Error('The mail carries no code');
  return code;
}

/** Whether a mail is to `to` and its text matches `subject`: what `codeFor` looks for. */
export function isCodeMail(mail: ReceivedMail, to: string, subject: RegExp): boolean {
  return mail.to.includes(to.toLowerCase()) && subject.test(mail.raw);
}

/**
 * A real SMTP server on loopback that keeps what it receives: mail tests go through SMTP. The
 * browser tests give it a fixed port, because the API they start must know it in advance.
 */
export async function startSmtpSink(
  port = 0,
  { refuseFirst = 0 }: SmtpSinkOptions = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (refused >= refuseFirst) return callback();
      refused += 1;
      return callback(
        Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, ''),
        });
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;

  const waitFor: SmtpSink['waitFor'] = (match, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(match);
        if (!found) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error('No matching mail arrived'));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(listener);
      };
      const listener = () => void check();
      listeners.add(listener);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitFor,
    async codeFor(to, subject, after = 0) {
      const mail = await waitFor(
        (candidate) => messages.indexOf(candidate) >= after && isCodeMail(candidate, to, subject),
      );
      return mailedCode(mail);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
