// A chunked, resumable upload (the recordings feature's upload calls): declare the file,
// PUT it in the declared chunkBytes pieces at the server's offset, and survive a real network: a
// failed PUT (a dropped connection, a 5xx) is tried again after a growing pause; a 409 says where the
// server really is, and sending resumes from there. After `maxAttempts` failures in a row it gives up
// with a retryable error; calling upload() again continues the same upload from where it stopped.
// The studio sends its takes through it, the canvas editor the videos put into a deck.
import { fillPath } from '../kernel/endpoint';

/** A call's method and path template, as a feature's endpoint table declares it. */
interface UploadCall {
  readonly method: string;
  readonly path: string;
}

/** The upload's three calls: declare (POST), send a chunk (PUT …/:id/?offset=N), abandon (DELETE …/:id/). */
export interface UploadCalls {
  declareUpload: UploadCall;
  sendChunk: UploadCall;
  abandonUpload: UploadCall;
}

/** What the declaration says of the file besides its size. */
export interface UploadDescription {
  mimeType: string;
  durationMs: number;
}

export interface UploaderDeps {
  /** The feature's upload calls (recordingsApi). */
  calls: UploadCalls;
  fetch: typeof fetch;
  /** The CSRF token (the csrftoken cookie). */
  csrfToken: () => string;
  sleep?: (ms: number) => Promise<void>;
}

export interface UploadOptions {
  onProgress?(sentBytes: number, totalBytes: number): void;
  signal?: AbortSignal;
}

/** Why the upload stopped: `retryable` when trying again may help (the network), not when the server refused the file. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

// The calls are the feature's, as declared: this uploader keeps its own transport (a chunk is a body
// of bytes, sent again after a failure, at the server's offset), so it fills their paths from them.
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ChunkedUploader {
  private id: string | null = null;
  private chunkBytes = 0;
  private offset = 0;

  constructor(
    private readonly file: Blob,
    private readonly declaration: UploadDescription,
    private readonly deps: UploaderDeps,
    /** Failures in a row before giving up, and the first pause (doubling each time). */
    private readonly policy = { maxAttempts: 4, backoffMs: 500 },
  ) {}

  /** The upload's id once declared. */
  get uploadId(): string | null {
    return this.id;
  }

  /** Sends the whole file (or what is left of it); resolves to the upload's id once complete. */
  async upload(options: UploadOptions = {}): Promise<string> {
    const total = this.file.size;
    if (this.id === null) await this.declare(options.signal);
    options.onProgress?.(this.offset, total);
    let failures = 0;
    while (this.offset < total) {
      if (options.signal?.aborted) throw abortError();
      const end = Math.min(total, this.offset + this.chunkBytes);
      let response: Response;
      try {
        response = await this.deps.fetch(
          `${fillPath(this.deps.calls.sendChunk.path, { id: this.id! })}?offset=${this.offset}`,
          {
            method: this.deps.calls.sendChunk.method,
            headers: { 'Content-Type': 'application/octet-stream', 'X-CSRFToken': this.deps.csrfToken() },
            body: this.file.slice(this.offset, end),
            credentials: 'same-origin',
            signal: options.signal,
          },
        );
      } catch (error) {
        if (options.signal?.aborted) throw abortError();
        failures = await this.failed(
          failures,
          new UploadError(String(error), 'network', true),
          options.signal,
        );
        continue;
      }
      const body = (await response.json().catch(() => undefined)) as
        | (Partial<{ offset: number }> & { error?: { code: string; message: string } })
        | undefined;
      if (response.ok && typeof body?.offset === 'number') {
        this.offset = body.offset;
        failures = 0;
        options.onProgress?.(this.offset, total);
        continue;
      }
      if (response.status === 409 && typeof body?.offset === 'number') {
        // Not where the server is (a chunk that arrived though its answer was lost): resume from there.
        this.offset = body.offset;
        options.onProgress?.(this.offset, total);
        continue;
      }
      const problem = new UploadError(
        body?.error?.message ?? response.statusText,
        body?.error?.code ?? 'http_error',
        response.status >= 500 || response.status === 408 || response.status === 429,
        response.status,
      );
      if (!problem.retryable) throw problem;
      failures = await this.failed(failures, problem, options.signal);
    }
    return this.id!;
  }

  /** Abandons the upload on the server (DELETE), when there is one. */
  async abandon(): Promise<void> {
    if (this.id === null) return;
    const id = this.id;
    this.id = null;
    this.offset = 0;
    await this.deps
      .fetch(fillPath(this.deps.calls.abandonUpload.path, { id }), {
        method: this.deps.calls.abandonUpload.method,
        headers: { 'X-CSRFToken': this.deps.csrfToken() },
        credentials: 'same-origin',
      })
      .catch(() => undefined);
  }

  private async declare(signal?: AbortSignal) {
    const declaration = {
      bytes: this.file.size,
      mimeType: this.declaration.mimeType,
      durationMs: Math.round(this.declaration.durationMs),
    };
    let response: Response;
    try {
      const { declareUpload } = this.deps.calls;
      response = await this.deps.fetch(declareUpload.path, {
        method: declareUpload.method,
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': this.deps.csrfToken() },
        body: JSON.stringify(declaration),
        credentials: 'same-origin',
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw abortError();
      throw new UploadError(String(error), 'network', true);
    }
    const body = (await response.json().catch(() => undefined)) as
      | (Partial<{ id: string; chunkBytes: number }> & { error?: { code: string; message: string } })
      | undefined;
    if (response.status !== 201 || !body?.id || !body.chunkBytes) {
      throw new UploadError(
        body?.error?.message ?? response.statusText,
        body?.error?.code ?? 'http_error',
        response.status >= 500,
        response.status,
      );
    }
    this.id = body.id;
    this.chunkBytes = body.chunkBytes;
    this.offset = 0;
  }

  /** One more failure in a row: wait and go on, or give up after the last attempt. */
  private async failed(failures: number, problem: UploadError, signal?: AbortSignal): Promise<number> {
    const count = failures + 1;
    if (count >= this.policy.maxAttempts) throw problem;
    await (this.deps.sleep ?? defaultSleep)(this.policy.backoffMs * 2 ** (count - 1));
    if (signal?.aborted) throw abortError();
    return count;
  }
}

function abortError() {
  return new UploadError('The upload was stopped.', 'aborted', true);
}
