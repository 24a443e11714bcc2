// Lazy viewer chunks (spec §7, §8): a chunk that neither loads nor fails within the timeout
// (120 s by default) rejects with a ChunkLoadError, and so does a chunk whose import fails, so the
// caller handles one error kind and can offer a retry.
import { CHUNK_TIMEOUT_MS } from './constants';
import { errorMessage } from './error-message';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function loadChunk<T>(importer: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    let imported: Promise<T>;
    try {
      imported = importer();
    } catch (error) {
      imported = Promise.reject(error);
    }
    imported.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const message = errorMessage(error);
        reject(new ChunkLoadError(`Loading chunk failed: ${message}`, { cause: error }));
      },
    );
  });
}
