import net from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

export interface TcpProxy {
  port: number;
  /**
   * `pass` forwards; `refuse` drops every connection (open ones too) and refuses new ones, as a
   * stopped server does; `blackhole` accepts and keeps connections but lets no byte through, as a
   * lost network does.
   */
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of `target`, for tests that take the database away. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const open = new Set<{ client: net.Socket; upstream: net.Socket }>();

  const server = net.createServer((client) => {
    if (mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    open.add(pair);
    const forget = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
    // Bytes pass only in `pass` mode; in `blackhole` they are swallowed.
    client.on('data', (chunk) => {
      if (mode === 'pass') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'pass') client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    setMode(next) {
      mode = next;
      if (next === 'refuse')
        for (const { client, upstream } of open) {
          client.destroy();
          upstream.destroy();
        }
    },
    close() {
      for (const { client, upstream } of open) {
        client.destroy();
        upstream.destroy();
      }
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
