// A TCP proxy a test controls, to play a database outage without touching the machine's database
// server, or a poor network in front of an app server: forward (normal), refuse (nothing listens:
// connections are refused), terminate (open connections are cut, new ones are forwarded), hang
// (connections are accepted and bytes are swallowed: the database seems to have stopped answering)
// and lossy (each chunk is held back a random while, and each connection is cut after a random
// number of chunks, as a phone on a train loses its link; the randomness is seeded, so a failing
// run plays again the same).
import { connect, createServer, type Server, type Socket } from 'node:net';

type Mode = 'forward' | 'refuse' | 'hang' | 'lossy';

export interface Loss {
  /** Each chunk is held back between 0 and this many milliseconds (in order, per direction). */
  maxDelayMs: number;
  /** Each connection is cut after 4 to 4 + 2 × this many chunks, both directions counted. */
  chunksPerConnection: number;
  seed: number;
}

/** A seeded generator of numbers in [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Pair {
  client: Socket;
  upstream?: Socket;
}

export class TcpProxy {
  private mode: Mode = 'forward';
  private loss: Loss & { random: () => number } = {
    maxDelayMs: 0,
    chunksPerConnection: 0,
    seed: 0,
    random: Math.random,
  };
  /** Connections cut by the lossy mode so far. */
  cuts = 0;
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

  /** Open connections are cut; new ones are delayed and cut as `loss` says. */
  lossy(loss: Loss): void {
    this.cutAll();
    this.mode = 'lossy';
    this.loss = { ...loss, random: seeded(loss.seed) };
  }

  /** Back to normal: hung and lossy connections are cut (their clients reconnect), new ones go through. */
  async forward(): Promise<void> {
    const wasRefusing = this.mode === 'refuse';
    if (this.mode === 'hang' || this.mode === 'lossy') this.cutAll();
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
    if (this.mode === 'lossy') {
      this.relayLossily(client, upstream);
    } else {
      client.pipe(upstream);
      upstream.pipe(client);
    }
  }

  private relayLossily(client: Socket, upstream: Socket): void {
    const { maxDelayMs, chunksPerConnection, random } = this.loss;
    const lifetime = 4 + Math.floor(random() * 2 * chunksPerConnection);
    let chunks = 0;
    const relay = (from: Socket, to: Socket) => {
      let queue = Promise.resolve();
      from.on('data', (chunk: Buffer) => {
        if (++chunks > lifetime) {
          if (!client.destroyed) this.cuts++;
          client.destroy();
          upstream.destroy();
          return;
        }
        const delay = random() * maxDelayMs;
        queue = queue
          .then(() => new Promise((resolve) => setTimeout(resolve, delay)))
          .then(() => {
            if (!to.destroyed) to.write(chunk);
          });
      });
    };
    relay(client, upstream);
    relay(upstream, client);
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
