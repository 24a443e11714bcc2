// A tiny Fastify server answering GET / with one pre-built string: the ceiling a page of that
// size could reach. It runs in a worker thread of the bench process, so it has an event loop of
// its own and autocannon (on the main thread) does not slow it down.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

if (!isMainThread && workerData?.staticBody !== undefined) {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  const body = workerData.staticBody;
  app.get('/', (_request, reply) => {
    reply.type('text/html; charset=utf-8').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  parentPort.postMessage(app.server.address().port);
}

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export function startStaticServer(body) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { staticBody: body } });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (port) =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: async () => {
          await worker.terminate();
        },
      }),
    );
  });
}
