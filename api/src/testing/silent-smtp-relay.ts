import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface SilentSmtpRelay {
  url: string;
  /** Connections open now; none of them was ever sent a byte. */
  readonly open: number;
  /** Resolves when the first connection has been accepted. */
  connected: Promise<void>;
  /** Drops every connection and stops listening. */
  close(): Promise<void>;
}

/**
 * A relay that accepts connections and never answers, not even the SMTP greeting: the hung mail
 * server a request must never wait for.
 */
export async function startSilentSmtpRelay(): Promise<SilentSmtpRelay> {
  const sockets = new Set<Socket>();
  let accepted: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (accepted = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    accepted();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get open() {
      return sockets.size;
    },
    connected,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
