import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';

/** A received message: its envelope recipients and raw text (headers and body). */
export interface Mail {
  to: string[];
  raw: string;
}

export interface Inbox {
  /** Waits for the newest mail to `address` that arrived after `since` messages, and returns it. */
  codeFor(address: string, since?: number): Promise<string>;
  /** How many messages have arrived so far (pass to `codeFor` to skip older ones). */
  count(): number;
  close(): Promise<void>;
}

const CODE = /\b(\d{6})\b/;

/**
 * A minimal SMTP server on loopback (enough for nodemailer: EHLO, MAIL, RCPT, DATA, QUIT, no TLS,
 * no auth), so the browser tests read the code the API really mailed.
 */
export async function startSmtpInbox(port: number): Promise<Inbox> {
  const mails: Mail[] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let data: string[] | null = null;
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost test inbox');

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            mails.push({ to, raw: data.join('\n') });
            data = null;
            to = [];
            reply('250 OK: queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') reply('250 OK');
        else if (verb === 'RCPT') {
          to.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase());
          reply('250 OK');
        } else if (verb === 'DATA') {
          data = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          to = [];
          reply('250 OK');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    count: () => mails.length,
    async codeFor(address, since = 0) {
      const wanted = address.toLowerCase();
      for (let tries = 0; tries < 100; tries += 1) {
        const mail = mails
          .slice(since)
          .reverse()
          .find((candidate) => candidate.to.includes(wanted));
        const code = mail && CODE.exec(mail.raw)?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No mail with a code reached ${address}`);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Without SMTP_URL the API writes each mail as an .eml file under .data/mail/ (ARCHITECTURE);
 * reads the newest one to `address`. Used only when the suite runs without a loopback SMTP server.
 */
export async function codeFromMailFolder(address: string, notBefore: number): Promise<string> {
  const folder = path.join(__dirname, '..', '..', '.data', 'mail');
  for (let tries = 0; tries < 100; tries += 1) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .reverse()) {
      const raw = await readFile(path.join(folder, name), 'utf8');
      const when = Date.parse(/^Date: (.+)$/m.exec(raw)?.[1] ?? '');
      if (raw.toLowerCase().includes(address.toLowerCase()) && !(when < notBefore - 2000)) {
        const code = CODE.exec(raw)?.[1];
        if (code) return code;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail with a code for ${address} under ${folder}`);
}
