import { describe, expect, it, vi } from 'vitest';
import { buildClassic, buildDeck, buildFrame, buildTopic } from '../../test/helpers/documents';
import { documentImages } from '../kernel/document/document';
import { clampPercent, imagesOf, imageUrl, loadPlayerAssets } from './loader';

const deckWith = (...images: string[]) =>
  buildDeck({ topics: images.map((image, i) => buildTopic({ id: `t${i}`, image })) });

/** A response streaming `chunks` pieces of `size` bytes each. */
function imageResponse({
  chunks = 4,
  size = 100,
  length = (chunks * size) as number | null,
  type = 'image/svg+xml',
} = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < chunks; i++) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });
  const headers = new Headers({ 'content-type': type });
  if (length !== null) headers.set('content-length', String(length));
  return new Response(body, { headers });
}

async function load(
  document: ReturnType<typeof deckWith>,
  fetch: typeof globalThis.fetch,
  kind: 'deck' | 'video' = 'deck',
) {
  const progress: number[] = [];
  const result = await loadPlayerAssets({ kind, document }, { fetch, onProgress: (p) => progress.push(p) });
  return { progress, broken: [...result.broken] };
}

describe('loadPlayerAssets', () => {
  it('reports streamed bytes when the length is known', async () => {
    const fetch = vi.fn(async () => imageResponse({ chunks: 4 }));
    const { progress, broken } = await load(deckWith('media/a.svg'), fetch);
    expect(progress).toEqual([0, 25, 50, 75, 100]);
    expect(broken).toEqual([]);
    expect(fetch).toHaveBeenCalledWith(
      '/media/a.svg',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('counts whole images when no length is given', async () => {
    const fetch = vi.fn(async () => imageResponse({ length: null }));
    const { progress } = await load(deckWith('media/a.svg', 'media/b.svg'), fetch);
    expect(progress).toEqual([0, 50, 100]);
  });

  it('fetches each image once', async () => {
    const fetch = vi.fn(async (_url: string) => imageResponse());
    await load(
      deckWith('media/a.svg', 'media/a.svg', '/media/b.svg'),
      fetch as unknown as typeof globalThis.fetch,
    );
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/media/a.svg', '/media/b.svg']);
  });

  it('counts a broken image as done and reports it, never throwing', async () => {
    const responses: Record<string, () => Promise<Response>> = {
      '/media/missing.svg': async () => new Response('not found', { status: 404 }),
      '/media/offline.svg': () => Promise.reject(new TypeError('Failed to fetch')),
      '/media/html.svg': async () => imageResponse({ type: 'text/html' }),
      '/media/fine.svg': async () => imageResponse(),
    };
    const fetch = vi.fn((url: string) => responses[url]!()) as unknown as typeof globalThis.fetch;
    const { progress, broken } = await load(
      deckWith('media/missing.svg', 'media/offline.svg', 'media/html.svg', 'media/fine.svg'),
      fetch,
    );
    expect(broken.sort()).toEqual(['media/html.svg', 'media/missing.svg', 'media/offline.svg']);
    expect(progress.at(-1)).toBe(100);
  });

  it('clamps progress when a server sends more bytes than it announced', async () => {
    const fetch = vi.fn(async () => imageResponse({ chunks: 4, size: 100, length: 150 }));
    const { progress } = await load(deckWith('media/a.svg'), fetch);
    expect(Math.max(...progress)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b)); // only ever forwards
  });

  it('gives up on an image that never arrives', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    const result = await loadPlayerAssets(
      { kind: 'deck', document: deckWith('media/slow.svg') },
      { fetch, timeoutMs: 5 },
    );
    expect([...result.broken]).toEqual(['media/slow.svg']);
  });

  it('loads images from other origins through an image element', async () => {
    const fetch = vi.fn();
    const loadCrossOrigin = vi.fn(async () => false);
    const result = await loadPlayerAssets(
      { kind: 'deck', document: deckWith('https://cdn.example.com/a.png') },
      { fetch, loadCrossOrigin },
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(loadCrossOrigin).toHaveBeenCalledWith('https://cdn.example.com/a.png');
    expect([...result.broken]).toEqual(['https://cdn.example.com/a.png']);
  });

  it('finishes at once when there is nothing to load', async () => {
    const fetch = vi.fn();
    expect((await load(buildDeck(), fetch)).progress).toEqual([100]);
    expect((await load(deckWith('media/a.svg'), fetch, 'video')).progress).toEqual([100]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('imagesOf', () => {
  it('lists the same images as documentImages, once each', () => {
    const nested = buildTopic({
      id: 'a',
      image: 'media/a.svg',
      topics: [buildTopic({ id: 'a1', image: 'media/b.svg' })],
    });
    const deck = buildDeck({ topics: [nested, buildTopic({ id: 'c', image: 'media/a.svg' })] });
    const classic = buildClassic({
      frames: [buildFrame({ id: 'x', image: 'https://cdn.example.com/x.png' }), buildFrame({ id: 'y' })],
      path: ['x', 'y'],
    });
    expect(imagesOf(deck)).toEqual([...new Set(documentImages(deck))]);
    expect(imagesOf(classic)).toEqual(documentImages(classic));
  });
});

describe('imageUrl', () => {
  it('serves document media from /media/', () => {
    expect(imageUrl('media/x.svg')).toBe('/media/x.svg');
    expect(imageUrl('/media/a/b.png')).toBe('/media/a/b.png');
    expect(imageUrl('https://example.com/x.png')).toBe('https://example.com/x.png');
  });
});

describe('clampPercent', () => {
  it('keeps progress within 0–100 and turns nonsense into 0', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(42.5)).toBe(42.5);
  });
});
