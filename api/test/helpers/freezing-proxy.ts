import net from 'node:net';

export interface FreezingProxy {
  port: number;
  /** Connections open now go silent both ways, still open: a link that died without a word. New ones pass. */
  freeze(): void;
  close(): Promise<void>;
}

/** A TCP proxy on loopback to `target`, whose open connections can be silenced without closing them. */
export function freezingProxy(target: { host: string; port: number }): Promise<FreezingProxy> {
  const sockets = new Set<net.Socket>();
  let flowing: Array<[net.Socket, net.Socket]> = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
    flowing.push([client, upstream]);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        freeze() {
          for (const [client, upstream] of flowing) {
            client.unpipe(upstream);
            upstream.unpipe(client);
            client.pause();
            upstream.pause();
          }
          flowing = [];
        },
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
