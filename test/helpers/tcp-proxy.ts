// A TCP proxy a test controls, to play a database outage without touching the machine's database
// server: forward (normal), refuse (nothing listens: connections are refused), terminate (open
// connections are cut, new ones are forwarded) and hang (connections are accepted and bytes are
// swallowed: the database seems to have stopped answering).
import { connect, createServer, type Server, type Socket } from 'node:net';

type Mode = 'forward' | 'refuse' | 'hang';

interface Pair {
  client: Socket;
  upstream?: Socket;
}

export class TcpProxy {
  private mode: Mode = 'forward';
  private server: Server;
  private readonly pairs = new Set<Pair>();

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
    server: Server,
  ) {
    this.server = server;
  }

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    let proxy: TcpProxy | undefined;
    const server = createServer((socket) => proxy?.accept(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    proxy = new TcpProxy(target, typeof address === 'object' && address ? address.port : 0, server);
    return proxy;
  }

  /** Connections are refused: nothing listens on the port, and open ones are cut. */
  async refuse(): Promise<void> {
    this.mode = 'refuse';
    this.cutAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Open connections are cut (as when the database restarts); new ones go through. */
  terminate(): void {
    this.cutAll();
  }

  /** Everything is accepted and nothing answers, on open connections and new ones. */
  hang(): void {
    this.mode = 'hang';
    for (const pair of this.pairs) this.swallow(pair);
  }

  /** Back to normal: hung connections are cut (their clients reconnect), new ones go through. */
  async forward(): Promise<void> {
    const wasRefusing = this.mode === 'refuse';
    if (this.mode === 'hang') this.cutAll();
    this.mode = 'forward';
    if (wasRefusing) {
      this.server = createServer((socket) => this.accept(socket));
      await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    }
  }

  async close(): Promise<void> {
    this.cutAll();
    if (this.server.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    const pair: Pair = { client };
    this.pairs.add(pair);
    client.on('error', () => {});
    client.on('close', () => {
      pair.upstream?.destroy();
      this.pairs.delete(pair);
    });
    if (this.mode === 'hang') {
      this.swallow(pair);
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  }

  private swallow(pair: Pair): void {
    pair.client.unpipe();
    pair.upstream?.unpipe();
    pair.client.removeAllListeners('data');
    pair.client.on('data', () => {});
    pair.upstream?.removeAllListeners('data');
    pair.upstream?.on('data', () => {});
  }

  private cutAll(): void {
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    this.pairs.clear();
  }
}
