// Sends an upload with XMLHttpRequest, because fetch cannot report how much of a request body has
// been sent. Same rules as apiCall: the CSRF header, and the server's {error} message on failure.
// The method and path come from the publishing calls' table (contracts.ts, decision 084).
import { type Endpoint, type EndpointAnswer, type EndpointInput, fillPath } from '../../../kernel/endpoint';
import { ApiError } from '../../../lib/api-client';
import { readCookie } from '../../../lib/cookies';

export interface UploadOptions {
  /** Called with the share of the body sent so far, 0–1. */
  onProgress?(fraction: number): void;
  signal?: AbortSignal;
}

/** Rejects with this when the person cancelled, so callers can tell it from a failure. */
export class UploadCancelled extends Error {
  override name = 'UploadCancelled';
}

/**
 * A refusal with the server's {error}. An answer that is not ours (a proxy's HTML page, say) gets no
 * message, so the form words it itself rather than showing a bare "Bad Gateway".
 */
function errorOf(xhr: XMLHttpRequest): ApiError {
  let data: { error?: { code?: string; message?: string } } | undefined;
  try {
    data = JSON.parse(xhr.responseText);
  } catch {
    data = undefined;
  }
  return new ApiError(xhr.status, data?.error?.code ?? 'http_error', data?.error?.message ?? '');
}

/** A success's JSON; a 2xx that is not JSON must still settle the upload, as a failure. */
function answerOf<T>(xhr: XMLHttpRequest): T | ApiError {
  try {
    return JSON.parse(xhr.responseText) as T;
  } catch {
    return new ApiError(xhr.status, 'bad_answer', '');
  }
}

/** Sends a JSON value or a FormData as the declared call and resolves to its JSON answer. */
export function upload<E extends Endpoint>(
  endpoint: E,
  /** The declared JSON body, or a multipart form for a call that reads one itself (the PDF). */
  body: FormData | NonNullable<EndpointInput<E>['body']>,
  options: UploadOptions = {},
): Promise<EndpointAnswer<E>> {
  type T = EndpointAnswer<E>;
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) return reject(new UploadCancelled());
    const token = readCookie('csrftoken');
    if (!token) return reject(new ApiError(403, 'csrf_failed', 'Reload the page and try again.'));
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, fillPath(endpoint.path));
    xhr.setRequestHeader('X-CSRFToken', token);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorOf(xhr));
      const answer = answerOf<T>(xhr);
      if (answer instanceof ApiError) reject(answer);
      else resolve(answer);
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', ''));
    xhr.onabort = () => reject(new UploadCancelled());
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    if (body instanceof FormData) xhr.send(body);
    else {
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.send(JSON.stringify(body));
    }
  });
}
