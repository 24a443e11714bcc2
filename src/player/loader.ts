// Loads what the player needs before it starts and reports real progress to the overlay's loading
// screen (spec §2 "Loading"). A deck needs its images; a video needs nothing here (its <video>
// element fetches the metadata itself). A broken image never fails the load: it counts as done and
// the frame shows a labelled placeholder instead.
import type { PlayerData } from '../features/decks/contracts';
import type { PresentationDocument } from '../kernel/document/document';
import { layoutDocument } from '../kernel/document/layout';

export interface LoadResult {
  /** Image references, as the document writes them, that could not be loaded. */
  broken: Set<string>;
}

export interface LoaderOptions {
  onProgress?(percent: number): void;
  fetch?: typeof fetch;
  /** Loads an image from another origin through an <img>, which needs no CORS; resolves to success. */
  loadCrossOrigin?(url: string): Promise<boolean>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Only the images of these frames (by id): the ones mounted for the first step. The others load
   * when their frames are mounted, so a 120-page deck starts as soon as its first pages are in.
   */
  frames?: ReadonlySet<string>;
}

const IMAGE_TIMEOUT_MS = 20_000;

/**
 * The images a document shows, once each. These are the references documentImages (document.ts)
 * lists, read from the laid-out frames instead: document.ts also holds the TypeBox schemas, and
 * importing it would pull TypeBox (about 36 KB gzip) into this lazy chunk.
 */
export function imagesOf(document: PresentationDocument, frames?: ReadonlySet<string>): string[] {
  const layout = layoutDocument(document);
  const shown = layout.frames.filter((frame) => !frames || frames.has(frame.id));
  const images = shown.flatMap((frame) => (frame.image ? [frame.image] : []));
  // A canvas deck's pictures: those of the frames asked for, and those on the bare canvas.
  for (const { element, frame } of layout.elements ?? []) {
    if (element.kind === 'image' && (!frames || frame === undefined || frames.has(frame)))
      images.push(element.src);
  }
  return [...new Set(images)];
}

/** `media/x.svg` in a document is served from `/media/x.svg`; other references are used as written. */
export const imageUrl = (ref: string): string => (ref.startsWith('media/') ? `/${ref}` : ref);

/** Spec §5: progress is clamped to 0–100; anything invalid or negative is 0. */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** Reports the mean of each image's progress as a whole percentage, only ever forwards. */
function progressReporter(count: number, onProgress?: (percent: number) => void) {
  const fractions = new Array<number>(count).fill(0);
  let last = -1;
  const emit = (percent: number) => {
    const rounded = Math.round(clampPercent(percent));
    if (rounded <= last) return;
    last = rounded;
    onProgress?.(rounded);
  };
  return {
    start: () => emit(count === 0 ? 100 : 0),
    set(index: number, fraction: number) {
      fractions[index] = Math.max(fractions[index] ?? 0, Math.min(1, Math.max(0, fraction || 0)));
      emit((100 * fractions.reduce((sum, f) => sum + f, 0)) / count);
    },
  };
}

/** Same-origin images: fetched with the bytes streamed, so a large image moves the bar as it comes. */
async function fetchImage(
  url: string,
  onFraction: (fraction: number) => void,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
): Promise<boolean> {
  try {
    const response = await fetchImpl(url, { signal, credentials: 'same-origin' });
    const type = response.headers.get('content-type');
    if (!response.ok || (type !== null && !type.startsWith('image/'))) return false;
    const total = Number(response.headers.get('content-length'));
    if (!response.body || !(total > 0)) {
      await response.arrayBuffer(); // no length to measure against: the image counts when it is done
      return true;
    }
    const reader = response.body.getReader();
    for (let received = 0; ; ) {
      const { done, value } = await reader.read();
      if (done) return true;
      received += value.byteLength;
      onFraction(received / total);
    }
  } catch {
    return false; // network error, abort or timeout: shown as a placeholder
  }
}

function loadWithImageElement(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = url;
  });
}

export async function loadPlayerAssets(
  data: Pick<PlayerData, 'kind' | 'document'>,
  options: LoaderOptions = {},
): Promise<LoadResult> {
  const refs = data.kind === 'video' ? [] : imagesOf(data.document, options.frames);
  const progress = progressReporter(refs.length, options.onProgress);
  const broken = new Set<string>();
  progress.start();
  if (refs.length === 0) return { broken };

  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs ?? IMAGE_TIMEOUT_MS);
  const onOuterAbort = () => abort.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  const aborted = new Promise<boolean>((resolve) => {
    abort.signal.addEventListener('abort', () => resolve(false));
  });
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const loadCrossOrigin = options.loadCrossOrigin ?? loadWithImageElement;

  await Promise.all(
    refs.map(async (ref, i) => {
      const url = imageUrl(ref);
      const load = url.startsWith('/')
        ? fetchImage(url, (fraction) => progress.set(i, fraction), fetchImpl, abort.signal)
        : loadCrossOrigin(url);
      const ok = await Promise.race([load, aborted]);
      if (!ok) broken.add(ref);
      progress.set(i, 1);
    }),
  );
  clearTimeout(timer);
  options.signal?.removeEventListener('abort', onOuterAbort);
  return { broken };
}
