/**
 * A TCP proxy in front of the real PostgreSQL server, to take the database away from the app and give
 * it back as a restart would: `down()` resets every open connection and refuses new ones, `up()`
 * accepts again on the same port.
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server = createServer();
  function createServer() {
    return net.createServer((client) => {
      const upstream = net.connect(targetPort, targetHost);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
  }
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.resetAndDestroy();
      server.close(() => resolve());
    });
  const port = await listen(0);
  let running = true;
  const down = async () => {
    if (!running) return;
    running = false;
    await stop();
  };
  return {
    port,
    down,
    async up() {
      if (running) return;
      server = createServer();
      await listen(port);
      running = true;
    },
    close: down,
  };
}
