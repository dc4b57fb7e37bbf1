// A TCP proxy we control, between Steady and PostgreSQL or Redis, to break the link on demand:
// cut() drops every open connection and refuses new ones (the peer is gone); stall() keeps every
// connection open but lets nothing through, and accepts new ones that never answer (the peer
// hangs); restore() lets traffic through again, resetting the stalled connections first.
import net from 'node:net';

export type TcpProxy = {
  port: number;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
};

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let mode: 'open' | 'cut' | 'stall' = 'open';
  const sockets = new Set<net.Socket>();
  const track = (s: net.Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  };
  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    track(client);
    client.on('error', () => client.destroy());
    // A hung peer: the connection is accepted, then nothing ever comes back.
    if (mode === 'stall') return;
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    for (const s of [client, upstream]) {
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const destroyAll = () => {
    for (const s of sockets) s.destroy();
  };
  return {
    port,
    cut() {
      mode = 'cut';
      destroyAll();
    },
    stall() {
      mode = 'stall';
      // Open connections stay open, but bytes stop in both directions.
      for (const s of sockets) {
        s.unpipe();
        s.pause();
      }
    },
    restore() {
      // A stalled connection has lost bytes in the middle of its protocol: reset it.
      if (mode === 'stall') destroyAll();
      mode = 'open';
    },
    close: async () => {
      mode = 'cut';
      destroyAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
