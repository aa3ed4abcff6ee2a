// A small TCP relay on 127.0.0.1 whose connections reach a server from another loopback address
// (127.x.y.z), so that to the server each test is a client of its own: the web's forms limit and
// Strapi's admin sign-in limit (5 per account and address in 5 minutes) count per address. The
// relay changes nothing else about the requests.
import net from 'node:net';

export function randomLoopback(): string {
  const r = (n: number) => Math.floor(Math.random() * n);
  return `127.${1 + r(254)}.${r(256)}.${2 + r(252)}`;
}

/** A relay to `targetUrl` whose connections come from `localAddress`; its base URL and close(). */
export async function relay(targetUrl: string, localAddress: string): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect({ host: target.hostname, port: Number(target.port), localAddress });
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    inbound.pipe(outbound).pipe(inbound);
    inbound.on('error', () => outbound.destroy());
    outbound.on('error', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
