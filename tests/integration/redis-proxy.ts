// What the multi-instance tests share: a TCP proxy to the real Redis at 127.0.0.1:6379 that a
// test can cut (Redis "goes away" for the instances behind it) and open again on the same port,
// and a bounded wait for a condition (for a busy machine: polled, never a fixed sleep).
import net from 'node:net';

export const REDIS = { host: '127.0.0.1', port: 6379 };

export interface RedisProxy {
  port: number;
  /** Closes the proxy and every connection through it. */
  cut: () => Promise<void>;
}

/** A proxy to Redis on a free port, or on the given one (to open it again after a cut). */
export function redisProxy(port = 0): Promise<RedisProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(REDIS);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        cut: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Waits until check() is true, polling every stepMs; throws after ms. */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000, stepMs = 25): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
