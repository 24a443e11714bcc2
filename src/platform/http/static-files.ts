// Static files: content-hashed client assets (immutable), demo media, the favicon.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Resvg } from '@resvg/resvg-js';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#3e63dd"/><circle cx="32" cy="32" r="15" fill="none" stroke="#fff" stroke-width="6"/><circle cx="32" cy="32" r="5" fill="#fff"/></svg>`;

/**
 * The icon pages link: a 32 px PNG drawn from the SVG once. Chromium fetches a page's icon again on
 * every same-document navigation (the player writes `#step=` at each step) and makes a whole SVG
 * document of an SVG icon on the main thread, 5-30 ms in the middle of a flight; a PNG decodes in
 * a fraction of a millisecond. The SVG stays served for whoever asks for it.
 */
let faviconPng: Buffer | undefined;
function favicon(): Buffer {
  faviconPng ??= new Resvg(FAVICON, { fitTo: { mode: 'width', value: 32 } }).render().asPng();
  return faviconPng;
}

export const staticFilesPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(fastifyStatic, {
      root: path.join(config.clientDir, 'assets'),
      prefix: '/assets/',
      // The build writes .br and .gz beside each script and style (scripts/compress-assets.mjs).
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      index: false,
    });
    await app.register(fastifyStatic, {
      root: path.join(config.contentDir, 'videos'),
      prefix: '/media/videos/',
      decorateReply: false,
      maxAge: '1d',
      index: false,
      allowedPath: (pathName) => /^\/[a-z0-9-]+\/(video\.webm|preview\.webm|captions\.vtt)$/.test(pathName),
    });
    await app.register(fastifyStatic, {
      root: path.join(config.contentDir, 'media'),
      prefix: '/media/',
      decorateReply: false,
      maxAge: '1d',
      index: false,
    });
    app.get('/favicon.svg', async (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON),
    );
    app.get('/favicon.png', async (_request, reply) =>
      reply.type('image/png').header('cache-control', 'public, max-age=86400').send(favicon()),
    );
  },
  { name: 'podium-static-files' },
);
