import net from 'node:net';

/**
 * A TCP relay in front of a server (the tests' PostgreSQL), which a test can cut as a crashed or
 * unreachable database would be: every open connection reset, new ones refused, until `restore()`
 * listens again on the same port. The server itself is never touched, so the other tests of the
 * run that share it go on.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A reset is what the test wants the API to see; it must not end this process.
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const closed = () => new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    port,
    /** Resets every connection through it and refuses new ones. */
    async cut() {
      const closing = closed();
      for (const socket of sockets) socket.resetAndDestroy();
      await closing;
    },
    /** Takes connections again, on the same port. */
    async restore() {
      await listen(port);
    },
    async close() {
      if (server.listening) await this.cut();
    },
  };
}
